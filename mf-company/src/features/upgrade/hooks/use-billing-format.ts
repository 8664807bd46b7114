import { useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { formatMoney } from '@pitchside/shared-api/contracts/field-pricing';
import type { CardBrand } from '@pitchside/shared-api/contracts/payment-constants';
import type { LimitedResource, SubscriptionPlan } from '@pitchside/shared-api/contracts/subscription';
import { NS } from '../../../locales/namespace';

/** How the plan and billing page writes plans, prices, dates, limits and cards in the reader's language. */
export function useBillingFormat() {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    const money = (amount: number, currency: string) => formatMoney(amount, currency, language);
    return {
      money,
      /** "Free", or "$49.00 / month". */
      price: (amount: number, currency: string) => (amount === 0 ? t('upgrade.plans.free') : t('upgrade.plans.perMonth', { price: money(amount, currency) })),
      date: (iso: string) => day.format(new Date(iso)),
      plan: (id: SubscriptionPlan) => t(`upgrade.planNames.${id}`),
      /** "25 fields", or "Unlimited fields". */
      limit: (resource: LimitedResource, limit: number | null) =>
        limit === null ? t(`upgrade.limits.unlimited.${resource}`) : t(`upgrade.limits.${resource}`, { count: limit }),
      /** "Visa •••• 4242". */
      card: (brand: CardBrand, last4: string) => t('upgrade.methods.card', { brand: t(`upgrade.brands.${brand}`), last4 }),
      expiry: (month: number, year: number) => `${String(month).padStart(2, '0')}/${year}`,
    };
  }, [t, language]);
}
