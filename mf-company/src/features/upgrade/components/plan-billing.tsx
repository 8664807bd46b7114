import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useGetSubscriptionQuery } from '@pitchside/shared-api/client/subscription-api';
import { ChooseCompany } from '../../../components/choose-company';
import { NoPermission } from '../../../components/permission-gate';
import { useOwnerCompany } from '../../../lib/use-owner-company';
import { NS } from '../../../locales/namespace';
import { useBillingPrefetch } from '../hooks/use-billing-prefetch';
import { BillingHistory } from './billing-history';
import { CurrentPlan } from './current-plan';
import { PaymentMethods } from './payment-methods';
import { PlanCatalogue } from './plan-catalogue';
import { UsageMeters } from './usage-meters';
import { CardGrid } from './upgrade.styles';

/**
 * "Plan & billing" (owner, or a super admin acting on `?companyId=`): the plan and its state, usage against its
 * limits, the plans to move to, the cards the company pays with and its invoices (docs/product/api.md#subscription-and-payment-methods).
 */
export function PlanBilling() {
  const { t } = useTranslation(NS);
  const { allowed, companyId, needsCompany } = useOwnerCompany();
  const skip = !allowed || needsCompany;
  const subscription = useGetSubscriptionQuery({ companyId }, { skip });
  useBillingPrefetch(companyId, skip);

  const body = () => {
    if (!allowed || (isApiError(subscription.error) && subscription.error.status === 403)) return <NoPermission error={subscription.error} />;
    if (needsCompany) return <ChooseCompany />;
    if (subscription.isLoading) {
      return (
        <SkeletonGroup label={t('upgrade.billing.loading')}>
          <Stack gap={4}>
            <Skeleton shape="rect" height="12rem" />
            <Skeleton shape="rect" height="16rem" />
          </Stack>
        </SkeletonGroup>
      );
    }
    if (subscription.isError || !subscription.data) {
      return <LoadError message={t('upgrade.messages.loadFailed')} onRetry={() => void subscription.refetch()} />;
    }
    const current = subscription.data;
    return (
      <Stack gap={6}>
        {current.status === 'past_due' && (
          <Alert tone="warning" title={t('upgrade.current.pastDueTitle')}>{t('upgrade.messages.subscriptionExpired')}</Alert>
        )}
        <CardGrid>
          <CurrentPlan subscription={current} companyId={companyId} />
          <UsageMeters companyId={companyId} />
        </CardGrid>
        <PlanCatalogue subscription={current} companyId={companyId} />
        <PaymentMethods companyId={companyId} />
        <BillingHistory companyId={companyId} />
      </Stack>
    );
  };

  return (
    <Page>
      <PageHeader title={t('upgrade.billing.title')} description={t('upgrade.billing.subtitle')} />
      {body()}
    </Page>
  );
}
