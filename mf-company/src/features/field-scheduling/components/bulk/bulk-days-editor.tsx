import { useTranslation } from '@pitchside/shared-ui/translation';
import { styled } from '@pitchside/shared-ui/styled';
import { Switch } from '@pitchside/shared-ui/switch';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';
import { formatWeekday, weekdayOrder } from '@pitchside/shared-ui/format';
import { NS } from '../../../../locales/namespace';
import type { BulkDays } from '../../lib/bulk-request';
import type { ScheduleFormErrors, ScheduleFormValues } from '../../lib/schedule-form';
import { useFormErrors } from '../../lib/use-form-errors';
import { capitalize } from '../../lib/weekdays';
import { ScheduleFields } from '../schedule-fields';

const Day = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  margin: 0;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

const Legend = styled.legend`
  padding-inline: ${space[1]};
  font-weight: ${font.weightSemibold};
`;

export interface BulkDaysEditorProps {
  days: BulkDays;
  onChange: (day: number, changes: Partial<ScheduleFormValues>) => void;
  /** Untranslated contract messages per day and input. */
  errors: Record<number, ScheduleFormErrors>;
}

/** One group per weekday: open or not, and when open its hours, slot and break. */
export function BulkDaysEditor({ days, onChange, errors }: BulkDaysEditorProps) {
  const { t, i18n } = useTranslation(NS);
  const translate = useFormErrors();
  return (
    <>
      {weekdayOrder(i18n.language).map((day) => {
        const values = days[day];
        if (!values) return null;
        const name = formatWeekday(day, i18n.language);
        return (
          <Day key={day}>
            <Legend>{capitalize(name, i18n.language)}</Legend>
            <Switch label={t('bulkSchedule.openOn', { day: name })} checked={values.isActive}
              onCheckedChange={(isActive) => onChange(day, { isActive })} />
            {values.isActive && (
              <ScheduleFields values={values} errors={translate(errors[day] ?? {})} onChange={(changes) => onChange(day, changes)} />
            )}
          </Day>
        );
      })}
    </>
  );
}
