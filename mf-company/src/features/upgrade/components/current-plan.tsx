import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { notify } from '@pitchside/shared-ui/toaster';
import { useCancelSubscriptionMutation, useResumeSubscriptionMutation } from '@pitchside/shared-api/client/subscription-api';
import type { Subscription } from '@pitchside/shared-api/contracts/subscription';
import { NS } from '../../../locales/namespace';
import { useBillingFailure } from '../hooks/use-billing-failure';
import { useBillingFormat } from '../hooks/use-billing-format';
import { Facts, Hint, PlanName, Price } from './upgrade.styles';

interface Props {
  subscription: Subscription;
  companyId?: string | undefined;
}

/**
 * The plan the company is on: price, state, period, credit; cancel at the period's end, or resume. After a failed
 * renewal there is nothing to cancel: the company chooses a plan again (the basic one to stop paying).
 */
export function CurrentPlan({ subscription: s, companyId }: Props) {
  const { t } = useTranslation(NS);
  const format = useBillingFormat();
  const failure = useBillingFailure();
  const [cancel] = useCancelSubscriptionMutation();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const paid = s.priceMonthly > 0;
  const plan = format.plan(s.plan);
  const periodEnd = format.date(s.currentPeriodEnd);

  const confirmCancel = async () => {
    try {
      await cancel({ companyId }).unwrap();
      notify.success(t('upgrade.messages.cancelled'));
    } catch (error) {
      notify.error(failure(error, 'upgrade.current.cancelFailed'));
      throw error;
    }
  };
  const doResume = async () => {
    try {
      await resume({ companyId }).unwrap();
      notify.success(t('upgrade.messages.resumed'));
    } catch (error) {
      notify.error(failure(error, 'upgrade.current.resumeFailed'));
    }
  };

  return (
    <Card as="section" aria-labelledby="current-plan-title">
      <CardHeader titleId="current-plan-title" title={t('upgrade.current.title')}
        action={<Badge tone={s.status === 'active' ? 'success' : 'danger'}>{t(`upgrade.current.status.${s.status}`)}</Badge>} />
      <div>
        <PlanName>{plan}</PlanName>
        <Price>{format.price(s.priceMonthly, s.currency)}</Price>
      </div>
      {(paid || s.credit > 0) && (
        <Facts>
          {paid && (
            <>
              <dt>{t('upgrade.current.periodEnd')}</dt>
              <dd>{periodEnd}</dd>
            </>
          )}
          {s.credit > 0 && (
            <>
              <dt>{t('upgrade.current.credit')}</dt>
              <dd>{format.money(s.credit, s.currency)} <Hint as="span">{t('upgrade.current.creditText')}</Hint></dd>
            </>
          )}
        </Facts>
      )}
      {!paid && <Hint>{t('upgrade.current.freeText')}</Hint>}
      {paid && s.cancelAtPeriodEnd && (
        <Alert tone="info" title={t('upgrade.current.endsOn', { date: periodEnd })}
          action={<Button variant="outline" size="sm" loading={resuming.isLoading} onClick={() => void doResume()}>{t('upgrade.current.resume')}</Button>}>
          {t('upgrade.current.endsText')}
        </Alert>
      )}
      {paid && !s.cancelAtPeriodEnd && s.status === 'active' && (
        <div>
          <ConfirmDialog
            title={t('upgrade.current.cancelTitle', { plan })}
            description={t('upgrade.current.cancelText', { plan, date: periodEnd })}
            confirmLabel={t('upgrade.current.cancelConfirm')}
            cancelLabel={t('upgrade.current.keep')}
            tone="danger"
            onConfirm={confirmCancel}
            trigger={<Button variant="outline" size="sm">{t('upgrade.current.cancel')}</Button>}
          />
        </div>
      )}
    </Card>
  );
}
