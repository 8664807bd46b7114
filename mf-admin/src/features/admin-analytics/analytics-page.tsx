import { lazy, Suspense } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ChartIcon, DownloadIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { useSearchParams } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { useExportAdminAnalyticsMutation, useGetAdminAnalyticsQuery } from '@pitchside/shared-api/client/admin-api';
import { ADMIN_ANALYTICS_PERIODS, ZAdminAnalyticsQuerySchema, type AdminAnalytics, type AdminAnalyticsQuery } from '@pitchside/shared-api/contracts/admin';
import { Muted } from '../../components/admin.styles';
import { KpiGrid } from '../../components/kpi-card.styles';
import { useAdminText } from '../../lib/use-admin-text';
import { oneOf } from '../../lib/use-list-params';
import { NS } from '../../locales/namespace';
import { AnalyticsTables } from './components/analytics-tables';
import { Toolbar } from './components/analytics.styles';
import { AnalyticsTotals } from './components/analytics-totals';
import { PeriodPicker, type AdminPeriod } from './components/period-picker';

const AnalyticsCharts = lazy(() => import(/* webpackChunkName: "admin-analytics-charts" */ './components/analytics-charts'));

/** The period when the address names none (the API's default). */
export const DEFAULT_PERIOD: AdminPeriod = '30d';

/** The figures' period as the address has it: a preset, or a custom one the contract accepts (else null: nothing to ask yet). */
function queryOf(params: URLSearchParams): { period: AdminPeriod; query: AdminAnalyticsQuery | null } {
  const period = oneOf(params.get('period'), ADMIN_ANALYTICS_PERIODS) ?? DEFAULT_PERIOD;
  if (period !== 'custom') return { period, query: { period } };
  const query = { period, from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  return { period, query: ZAdminAnalyticsQuerySchema.safeParse(query).success ? query : null };
}

/** Nothing happened in the period: no booking, no money moved, nobody signed up. */
const isQuiet = ({ totals }: AdminAnalytics) =>
  totals.bookingsMade === 0 && totals.newUsers === 0 && totals.newCompanies === 0 && totals.revenue.every((money) => money.amount === 0);

/**
 * `/admin/analytics` (GET /admin/analytics): the platform over UTC days — the period in the address, the totals
 * (money one line per currency), the charts in their own chunk, the busiest companies, sports and cities — and
 * the same period as a CSV file (POST /admin/analytics/export).
 */
export function AnalyticsPage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { failure } = useAdminText();
  const [params, setParams] = useSearchParams();
  const { period, query } = queryOf(params);
  const analytics = useGetAdminAnalyticsQuery(query ?? { period }, { skip: query === null });
  const [exportFile, exporting] = useExportAdminAnalyticsMutation();
  const data = query ? analytics.currentData : undefined;

  const choose = (next: { period: AdminPeriod; from?: string; to?: string }) => {
    setParams((current) => {
      const merged = new URLSearchParams(current);
      merged.set('period', next.period);
      for (const key of ['from', 'to'] as const) {
        const value = next[key];
        if (value) merged.set(key, value);
        else merged.delete(key);
      }
      return merged;
    });
  };

  const download = async () => {
    if (!query) return;
    try {
      await exportFile({ ...query, format: 'csv' }).unwrap();
      notify.success(t('analytics.export.done'));
    } catch (error) {
      notify.error(failure(error, 'analytics.export.failed'));
    }
  };

  let body;
  if (!query) body = <Muted>{t('analytics.range.chooseDays')}</Muted>;
  else if (analytics.isError) body = <LoadError message={t('analytics.loadError')} onRetry={() => void analytics.refetch()} />;
  else if (!data) {
    body = (
      <SkeletonGroup label={t('analytics.loading')}>
        <Stack gap={4}>
          <KpiGrid>{[0, 1, 2, 3].map((key) => <Skeleton key={key} shape="rect" height="8rem" />)}</KpiGrid>
          <Skeleton shape="rect" height="16rem" />
        </Stack>
      </SkeletonGroup>
    );
  } else {
    body = (
      <Stack gap={5}>
        <Muted>{t('analytics.days', { from: format.calendarDate(data.from), to: format.calendarDate(data.to) })}</Muted>
        {isQuiet(data) ? (
          <EmptyState icon={<ChartIcon size={28} />} title={t('analytics.emptyTitle')} description={t('analytics.emptyText')} />
        ) : (
          <>
            <AnalyticsTotals analytics={data} />
            <Suspense fallback={<SkeletonGroup label={t('analytics.loadingCharts')}><Skeleton shape="rect" height="16rem" /></SkeletonGroup>}>
              <AnalyticsCharts analytics={data} />
            </Suspense>
            <AnalyticsTables analytics={data} />
          </>
        )}
      </Stack>
    );
  }

  return (
    <Page>
      <PageHeader title={t('analytics.title')} description={t('analytics.subtitle')} />
      <Stack gap={5}>
        <Toolbar>
          <PeriodPicker period={period} from={params.get('from') ?? ''} to={params.get('to') ?? ''} onChange={choose} />
          <Button variant="outline" startIcon={<DownloadIcon size={18} />} loading={exporting.isLoading} disabled={!query}
            onClick={() => void download()}>
            {t('analytics.export.csv')}
          </Button>
        </Toolbar>
        {body}
      </Stack>
    </Page>
  );
}
