import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { Card } from '@pitchside/shared-ui/card';
import { isCardExpired } from '@pitchside/shared-ui/card-fields';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { CreditCardIcon, TrashIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useRemovePaymentMethodMutation, useSetDefaultPaymentMethodMutation } from '@pitchside/shared-api/client/payments-api';
import type { SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import { CardActions, CardFacts, CardLayout, CardName } from './payment-methods.styles';
import { useCardErrorText } from './use-card-error-text';

/** A saved card as a list item: brand and last digits, expiry (marked once over), holder; default or remove. */
export function SavedCard({ card }: { card: SavedPaymentMethod }) {
  const { t } = useTranslation('auth');
  const errorText = useCardErrorText();
  const [setDefault, defaulting] = useSetDefaultPaymentMethodMutation();
  const [remove] = useRemovePaymentMethodMutation();
  const name = t('paymentMethods.card', { brand: t(`paymentMethods.brands.${card.brand}`), last4: card.last4 });
  const expired = isCardExpired(card);
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

  const makeDefault = () =>
    setDefault(card.id).unwrap().then(
      () => notify.success(t('paymentMethods.defaultDone')),
      (error: unknown) => notify.error(errorText(error, 'paymentMethods.errors.defaultFailed')),
    );
  async function confirmRemove() {
    try {
      await remove(card.id).unwrap();
      notify.success(t('paymentMethods.removed'));
    } catch (error) {
      notify.error(errorText(error, 'paymentMethods.errors.removeFailed'));
      throw error; // keeps the dialog open for another try
    }
  }

  return (
    <Card as="li">
      <CardLayout>
        <CreditCardIcon size={28} />
        <CardFacts>
          <Stack direction="row" gap={2} align="center" wrap>
            <CardName>{name}</CardName>
            {card.isDefault && <Badge tone="primary">{t('paymentMethods.default')}</Badge>}
            {expired && <Badge tone="danger">{t('paymentMethods.expired')}</Badge>}
          </Stack>
          <span>{t(expired ? 'paymentMethods.expiredOn' : 'paymentMethods.expires', { expiry })}</span>
          <span>{card.holder}</span>
        </CardFacts>
        <CardActions>
          {!card.isDefault && (
            <Button variant="outline" size="sm" loading={defaulting.isLoading} aria-label={t('paymentMethods.makeDefaultOf', { card: name })} onClick={() => void makeDefault()}>
              {t('paymentMethods.makeDefault')}
            </Button>
          )}
          <ConfirmDialog
            title={t('paymentMethods.removeTitle', { card: name })}
            description={t('paymentMethods.removeText')}
            confirmLabel={t('paymentMethods.remove')}
            cancelLabel={t('paymentMethods.keep')}
            tone="danger"
            onConfirm={confirmRemove}
            trigger={
              <Button variant="ghost" size="sm" startIcon={<TrashIcon size={16} />} aria-label={t('paymentMethods.removeOf', { card: name })}>
                {t('paymentMethods.remove')}
              </Button>
            }
          />
        </CardActions>
      </CardLayout>
    </Card>
  );
}
