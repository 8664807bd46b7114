import { useTranslation } from '@pitchside/shared-ui/translation';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { TextField } from '@pitchside/shared-ui/text-field';
import { FIELD_LIMITS as L } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import type { ScheduleFormValues, ScheduleInputName } from '../lib/schedule-form';
import { FormGrid } from './form-layout.styles';

export interface ScheduleFieldsProps {
  values: ScheduleFormValues;
  onChange: (changes: Partial<ScheduleFormValues>) => void;
  /** Translated message per input. */
  errors?: Partial<Record<ScheduleInputName, string>>;
  disabled?: boolean;
}

/** Open, close (or midnight), slot length and break of one weekday. */
export function ScheduleFields({ values, onChange, errors = {}, disabled }: ScheduleFieldsProps) {
  const { t } = useTranslation(NS);
  return (
    <FormGrid>
      <TextField
        type="time"
        label={t('scheduling.hours.open')}
        value={values.openTime}
        onChange={(event) => onChange({ openTime: event.target.value })}
        error={errors.openTime}
        disabled={disabled}
        required
      />
      <div>
        <TextField
          type="time"
          label={t('scheduling.hours.close')}
          value={values.untilMidnight ? '' : values.closeTime}
          onChange={(event) => onChange({ closeTime: event.target.value })}
          error={errors.closeTime}
          disabled={disabled || values.untilMidnight}
          required={!values.untilMidnight}
        />
        <Checkbox
          label={t('scheduling.hours.untilMidnight')}
          checked={values.untilMidnight}
          onCheckedChange={(untilMidnight) => onChange({ untilMidnight })}
          disabled={disabled}
        />
      </div>
      <TextField
        type="number"
        inputMode="numeric"
        min={L.slotMinutesMin}
        max={L.slotMinutesMax}
        step={5}
        label={t('scheduling.hours.slot')}
        value={values.slotDuration}
        onChange={(event) => onChange({ slotDuration: event.target.value })}
        error={errors.slotDuration}
        disabled={disabled}
        required
      />
      <TextField
        type="number"
        inputMode="numeric"
        min={0}
        max={L.breakMinutesMax}
        step={5}
        label={t('scheduling.hours.break')}
        hint={t('scheduling.hours.breakHint')}
        value={values.breakDuration}
        onChange={(event) => onChange({ breakDuration: event.target.value })}
        error={errors.breakDuration}
        disabled={disabled}
      />
    </FormGrid>
  );
}
