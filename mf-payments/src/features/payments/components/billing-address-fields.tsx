import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { TextField } from '@pitchside/shared-ui/text-field';
import type { PaymentMethodCreate } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { Row } from './form.styles';

/** The card's billing address (optional as a whole; once given, all but the second line are required). */
export function BillingAddressFields() {
  const { t } = useTranslation(NS);
  const { register, formState: { errors } } = useFormContext<PaymentMethodCreate>();
  const address = errors.billingAddress;
  const error = (failed: unknown, key: string) => (failed ? t(`payments.cardForm.errors.${key}`) : undefined);
  return (
    <>
      <TextField label={t('payments.cardForm.line1')} required autoComplete="address-line1" maxLength={200} error={error(address?.line1, 'line1')} {...register('billingAddress.line1')} />
      <TextField label={t('payments.cardForm.line2')} autoComplete="address-line2" maxLength={200} {...register('billingAddress.line2', { setValueAs: (value: string) => value.trim() || undefined })} />
      <Row $columns={3}>
        <TextField label={t('payments.cardForm.city')} required autoComplete="address-level2" maxLength={100} error={error(address?.city, 'city')} {...register('billingAddress.city')} />
        <TextField label={t('payments.cardForm.postalCode')} required autoComplete="postal-code" maxLength={20} error={error(address?.postalCode, 'postalCode')} {...register('billingAddress.postalCode')} />
        <TextField label={t('payments.cardForm.country')} required autoComplete="country-name" maxLength={100} error={error(address?.country, 'country')} {...register('billingAddress.country')} />
      </Row>
    </>
  );
}
