import { useTranslation } from '@pitchside/shared-ui/translation';
import { Stack } from '@pitchside/shared-ui/stack';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ChartIcon, PlusIcon } from '@pitchside/shared-ui/icons';
import { Link, useSearchParams } from '@pitchside/shared-ui/router';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { selectRole } from '@pitchside/shared-api/client/auth-slice';
import { useGetDashboardSummaryQuery } from '@pitchside/shared-api/client/company-dashboard-api';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { amountIn } from '@pitchside/shared-api/contracts/money-lists';
import { ChooseCompany } from '../../components/choose-company';
import { NoPermission } from '../../components/permission-gate';
import { currenciesToShow } from '../../lib/money-lines';
import { NS } from '../../locales/namespace';
import { AlertsPanel } from './components/alerts-panel';
import { HealthCard } from './components/health-card';
import { KpiCard } from './components/kpi-card';
import { Columns, KpiGrid } from './components/overview.styles';
import { RecentActivity } from './components/recent-activity';

/**
 * `/company`: revenue per currency, bookings made, games played, customers and fields, each with what it
 * counts (docs/product/figures.md); the alerts and the latest bookings.
 */
export function OverviewPage() {
  const { t } = useTranslation(NS);
  const role = useAppSelector(selectRole);
  const [params] = useSearchParams();
  const companyId = (role === 'SUPER_ADMIN' && params.get('companyId')) || undefined;
  const needsCompany = role === 'SUPER_ADMIN' && !companyId;
  const summary = useGetDashboardSummaryQuery(companyId ? { companyId } : undefined, { skip: needsCompany });
  const format = useFormat();
  const number = (value: number) => format.number(value, { maximumFractionDigits: 1 });

  const body = () => {
    if (needsCompany) return <ChooseCompany />;
    if (isApiError(summary.error) && summary.error.status === 403) return <NoPermission error={summary.error} />;
    if (summary.isLoading) {
      return (
        <SkeletonGroup label={t('overview.loading')}>
          <Skeleton shape="rect" height="8rem" />
          <Skeleton shape="rect" height="16rem" />
        </SkeletonGroup>
      );
    }
    if (summary.isError || !summary.data) return <LoadError message={t('overview.loadError')} onRetry={() => void summary.refetch()} />;
    const data = summary.data;
    if (data.fields.total === 0 && data.recentActivity.length === 0) {
      return (
        <EmptyState icon={<ChartIcon size={28} />} title={t('overview.emptyTitle')} description={t('overview.emptyText')}
          action={<Button asChild startIcon={<PlusIcon size={18} />}><Link to="/fields/new">{t('overview.action')}</Link></Button>} />
      );
    }
    // One line per currency: never a sum across currencies (docs/product/figures.md).
    const { month, today, growth } = data.revenue;
    const revenue = currenciesToShow(data.primaryCurrency, [month, today], growth.map((g) => g.currency)).map((currency) => ({
      key: currency,
      value: format.money(amountIn(month, currency), currency),
      detail: t('overview.kpi.revenueToday', { amount: format.money(amountIn(today, currency), currency) }),
      growth: growth.find((g) => g.currency === currency)?.growth,
    }));
    return (
      <Stack gap={6}>
        <KpiGrid>
          <KpiCard label={t('overview.kpi.revenue')} hint={t('overview.kpi.revenueHint')} values={revenue} />
          <KpiCard label={t('overview.kpi.bookings')} hint={t('overview.kpi.bookingsHint')} values={[{
            key: 'month', value: number(data.bookings.month), growth: data.bookings.growth,
            detail: t('overview.kpi.bookingsDetail', { today: number(data.bookings.today), week: number(data.bookings.week) }),
          }]} />
          <KpiCard label={t('overview.kpi.games')} hint={t('overview.kpi.gamesHint')} values={[{
            key: 'today', value: number(data.games.today), detail: t('overview.kpi.gamesDetail', { week: number(data.games.week) }),
          }]} />
          <KpiCard label={t('overview.kpi.customers')} hint={t('overview.kpi.customersHint')} values={[{
            key: 'total', value: number(data.customers.total), growth: data.customers.growth, detail: t('overview.kpi.customersDetail', { count: data.customers.new }),
          }]} />
          <KpiCard label={t('overview.kpi.fields')} values={[{
            key: 'fields', value: `${number(data.fields.active)} / ${number(data.fields.total)}`,
            detail: t('overview.kpi.fieldsDetail', { utilization: number(data.fields.utilization), occupancy: number(data.fields.occupancy) }),
          }]} />
        </KpiGrid>
        <Columns>
          <AlertsPanel alerts={data.alerts} />
          <RecentActivity items={data.recentActivity} />
        </Columns>
        {(role === 'COMPANY_OWNER' || role === 'SUPER_ADMIN') && <HealthCard companyId={companyId} />}
      </Stack>
    );
  };

  return (
    <Page>
      <PageHeader title={t('overview.title')} description={t('overview.subtitle')} />
      {body()}
    </Page>
  );
}
