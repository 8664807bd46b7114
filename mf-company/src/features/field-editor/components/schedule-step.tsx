import { useId, useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { formatWeekday, weekdayOrder } from '@pitchside/shared-ui/format';
import { SCHEDULE_TEMPLATES } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { applyTemplate } from '../model/schedule-templates';
import { ScheduleRow } from './schedule-row';
import { DayList } from './schedule-step.styles';
import type { StepProps } from './step-props';
import { Fieldset, GroupError, Hint } from './wizard.styles';

/** IANA zones the browser knows; older browsers without the list still offer the default. */
function timeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.length ? supported : ['America/New_York', 'UTC'];
}

/**
 * Step 4, schedule: one row per weekday (so a day cannot be given twice), a template to start from,
 * and the field's time zone (its hours are local to it).
 */
export function ScheduleStep({ draft, update, errorOf }: StepProps) {
  const { t, i18n } = useTranslation(NS);
  const zones = useMemo(timeZones, []);
  const daysErrorId = useId();
  const daysError = errorOf('schedules');
  const zoneOptions = useMemo(() => {
    const list = draft.timezone && !zones.includes(draft.timezone) ? [draft.timezone, ...zones] : zones;
    return list.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
  }, [zones, draft.timezone]);

  return (
    <Stack gap={5}>
      <Fieldset>
        <legend>{t('editor.schedule.templates')}</legend>
        <Stack direction="row" gap={2} wrap>
          {SCHEDULE_TEMPLATES.map((template) => (
            <Button key={template.id} variant="outline" onClick={() => update({ schedules: applyTemplate(draft.schedules, template.id) })}>
              {t(`fields.templates.${template.id}`)}
            </Button>
          ))}
        </Stack>
        <Hint>{t('editor.schedule.templatesHint')}</Hint>
      </Fieldset>
      <Fieldset aria-describedby={daysError ? daysErrorId : undefined}>
        <legend>{t('editor.schedule.days')}</legend>
        {daysError && (
          <GroupError id={daysErrorId} role="alert">
            {daysError}
          </GroupError>
        )}
        <DayList>
          {weekdayOrder(i18n.language).map((day) => {
            const row = draft.schedules[day];
            if (!row) return null;
            return (
              <ScheduleRow
                key={day}
                row={row}
                dayName={formatWeekday(day, i18n.language)}
                errorOf={errorOf}
                onChange={(changed) => update({ schedules: draft.schedules.map((other) => (other.dayOfWeek === day ? changed : other)) })}
              />
            );
          })}
        </DayList>
      </Fieldset>
      <NativeSelect
        label={t('editor.schedule.timezone')}
        hint={t('editor.schedule.timezoneHint')}
        placeholder={t('editor.schedule.companyZone')}
        options={zoneOptions}
        value={draft.timezone}
        error={errorOf('timezone')}
        onChange={(event) => update({ timezone: event.target.value })}
      />
    </Stack>
  );
}
