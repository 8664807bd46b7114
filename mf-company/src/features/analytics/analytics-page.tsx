import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Stack } from '@pitchside/shared-ui/stack';
import { Button } from '@pitchside/shared-ui/button';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ChartIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link, useSearchParams } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { selectRole } from '@pitchside/shared-api/client/auth-slice';
import { useExportAnalyticsMutation, useGetAnalyticsQuery } from '@pitchside/shared-api/client/company-analytics-api';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@pitchside/shared-api/contracts/company-analytics';
import type { MoneyList } from '@pitchside/shared-api/contracts/money';
import { ChooseCompany } from '../../components/choose-company';
import { NoPermission } from '../../components/permission-gate';
import { NS } from '../../locales/namespace';
import { AnalyticsTotals } from './components/analytics-totals';
import { Controls } from './components/analytics.styles';
import { Heatmap } from './components/heatmap';
import { TopCustomers } from './components/top-customers';

const AnalyticsCharts = lazy(() => import(/* webpackChunkName: "analytics-charts" */ './components/analytics-charts'));
const LABEL: Record<AnalyticsPeriod, string> = { '7d': 'days7', '30d': 'days30', '3m': 'months3', custom: 'custom' };
const isPeriod = (value: string | null): value is AnalyticsPeriod => ANALYTICS_PERIODS.includes(value as AnalyticsPeriod);

/** `/analytics` and `/company/analytics`: the company's figures over a period (in the address), charts and export. */
export default function AnalyticsPage() {
  const { t } = useTranslation(NS);
  const role = useAppSelector(selectRole);
  const [params, setParams] = useSearchParams();
  const period = isPeriod(params.get('period')) ? (params.get('period') as AnalyticsPeriod) : '30d';
  const [from, setFrom] = useState(params.get('startDate') ?? '');
  const [to, setTo] = useState(params.get('endDate') ?? '');
  const [mailToo, setMailToo] = useState(false);
  const companyId = (role === 'SUPER_ADMIN' && params.get('companyId')) || undefined;
  const custom = period === 'custom';
  const ready = !custom || (params.get('startDate') && params.get('endDate'));
  const query = { period, companyId, ...(custom ? { startDate: params.get('startDate') ?? undefined, endDate: params.get('endDate') ?? undefined } : {}) };
  const analytics = useGetAnalyticsQuery(query, { skip: !ready || (role === 'SUPER_ADMIN' && !companyId) });
  const [exportFile, exporting] = useExportAnalyticsMutation();
  const [exportingFormat, setExportingFormat] = useState<'csv' | 'pdf'>('csv');
  const rangeError = custom && from && to && from > to ? t('analytics.rangeError') : undefined;

  const choose = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) if (value) merged.set(key, value); else merged.delete(key);
    setParams(merged);
  };
  const download = async (format: 'csv' | 'pdf') => {
    setExportingFormat(format);
    try {
      await exportFile({ ...query, format, email: mailToo }).unwrap();
      notify.success(mailToo ? t('analytics.export.mailed') : t('analytics.export.done'));
    } catch (error) {
      notify.error(isApiError(error) && error.status === 403 ? t('permissionGate.text') : t('analytics.export.failed'));
    }
  };

  const body = () => {
    if (role === 'SUPER_ADMIN' && !companyId) return <ChooseCompany />;
    if (isApiError(analytics.error) && analytics.error.status === 403) return <NoPermission error={analytics.error} />;
    if (!ready) return null;
    if (analytics.isLoading || analytics.isFetching) return <SkeletonGroup label={t('analytics.loading')}><Skeleton shape="rect" height="20rem" /></SkeletonGroup>;
    if (analytics.isError || !analytics.data) return <LoadError message={t('analytics.loadError')} onRetry={() => void analytics.refetch()} />;
    const data = analytics.data;
    const { totals } = data;
    const nothing = (list: MoneyList) => list.every((money) => money.amount === 0);
    if (totals.bookingsMade === 0 && totals.gamesPlayed === 0 && nothing(totals.revenue) && nothing(totals.collected) && nothing(totals.refunded)) {
      return <EmptyState icon={<ChartIcon size={28} />} title={t('analytics.emptyTitle')} description={t('analytics.emptyText')}
        action={<Button asChild variant="outline"><Link to="/company/bookings">{t('analytics.action')}</Link></Button>} />;
    }
    return (
      <Stack gap={5}>
        <AnalyticsTotals analytics={data} />
        <Suspense fallback={<SkeletonGroup label={t('analytics.loadingCharts')}><Skeleton shape="rect" height="16rem" /></SkeletonGroup>}>
          <AnalyticsCharts analytics={data} />
        </Suspense>
        <Heatmap cells={data.heatmap} />
        <TopCustomers analytics={data} />
      </Stack>
    );
  };

  return (
    <Page>
      <PageHeader title={t('analytics.title')} description={t('analytics.subtitle')} />
      <Stack gap={5}>
        <Controls>
          <NativeSelect label={t('analytics.range.label')} value={period} onChange={(event) => choose({ period: event.target.value, startDate: undefined, endDate: undefined })}
            options={ANALYTICS_PERIODS.map((value) => ({ value, label: t(`analytics.range.${LABEL[value]}`) }))} />
          {custom && (
            <>
              <TextField type="date" label={t('analytics.range.from')} value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
              <TextField type="date" label={t('analytics.range.to')} value={to} min={from || undefined} error={rangeError} onChange={(e) => setTo(e.target.value)} />
              <Button disabled={!from || !to || Boolean(rangeError)} onClick={() => choose({ startDate: from, endDate: to })}>{t('analytics.apply')}</Button>
            </>
          )}
        </Controls>
        <Controls>
          <Checkbox label={t('analytics.export.mailToo')} checked={mailToo} onCheckedChange={setMailToo} />
          <Button variant="outline" loading={exporting.isLoading && exportingFormat === 'csv'} disabled={!ready || exporting.isLoading} onClick={() => void download('csv')}>
            {t('analytics.export.csv')}
          </Button>
          <Button variant="outline" loading={exporting.isLoading && exportingFormat === 'pdf'} disabled={!ready || exporting.isLoading} onClick={() => void download('pdf')}>
            {t('analytics.export.pdf')}
          </Button>
        </Controls>
        {body()}
      </Stack>
    </Page>
  );
}
