import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { Card } from '@pitchside/shared-ui/card';
import { isCardExpired } from '@pitchside/shared-ui/card-fields';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { CreditCardIcon, TrashIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useRemovePaymentMethodMutation, useSetDefaultPaymentMethodMutation } from '@pitchside/shared-api/client/payments-api';
import type { SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { usePaymentErrorText } from '../hooks/use-payment-error-text';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { Details, MethodLayout, MethodTitle } from './payment-method-card.styles';

/** One saved card: brand, last digits, expiry, holder, default mark; make it the default or remove it. */
export function PaymentMethodCard({ method }: { method: SavedPaymentMethod }) {
  const { t } = useTranslation(NS);
  const format = usePaymentFormat();
  const errorText = usePaymentErrorText();
  const titleId = useId();
  const [makeDefault, defaulting] = useSetDefaultPaymentMethodMutation();
  const [remove] = useRemovePaymentMethodMutation();
  const name = format.card(method.brand, method.last4);
  const expiry = `${String(method.expMonth).padStart(2, '0')}/${method.expYear}`;

  async function setDefault() {
    try {
      await makeDefault(method.id).unwrap();
      notify.success(t('payments.methods.defaultDone'));
    } catch (error) {
      notify.error(errorText(error, 'payments.methods.defaultFailed'));
    }
  }
  async function confirmRemove() {
    try {
      await remove(method.id).unwrap();
      notify.success(t('payments.methods.removed'));
    } catch (error) {
      notify.error(errorText(error, 'payments.methods.removeFailed'));
      throw error;
    }
  }

  return (
    <Card as="li" aria-labelledby={titleId}>
      <MethodLayout>
        <CreditCardIcon size={28} />
        <Details>
          <Stack direction="row" gap={2} align="center" wrap>
            <MethodTitle id={titleId}>{name}</MethodTitle>
            {method.isDefault && <Badge tone="primary">{t('payments.methods.default')}</Badge>}
            {isCardExpired(method) && <Badge tone="danger">{t('payments.methods.expired')}</Badge>}
          </Stack>
          <span>{t('payments.methods.expires', { expiry })}</span>
          <span>{method.holder}</span>
        </Details>
        <Stack direction="row" gap={2} wrap>
          {!method.isDefault && (
            <Button variant="outline" size="sm" loading={defaulting.isLoading} onClick={() => void setDefault()}>
              {t('payments.methods.makeDefault')}
            </Button>
          )}
          <ConfirmDialog
            title={t('payments.methods.removeTitle')}
            description={t('payments.methods.removeText', { card: name })}
            confirmLabel={t('payments.methods.remove')}
            cancelLabel={t('payments.methods.keep')}
            tone="danger"
            onConfirm={confirmRemove}
            trigger={
              <Button variant="ghost" size="sm" startIcon={<TrashIcon size={16} />}>
                {t('payments.methods.remove')}
              </Button>
            }
          />
        </Stack>
      </MethodLayout>
    </Card>
  );
}
