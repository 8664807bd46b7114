import { useId, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { isCardExpired } from '@pitchside/shared-ui/card-fields';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { CreditCardIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useRemoveCompanyPaymentMethodMutation, useSetDefaultCompanyPaymentMethodMutation } from '@pitchside/shared-api/client/subscription-api';
import type { SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { useBillingFailure } from '../hooks/use-billing-failure';
import { useBillingFormat } from '../hooks/use-billing-format';
import { EditHolderDialog } from './edit-holder-dialog';
import { MethodDetails, MethodRow, MethodTitle } from './upgrade.styles';

interface Props {
  method: SavedPaymentMethod;
  companyId?: string | undefined;
}

/** One saved card: brand, last digits, expiry, holder and the default mark, with its actions. */
export function PaymentMethodItem({ method, companyId }: Props) {
  const { t } = useTranslation(NS);
  const format = useBillingFormat();
  const failure = useBillingFailure();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [makeDefault, defaulting] = useSetDefaultCompanyPaymentMethodMutation();
  const [remove] = useRemoveCompanyPaymentMethodMutation();
  const name = format.card(method.brand, method.last4);

  const setDefault = async () => {
    try {
      await makeDefault({ companyId, id: method.id }).unwrap();
      notify.success(t('upgrade.messages.methodDefault'));
    } catch (error) {
      notify.error(failure(error, 'upgrade.methods.defaultFailed'));
    }
  };
  const confirmRemove = async () => {
    try {
      await remove({ companyId, id: method.id }).unwrap();
      notify.success(t('upgrade.messages.methodRemoved'));
    } catch (error) {
      notify.error(failure(error, 'upgrade.methods.removeFailed'));
      throw error;
    }
  };

  return (
    <MethodRow aria-labelledby={titleId}>
      <CreditCardIcon size={28} />
      <MethodDetails>
        <Stack direction="row" gap={2} align="center" wrap>
          <MethodTitle id={titleId}>{name}</MethodTitle>
          {method.isDefault && <Badge tone="primary">{t('upgrade.methods.default')}</Badge>}
          {isCardExpired(method) && <Badge tone="danger">{t('upgrade.methods.expired')}</Badge>}
        </Stack>
        <span>{t('upgrade.methods.expires', { expiry: format.expiry(method.expMonth, method.expYear) })}</span>
        <span>{method.holder}</span>
      </MethodDetails>
      <Stack direction="row" gap={2} wrap>
        {!method.isDefault && (
          <Button variant="outline" size="sm" loading={defaulting.isLoading} onClick={() => void setDefault()}>{t('upgrade.methods.makeDefault')}</Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>{t('upgrade.methods.editHolder')}</Button>
        <ConfirmDialog title={t('upgrade.methods.removeTitle', { card: name })} description={t('upgrade.methods.removeText')}
          confirmLabel={t('upgrade.methods.remove')} cancelLabel={t('upgrade.methods.keep')} tone="danger" onConfirm={confirmRemove}
          trigger={<Button variant="ghost" size="sm">{t('upgrade.methods.remove')}</Button>} />
      </Stack>
      {editing && <EditHolderDialog method={method} name={name} companyId={companyId} onClose={() => setEditing(false)} />}
    </MethodRow>
  );
}
