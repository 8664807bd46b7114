import { useTranslation } from '@pitchside/shared-ui/translation';
import { Stack } from '@pitchside/shared-ui/stack';
import { Button } from '@pitchside/shared-ui/button';
import { Card } from '@pitchside/shared-ui/card';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ListIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { useSearchParams } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useExportActivityLogsMutation, useGetActivityLogsQuery } from '@pitchside/shared-api/client/activity-log-api';
import { ACTIVITY_TARGETS, type ActivityTarget } from '@pitchside/shared-api/contracts/activity-log';
import { ChooseCompany } from '../../components/choose-company';
import { Pagination } from '../../components/pagination';
import { NoPermission } from '../../components/permission-gate';
import { useOwnerCompany } from '../../lib/use-owner-company';
import { NS } from '../../locales/namespace';
import { ActivityEntries } from './components/activity-entries';
import { ActivityFilters, type ActivityFilterValues } from './components/activity-filters';

const isTarget = (value: string | null): value is ActivityTarget => ACTIVITY_TARGETS.includes(value as ActivityTarget);

/** `/company/activity` (owner or super admin): who did what in the company area, filtered in the address. */
export function ActivityLogPage() {
  const { t } = useTranslation(NS);
  const { allowed, companyId, needsCompany } = useOwnerCompany();
  const [params, setParams] = useSearchParams();
  const filters: ActivityFilterValues = {
    search: params.get('search') ?? '', targetType: isTarget(params.get('targetType')) ? params.get('targetType')! : '',
    from: params.get('from') ?? '', to: params.get('to') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = {
    companyId, page, search: filters.search || undefined, targetType: (filters.targetType || undefined) as ActivityTarget | undefined,
    from: filters.from || undefined, to: filters.to || undefined,
  };
  const logs = useGetActivityLogsQuery(query, { skip: !allowed || needsCompany });
  const [exportCsv, exporting] = useExportActivityLogsMutation();

  const apply = (next: Partial<ActivityFilterValues> & { page?: number }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === '' || value === undefined || (key === 'page' && value === 1)) merged.delete(key);
      else merged.set(key, String(value));
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };
  const download = async () => {
    try {
      const { companyId: _company, page: _page, ...only } = query;
      await exportCsv({ companyId, format: 'csv', filters: only }).unwrap();
    } catch (error) {
      notify.error(isApiError(error) && error.status === 403 ? t('permissionGate.text') : t('activity.exportFailed'));
    }
  };

  const body = () => {
    if (!allowed || (isApiError(logs.error) && logs.error.status === 403)) return <NoPermission error={logs.error} />;
    if (needsCompany) return <ChooseCompany />;
    return (
      <Stack gap={5}>
        <ActivityFilters key={params.toString()} values={filters} onApply={(values) => apply(values)} />
        {logs.isLoading ? (
          <SkeletonGroup label={t('activity.loading')}><Skeleton shape="rect" height="20rem" /></SkeletonGroup>
        ) : logs.isError || !logs.data ? (
          <LoadError message={t('activity.loadError')} onRetry={() => void logs.refetch()} />
        ) : logs.data.logs.length === 0 ? (
          <EmptyState icon={<ListIcon size={28} />} title={t('activity.emptyTitle')} description={t('activity.emptyText')} />
        ) : (
          <Card>
            <ActivityEntries entries={logs.data.logs} />
            <Pagination page={logs.data.pagination.page} totalPages={logs.data.pagination.totalPages} onPage={(next) => apply({ page: next })}
              label={t('activity.pagination')} />
          </Card>
        )}
      </Stack>
    );
  };

  return (
    <Page>
      <PageHeader title={t('activity.title')} description={t('activity.subtitle')}
        actions={allowed && !needsCompany && (
          <Button variant="outline" loading={exporting.isLoading} onClick={() => void download()}>{t('activity.export')}</Button>
        )} />
      {body()}
    </Page>
  );
}
