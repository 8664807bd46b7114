import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { CardFields as CardInputs } from '@pitchside/shared-ui/card-fields';
import type { PaymentMethodCreate } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';

/** The shared card inputs of the add-card form, with this remote's texts. */
export function CardFields() {
  const { t } = useTranslation(NS);
  const { register, formState: { errors } } = useFormContext<PaymentMethodCreate>();
  // The contract's rule of each input, in the reader's language (a blank select fails as "not a number").
  const error = (failed: unknown, key: string) => (failed ? t(`upgrade.cardForm.errors.${key}`) : undefined);
  const card = errors.card;

  return (
    <CardInputs
      labels={{
        number: t('upgrade.cardForm.number'), expMonth: t('upgrade.cardForm.expMonth'), expYear: t('upgrade.cardForm.expYear'),
        cvc: t('upgrade.cardForm.cvc'), holder: t('upgrade.cardForm.holder'),
        monthPlaceholder: t('upgrade.cardForm.month'), yearPlaceholder: t('upgrade.cardForm.year'),
      }}
      errors={{
        number: error(card?.number, 'number'), expMonth: error(card?.expMonth, 'expMonth'), expYear: error(card?.expYear, 'expYear'),
        cvc: error(card?.cvc, 'cvc'), holder: error(card?.holder, 'holder'),
      }}
      inputs={{
        number: register('card.number'),
        expMonth: register('card.expMonth', { valueAsNumber: true }), expYear: register('card.expYear', { valueAsNumber: true }),
        cvc: register('card.cvc'), holder: register('card.holder'),
      }}
    />
  );
}
