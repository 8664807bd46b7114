import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';
import type { PaymentMethodCreate } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { formatCardNumber } from '../lib/card-number';
import { Row } from './form.styles';

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));
/** Cards are issued for up to about twenty years. */
const YEARS_AHEAD = 20;

/** Number (in groups of four), expiry month and year, security code and cardholder of a new card. */
export function CardFields() {
  const { t } = useTranslation(NS);
  const { register, formState: { errors } } = useFormContext<PaymentMethodCreate>();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => String(thisYear + index));
  const error = (failed: unknown, key: string) => (failed ? t(`payments.cardForm.errors.${key}`) : undefined);
  const card = errors.card;
  const number = register('card.number');

  return (
    <>
      <TextField
        label={t('payments.cardForm.number')}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        error={error(card?.number, 'number')}
        {...number}
        onChange={(event) => {
          // Shown in groups of four as typed; the contract drops the spaces.
          event.target.value = formatCardNumber(event.target.value);
          return number.onChange(event);
        }}
      />
      <Row $columns={3}>
        <NativeSelect
          label={t('payments.cardForm.expMonth')}
          required
          autoComplete="cc-exp-month"
          placeholder={t('payments.cardForm.month')}
          options={MONTHS.map((month) => ({ value: month, label: month.padStart(2, '0') }))}
          error={error(card?.expMonth, 'expMonth')}
          {...register('card.expMonth', { valueAsNumber: true })}
        />
        <NativeSelect
          label={t('payments.cardForm.expYear')}
          required
          autoComplete="cc-exp-year"
          placeholder={t('payments.cardForm.year')}
          options={years.map((year) => ({ value: year, label: year }))}
          error={error(card?.expYear, 'expYear')}
          {...register('card.expYear', { valueAsNumber: true })}
        />
        <TextField
          label={t('payments.cardForm.cvc')}
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          dir="ltr"
          error={error(card?.cvc, 'cvc')}
          {...register('card.cvc')}
        />
      </Row>
      <TextField
        label={t('payments.cardForm.holder')}
        required
        autoComplete="cc-name"
        maxLength={100}
        error={error(card?.holder, 'holder')}
        {...register('card.holder')}
      />
    </>
  );
}
