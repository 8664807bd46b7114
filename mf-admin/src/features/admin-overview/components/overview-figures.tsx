import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { AdminOverview } from '@pitchside/shared-api/contracts/admin';
import { KpiCard, type KpiLine } from '../../../components/kpi-card';
import { KpiGrid } from '../../../components/kpi-card.styles';
import { amountOf, currenciesOf, growthOf } from '../../../lib/money';
import { NS } from '../../../locales/namespace';

/**
 * The platform's key figures (docs/product/figures.md): companies, accounts, bookings made, revenue of
 * the last 30 days (one line per currency, never summed, against the 30 days before) and fields published.
 */
export function OverviewFigures({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const n = (value: number) => format.number(value);
  const { companies, users, bookings, revenue } = overview;
  const usersTotal = users.byRole.reduce((sum, role) => sum + role.count, 0);

  const currencies = currenciesOf(revenue.last30d, revenue.previous30d);
  const revenueLines: KpiLine[] = currencies.length === 0
    ? [{ key: 'none', value: t('common.noMoney'), detail: t('overview.revenue.none') }]
    : currencies.map((currency) => {
      const current = amountOf(revenue.last30d, currency);
      const previous = amountOf(revenue.previous30d, currency);
      return {
        key: currency,
        value: format.money(current, currency),
        detail: t('overview.revenue.previous', { amount: format.money(previous, currency) }),
        growth: growthOf(current, previous),
      };
    });

  return (
    <KpiGrid>
      <KpiCard
        label={t('overview.companies.label')}
        lines={[
          { key: 'active', value: n(companies.active), detail: t('overview.companies.active') },
          { key: 'new', value: n(companies.new30d.current), detail: t('overview.companies.new'), growth: companies.new30d.growth },
        ]}
        breakdown={[{ key: 'suspended', label: t('overview.companies.suspended'), value: n(companies.suspended) }]}
      />
      <KpiCard
        label={t('overview.users.label')}
        lines={[
          { key: 'total', value: n(usersTotal), detail: t('overview.users.total') },
          { key: 'new', value: n(users.new30d.current), detail: t('overview.users.new'), growth: users.new30d.growth },
        ]}
        breakdown={[
          ...users.byRole.map(({ role, count }) => ({ key: role, label: t(`users.roles.${role}`), value: n(count) })),
          { key: 'locked', label: t('overview.users.locked'), value: n(users.locked) },
          { key: 'unverified', label: t('overview.users.unverified'), value: n(users.unverified) },
        ]}
      />
      <KpiCard
        label={t('overview.bookings.label')}
        hint={t('overview.bookings.hint')}
        lines={[
          { key: '30d', value: n(bookings.last30d.current), detail: t('overview.bookings.last30d'), growth: bookings.last30d.growth },
          { key: 'recent', value: n(bookings.last7d), detail: t('overview.bookings.recent', { today: n(bookings.today) }) },
        ]}
        breakdown={bookings.byStatus.map(({ status, count }) => ({ key: status, label: t(`overview.bookings.statuses.${status}`), value: n(count) }))}
      />
      <KpiCard label={t('overview.revenue.label')} hint={t('overview.revenue.hint')} lines={revenueLines} />
      <KpiCard label={t('overview.fields.label')} lines={[{ key: 'published', value: n(overview.fieldsPublished), detail: t('overview.fields.detail') }]} />
    </KpiGrid>
  );
}
