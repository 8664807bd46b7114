import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { Card } from '@pitchside/shared-ui/card';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useGetSubscriptionPlansQuery } from '@pitchside/shared-api/client/subscription-api';
import { LIMITED_RESOURCES, type Subscription, type SubscriptionPlanInfo } from '@pitchside/shared-api/contracts/subscription';
import { NS } from '../../../locales/namespace';
import { useBillingFormat } from '../hooks/use-billing-format';
import { planMove, type PlanMove } from '../lib/plan-move';
import { ChangePlanDialog } from './change-plan-dialog';
import { CardGrid, Limits, MethodTitle, PlanList, Price, SectionTitle } from './upgrade.styles';

interface Props {
  subscription: Subscription;
  companyId?: string | undefined;
}

/** The three plans with their prices and limits; choosing one asks for confirmation (and a card when it charges). */
export function PlanCatalogue({ subscription, companyId }: Props) {
  const { t } = useTranslation(NS);
  const format = useBillingFormat();
  const plans = useGetSubscriptionPlansQuery();
  const [chosen, setChosen] = useState<{ plan: SubscriptionPlanInfo; move: Exclude<PlanMove, 'current'> } | null>(null);

  let body;
  if (plans.isError) body = <LoadError message={t('upgrade.messages.plansLoadFailed')} onRetry={() => void plans.refetch()} />;
  else if (!plans.data) {
    body = (
      <SkeletonGroup label={t('upgrade.plans.loading')}>
        <CardGrid>{[0, 1, 2].map((n) => <Skeleton key={n} shape="rect" height="14rem" />)}</CardGrid>
      </SkeletonGroup>
    );
  } else {
    body = (
      <PlanList aria-labelledby="plans-title">
        {plans.data.map((plan) => {
          const move = planMove(subscription, plan);
          const name = format.plan(plan.id);
          const isCurrent = plan.id === subscription.plan;
          return (
            <Card as="li" key={plan.id} aria-label={name} elevated={isCurrent}>
              <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
                <MethodTitle>{name}</MethodTitle>
                {isCurrent && <Badge tone="primary">{t('upgrade.plans.current')}</Badge>}
              </Stack>
              <Price>{format.price(plan.priceMonthly, plan.currency)}</Price>
              <Limits>
                {LIMITED_RESOURCES.map((resource) => <li key={resource}>{format.limit(resource, plan.limits[resource])}</li>)}
              </Limits>
              {move !== 'current' && (
                <Button variant={move === 'downgrade' ? 'outline' : 'primary'} fullWidth onClick={() => setChosen({ plan, move })}>
                  {t(`upgrade.plans.${move}`, { plan: name })}
                </Button>
              )}
            </Card>
          );
        })}
      </PlanList>
    );
  }

  return (
    <section aria-labelledby="plans-title">
      <SectionTitle id="plans-title">{t('upgrade.plans.title')}</SectionTitle>
      {body}
      {chosen && (
        <ChangePlanDialog subscription={subscription} plan={chosen.plan} move={chosen.move} companyId={companyId} onClose={() => setChosen(null)} />
      )}
    </section>
  );
}
