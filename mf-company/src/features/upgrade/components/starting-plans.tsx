import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Stack } from '@pitchside/shared-ui/stack';
import { LIMITED_RESOURCES, subscriptionPlans } from '@pitchside/shared-api/contracts/subscription';
import { NS } from '../../../locales/namespace';
import { useBillingFormat } from '../hooks/use-billing-format';
import { Hint, Limits, Methods, MethodTitle, Tile } from './upgrade.styles';

/** The shared catalogue (the same the API serves), needing no call: the plans a new company may use. */
const PLANS = subscriptionPlans();

/** What a new company gets: it starts on the free Basic plan; the bigger plans are there once it exists. */
export function StartingPlans() {
  const { t } = useTranslation(NS);
  const format = useBillingFormat();
  return (
    <Card as="section" aria-labelledby="starting-plans-title">
      <CardHeader titleId="starting-plans-title" title={t('upgrade.create.plansTitle')} description={t('upgrade.create.plansText')} />
      <Methods aria-labelledby="starting-plans-title">
        {PLANS.map((plan) => (
          <Tile key={plan.id} aria-label={format.plan(plan.id)}>
            <Stack direction="row" gap={2} align="center" wrap>
              <MethodTitle>{format.plan(plan.id)}</MethodTitle>
              {plan.id === 'basic' && <Badge tone="success">{t('upgrade.create.startingPlan')}</Badge>}
            </Stack>
            <Hint>{format.price(plan.priceMonthly, plan.currency)}</Hint>
            <Limits>
              {LIMITED_RESOURCES.map((resource) => <li key={resource}>{format.limit(resource, plan.limits[resource])}</li>)}
            </Limits>
          </Tile>
        ))}
      </Methods>
    </Card>
  );
}
