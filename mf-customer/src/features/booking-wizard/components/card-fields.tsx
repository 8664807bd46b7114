import type { UseFormReturn } from 'react-hook-form';
import type { CardInput } from '@pitchside/shared-api/contracts/payment';
import { CardFields as CardInputs } from '@pitchside/shared-ui/card-fields';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { Fieldset, Legend } from './step.styles';

export interface CardFieldsProps {
  form: UseFormReturn<CardInput>;
  saveCard: boolean;
  onSaveCard: (save: boolean) => void;
}

/** A new card (the design system's card inputs with this remote's texts), and whether to keep it. */
export function CardFields({ form, saveCard, onSaveCard }: CardFieldsProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const { register, formState: { errors } } = form;
  // Each field can be wrong one way only, so its own text says how (the contract's texts, translated).
  const error = (name: keyof CardInput) => (errors[name] ? t(`booking.card.errors.${name}`) : undefined);
  return (
    <Fieldset>
      <Legend>{t('booking.card.title')}</Legend>
      <CardInputs
        labels={{
          number: t('booking.card.number'), expMonth: t('booking.card.expMonth'), expYear: t('booking.card.expYear'),
          cvc: t('booking.card.cvc'), holder: t('booking.card.holder'),
          monthPlaceholder: t('booking.card.month'), yearPlaceholder: t('booking.card.year'),
        }}
        errors={{ number: error('number'), expMonth: error('expMonth'), expYear: error('expYear'), cvc: error('cvc'), holder: error('holder') }}
        inputs={{
          number: register('number'),
          expMonth: register('expMonth', { valueAsNumber: true }), expYear: register('expYear', { valueAsNumber: true }),
          cvc: register('cvc'), holder: register('holder'),
        }}
      />
      <Checkbox label={t('booking.card.save')} checked={saveCard} onCheckedChange={onSaveCard} />
    </Fieldset>
  );
}
