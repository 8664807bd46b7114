import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { CardFields as CardInputs } from '@pitchside/shared-ui/card-fields';
import type { PaymentMethodCreate } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';

/** The shared card inputs of the payment method form, with this remote's texts. */
export function CardFields() {
  const { t } = useTranslation(NS);
  const { register, formState: { errors } } = useFormContext<PaymentMethodCreate>();
  const error = (failed: unknown, key: string) => (failed ? t(`payments.cardForm.errors.${key}`) : undefined);
  const card = errors.card;

  return (
    <CardInputs
      labels={{
        number: t('payments.cardForm.number'),
        expMonth: t('payments.cardForm.expMonth'),
        expYear: t('payments.cardForm.expYear'),
        cvc: t('payments.cardForm.cvc'),
        holder: t('payments.cardForm.holder'),
        monthPlaceholder: t('payments.cardForm.month'),
        yearPlaceholder: t('payments.cardForm.year'),
      }}
      errors={{
        number: error(card?.number, 'number'),
        expMonth: error(card?.expMonth, 'expMonth'),
        expYear: error(card?.expYear, 'expYear'),
        cvc: error(card?.cvc, 'cvc'),
        holder: error(card?.holder, 'holder'),
      }}
      inputs={{
        number: register('card.number'),
        expMonth: register('card.expMonth', { valueAsNumber: true }),
        expYear: register('card.expYear', { valueAsNumber: true }),
        cvc: register('card.cvc'),
        holder: register('card.holder'),
      }}
    />
  );
}
