import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Skeleton } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useChangePlanMutation, useGetCompanyPaymentMethodsQuery } from '@pitchside/shared-api/client/subscription-api';
import type { Subscription, SubscriptionPlanInfo } from '@pitchside/shared-api/contracts/subscription';
import { NS } from '../../../locales/namespace';
import { useBillingFailure } from '../hooks/use-billing-failure';
import { useBillingFormat } from '../hooks/use-billing-format';
import { moveCharges, type PlanMove } from '../lib/plan-move';
import { AddCardDialog } from './add-card-dialog';
import { Hint } from './upgrade.styles';

interface Props {
  subscription: Subscription;
  plan: SubscriptionPlanInfo;
  /** What choosing it does (never `current`: the current plan offers no choice). */
  move: Exclude<PlanMove, 'current'>;
  companyId?: string | undefined;
  onClose: () => void;
}

/**
 * Confirms a plan change (PUT /companies/subscription): an upgrade is charged now, pro rata for the rest of the
 * period, to the card chosen here (the default one first); a downgrade leaves the unused time as a credit.
 */
export function ChangePlanDialog({ subscription, plan, move, companyId, onClose }: Props) {
  const { t } = useTranslation(NS);
  const format = useBillingFormat();
  const failureText = useBillingFailure();
  const methods = useGetCompanyPaymentMethodsQuery({ companyId });
  const [change, changing] = useChangePlanMutation();
  const [cardId, setCardId] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const charges = moveCharges(move, plan);
  const cards = methods.data ?? [];
  const card = cards.find((c) => c.id === cardId) ?? cards.find((c) => c.isDefault) ?? cards[0];
  const name = format.plan(plan.id);
  const values = {
    plan: name, current: format.plan(subscription.plan), price: format.money(plan.priceMonthly, plan.currency),
    date: format.date(subscription.currentPeriodEnd),
  };
  const text = move === 'choose' && !charges ? t('upgrade.change.chooseFreeText', values) : t(`upgrade.change.${move}Text`, values);

  const confirm = async () => {
    setFailure(null);
    try {
      await change({ companyId, planId: plan.id, ...(charges && card ? { paymentMethodId: card.id } : {}) }).unwrap();
      notify.success(t('upgrade.messages.planChanged'));
      onClose();
    } catch (error) {
      setFailure(failureText(error, 'upgrade.change.failed'));
    }
  };

  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>{t('upgrade.change.cancel')}</Button>
      <Button variant={move === 'downgrade' ? 'danger' : 'primary'} loading={changing.isLoading} disabled={charges && !card} onClick={() => void confirm()}>
        {t('upgrade.change.confirm')}
      </Button>
    </>
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(`upgrade.change.${move}Title`, { plan: name })} description={text} footer={footer}>
      <Stack gap={4}>
        {failure && <Alert tone="error">{failure}</Alert>}
        {move !== 'upgrade' && (
          <Hint>
            {t('upgrade.change.limitsNote', {
              plan: name, fields: format.limit('fields', plan.limits.fields), employees: format.limit('employees', plan.limits.employees),
              locations: format.limit('locations', plan.limits.locations),
            })}
          </Hint>
        )}
        {charges && subscription.credit > 0 && <Hint>{t('upgrade.change.creditNote', { amount: format.money(subscription.credit, subscription.currency) })}</Hint>}
        {charges && !methods.data && !methods.isError && <Skeleton shape="rect" height="3rem" />}
        {charges && methods.isError && <Alert tone="error">{t('upgrade.messages.methodsLoadFailed')}</Alert>}
        {charges && card && (
          <NativeSelect label={t('upgrade.change.card')} value={card.id} onChange={(event) => setCardId(event.target.value)}
            options={cards.map((c) => ({ value: c.id, label: `${format.card(c.brand, c.last4)} · ${format.expiry(c.expMonth, c.expYear)}` }))} />
        )}
        {charges && methods.data && cards.length === 0 && (
          <Alert tone="warning" action={<Button size="sm" variant="outline" onClick={() => setAdding(true)}>{t('upgrade.methods.add')}</Button>}>
            {t('upgrade.change.noCard')}
          </Alert>
        )}
      </Stack>
      {adding && <AddCardDialog companyId={companyId} onClose={() => setAdding(false)} />}
    </Dialog>
  );
}
