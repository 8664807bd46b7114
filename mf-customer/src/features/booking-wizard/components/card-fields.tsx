import type { UseFormReturn } from 'react-hook-form';
import type { CardInput } from '@pitchside/shared-api/contracts/payment';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELDS_NS } from '../../../locales/namespace';
import { formatCardNumber } from '../lib/card-number';
import { Fieldset, Legend } from './step.styles';
import { CardGrid } from './payment-step.styles';

/** Cards are not issued for longer than this many years ahead. */
const EXPIRY_YEARS = 15;

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1).padStart(2, '0') }));

export interface CardFieldsProps {
  form: UseFormReturn<CardInput>;
  saveCard: boolean;
  onSaveCard: (save: boolean) => void;
}

/** A new card: number (grouped by four as typed), expiry, security code, holder, and whether to keep it. */
export function CardFields({ form, saveCard, onSaveCard }: CardFieldsProps) {
  const { t } = useTranslation(FIELDS_NS);
  const { register, setValue, formState: { errors } } = form;
  // Each field can be wrong one way only, so its own text says how (the contract's texts, translated).
  const error = (name: keyof CardInput) => (errors[name] ? t(`booking.card.errors.${name}`) : undefined);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: EXPIRY_YEARS + 1 }, (_, i) => ({ value: String(thisYear + i), label: String(thisYear + i) }));
  return (
    <Fieldset>
      <Legend>{t('booking.card.title')}</Legend>
      <CardGrid>
        <TextField
          label={t('booking.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          dir="ltr"
          required
          error={error('number')}
          {...register('number', { onChange: (event: { target: { value: string } }) => setValue('number', formatCardNumber(event.target.value)) })}
        />
        <NativeSelect label={t('booking.card.expMonth')} autoComplete="cc-exp-month" placeholder={t('booking.card.month')} options={MONTHS} required error={error('expMonth')} {...register('expMonth', { valueAsNumber: true })} />
        <NativeSelect label={t('booking.card.expYear')} autoComplete="cc-exp-year" placeholder={t('booking.card.year')} options={years} required error={error('expYear')} {...register('expYear', { valueAsNumber: true })} />
        <TextField label={t('booking.card.cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} dir="ltr" required error={error('cvc')} {...register('cvc')} />
        <TextField label={t('booking.card.holder')} autoComplete="cc-name" required error={error('holder')} {...register('holder')} />
      </CardGrid>
      <Checkbox label={t('booking.card.save')} checked={saveCard} onCheckedChange={onSaveCard} />
    </Fieldset>
  );
}
