import { useTranslation } from '@pitchside/shared-ui/translation';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Switch } from '@pitchside/shared-ui/switch';
import { TextField } from '@pitchside/shared-ui/text-field';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { CLOSING_TIMES, QUARTER_HOURS } from '../constants';
import type { ScheduleRow as Row } from '../model/field-draft';
import { DayGrid, DayName } from './schedule-step.styles';

interface ScheduleRowProps {
  row: Row;
  dayName: string;
  onChange: (row: Row) => void;
  errorOf: (path: string) => string | undefined;
}

/** Keeps a saved time that is off the quarter-hour grid choosable. */
const withValue = (times: readonly string[], value: string) => (times.includes(value) ? times : [...times, value].sort());

/** One weekday: open or closed, opening and closing time (closing may be 24:00), slot length and break. */
export function ScheduleRow({ row, dayName, onChange, errorOf }: ScheduleRowProps) {
  const { t } = useTranslation(NS);
  const path = `schedules.${row.dayOfWeek}`;
  const label = (text: string) => (
    <>
      {text}
      <VisuallyHidden> ({dayName})</VisuallyHidden>
    </>
  );
  const set = (patch: Partial<Row>) => onChange({ ...row, ...patch });
  return (
    <DayGrid data-day={row.dayOfWeek}>
      <DayName>
        <Switch label={dayName} description={row.isActive ? t('editor.schedule.open') : t('editor.schedule.closed')} checked={row.isActive} onCheckedChange={(isActive) => set({ isActive })} />
      </DayName>
      <NativeSelect
        label={label(t('editor.schedule.opens'))}
        disabled={!row.isActive}
        options={withValue(QUARTER_HOURS, row.openTime).map((time) => ({ value: time, label: time }))}
        value={row.openTime}
        error={errorOf(`${path}.openTime`)}
        onChange={(event) => set({ openTime: event.target.value })}
      />
      <NativeSelect
        label={label(t('editor.schedule.closes'))}
        disabled={!row.isActive}
        options={withValue(CLOSING_TIMES, row.closeTime).map((time) => ({ value: time, label: time }))}
        value={row.closeTime}
        error={errorOf(`${path}.closeTime`)}
        onChange={(event) => set({ closeTime: event.target.value })}
      />
      <TextField
        label={label(t('editor.schedule.slot'))}
        disabled={!row.isActive}
        type="number"
        inputMode="numeric"
        min={FIELD_LIMITS.slotMinutesMin}
        max={FIELD_LIMITS.slotMinutesMax}
        step={5}
        value={row.slotDuration}
        error={errorOf(`${path}.slotDuration`)}
        onChange={(event) => set({ slotDuration: event.target.value })}
      />
      <TextField
        label={label(t('editor.schedule.break'))}
        disabled={!row.isActive}
        type="number"
        inputMode="numeric"
        min={0}
        max={FIELD_LIMITS.breakMinutesMax}
        step={5}
        value={row.breakDuration}
        error={errorOf(`${path}.breakDuration`)}
        onChange={(event) => set({ breakDuration: event.target.value })}
      />
    </DayGrid>
  );
}
