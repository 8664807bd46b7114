import type { Field, PricingRule } from '@pitchside/shared-api/contracts/field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { useRuleDescription } from '../hooks/use-rule-description';
import { DetailSection } from './detail-section';
import { Facts, Muted, Subheading } from './detail-section.styles';
import { RuleList, RuleName, RulePrice } from './pricing-section.styles';
import { ZoneNote } from './zone-note';

/** Highest priority first (it wins, docs/product/entities.md); on a tie the older rule, as prices are computed. */
function byPrecedence(a: PricingRule, b: PricingRule): number {
  return b.priority - a.priority || a.createdAt.localeCompare(b.createdAt);
}

type PricingSectionProps = Pick<Field, 'basePricePerHour' | 'currency' | 'pricingRules' | 'timezone'>;

export function PricingSection({ basePricePerHour, currency, pricingRules, timezone }: PricingSectionProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const describe = useRuleDescription();
  const rules = pricingRules.filter((rule) => rule.isActive).sort(byPrecedence);
  const perHour = (amount: number) => t('fieldDetails.perHour', { price: format.money(amount, currency) });
  return (
    <DetailSection title={t('fieldDetails.pricing.title')} description={<ZoneNote zone={timezone} />}>
      <Facts>
        <dt>{t('fieldDetails.pricing.base')}</dt>
        <dd>{perHour(basePricePerHour)}</dd>
      </Facts>
      <Subheading>{t('fieldDetails.pricing.rules')}</Subheading>
      {rules.length > 0 ? (
        <RuleList>
          {rules.map((rule) => {
            const { conditions, multiplier } = describe(rule);
            return (
              <li key={rule.id}>
                <RuleName>{rule.name}</RuleName>
                <span>{`${conditions} · ${multiplier}`}</span>
                <RulePrice>{perHour(Math.round(basePricePerHour * rule.priceMultiplier))}</RulePrice>
              </li>
            );
          })}
        </RuleList>
      ) : (
        <Muted>{t('fieldDetails.pricing.noRules')}</Muted>
      )}
    </DetailSection>
  );
}
