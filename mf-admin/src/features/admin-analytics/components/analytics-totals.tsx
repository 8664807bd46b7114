import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { AdminAnalytics } from '@pitchside/shared-api/contracts/admin';
import { KpiCard, type KpiLine } from '../../../components/kpi-card';
import { KpiGrid } from '../../../components/kpi-card.styles';
import { amountOf } from '../../../lib/money';
import { NS } from '../../../locales/namespace';
import { BOOKING_STATUSES } from './booking-statuses';

/**
 * The totals of the period (docs/product/figures.md), each with what it counts under it: bookings made (by
 * their status now), revenue one line per currency — never a sum across currencies —, new accounts and companies.
 */
export function AnalyticsTotals({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const n = (value: number) => format.number(value);
  const { totals, currencies } = analytics;
  const revenue: KpiLine[] = currencies.length === 0
    ? [{ key: 'none', value: t('common.noMoney'), detail: t('analytics.totals.revenueNone') }]
    : currencies.map((currency) => ({ key: currency, value: format.money(amountOf(totals.revenue, currency), currency), detail: currency }));
  return (
    <KpiGrid aria-label={t('analytics.totals.label')} role="group">
      <KpiCard label={t('analytics.totals.bookings')} hint={t('analytics.totals.bookingsHint')}
        lines={[{ key: 'made', value: n(totals.bookingsMade) }]}
        breakdown={BOOKING_STATUSES.map((status) => ({ key: status, label: t(`overview.bookings.statuses.${status}`), value: n(totals.byStatus[status]) }))} />
      <KpiCard label={t('analytics.totals.revenue')} hint={t('analytics.totals.revenueHint')} lines={revenue} />
      <KpiCard label={t('analytics.totals.newUsers')} hint={t('analytics.totals.newUsersHint')} lines={[{ key: 'users', value: n(totals.newUsers) }]} />
      <KpiCard label={t('analytics.totals.newCompanies')} hint={t('analytics.totals.newCompaniesHint')}
        lines={[{ key: 'companies', value: n(totals.newCompanies) }]} />
    </KpiGrid>
  );
}
