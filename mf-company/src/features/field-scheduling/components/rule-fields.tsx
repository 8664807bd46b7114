import { useTranslation } from '@pitchside/shared-ui/translation';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';
import { formatWeekday, weekdayOrder } from '@pitchside/shared-ui/format';
import { FIELD_LIMITS as L } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import type { RuleFormValues } from '../../../lib/pricing-rule-values';
import type { RuleFormErrors } from '../lib/rule-form';
import { capitalize } from '../lib/weekdays';
import { FormGrid } from './form-layout.styles';

export interface RuleFieldsProps {
  values: RuleFormValues;
  onChange: (changes: Partial<RuleFormValues>) => void;
  /** Translated message per input. */
  errors: RuleFormErrors;
}

/** The inputs of a pricing rule (docs/product/entities.md): name, multiplier, priority, window, weekday, duration, dates. */
export function RuleFields({ values, onChange, errors }: RuleFieldsProps) {
  const { t, i18n } = useTranslation(NS);
  const input = (name: keyof RuleFormValues) => ({
    value: String(values[name]),
    error: errors[name as keyof RuleFormErrors],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  return (
    <>
      <TextField label={t('scheduling.rules.name')} required maxLength={100} {...input('name')} />
      <FormGrid>
        <TextField
          type="number" inputMode="decimal" min={L.multiplierMin} max={L.multiplierMax} step={0.1} required
          label={t('scheduling.rules.multiplier')} hint={t('scheduling.rules.multiplierHint')} {...input('priceMultiplier')}
        />
        <TextField
          type="number" inputMode="numeric" min={L.priorityMin} max={L.priorityMax} step={1} required
          label={t('scheduling.rules.priority')} hint={t('scheduling.rules.priorityHint')} {...input('priority')}
        />
        <NativeSelect
          label={t('scheduling.rules.day')}
          options={[
            { value: '', label: t('scheduling.rules.everyDay') },
            ...weekdayOrder(i18n.language).map((day) => ({ value: String(day), label: capitalize(formatWeekday(day, i18n.language), i18n.language) })),
          ]}
          {...input('dayOfWeek')}
        />
        <TextField
          type="number" inputMode="numeric" min={1} max={24 * 60}
          label={t('scheduling.rules.minDuration')} hint={t('scheduling.rules.optional')} {...input('minDuration')}
        />
        <TextField type="time" label={t('scheduling.rules.startTime')} hint={t('scheduling.rules.windowHint')} {...input('startTime')} />
        <TextField type="time" label={t('scheduling.rules.endTime')} {...input('endTime')} />
        <TextField type="date" label={t('scheduling.rules.startDate')} hint={t('scheduling.rules.optional')} {...input('startDate')} />
        <TextField type="date" label={t('scheduling.rules.endDate')} hint={t('scheduling.rules.optional')} {...input('endDate')} />
      </FormGrid>
    </>
  );
}
