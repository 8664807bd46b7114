import { useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { CardBrand } from '@pitchside/shared-api/contracts/payment-constants';
import type { LimitedResource, SubscriptionPlan } from '@pitchside/shared-api/contracts/subscription';
import { NS } from '../../../locales/namespace';

/** How the plan and billing page writes plans, prices, dates, limits and cards in the reader's language. */
export function useBillingFormat() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  return useMemo(() => {
    const money = format.money;
    return {
      money,
      /** "Free", or "$49.00 / month". */
      price: (amount: number, currency: string) => (amount === 0 ? t('upgrade.plans.free') : t('upgrade.plans.perMonth', { price: money(amount, currency) })),
      date: (iso: string) => format.date(iso, { style: 'long' }),
      plan: (id: SubscriptionPlan) => t(`upgrade.planNames.${id}`),
      /** "25 fields", or "Unlimited fields". */
      limit: (resource: LimitedResource, limit: number | null) =>
        limit === null ? t(`upgrade.limits.unlimited.${resource}`) : t(`upgrade.limits.${resource}`, { count: limit }),
      /** "Visa •••• 4242". */
      card: (brand: CardBrand, last4: string) => t('upgrade.methods.card', { brand: t(`upgrade.brands.${brand}`), last4 }),
      expiry: (month: number, year: number) => `${String(month).padStart(2, '0')}/${year}`,
    };
  }, [t, format]);
}
