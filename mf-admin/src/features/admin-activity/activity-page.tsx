import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ClockIcon, DownloadIcon, SearchIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useExportAdminActivityMutation, useGetAdminActivityQuery } from '@pitchside/shared-api/client/admin-api';
import { ADMIN_ACTIONS, ADMIN_TARGETS, type AdminActivityQuery } from '@pitchside/shared-api/contracts/admin';
import { Pagination } from '../../components/pagination';
import { useAdminText } from '../../lib/use-admin-text';
import { oneOf, useListParams } from '../../lib/use-list-params';
import { NS } from '../../locales/namespace';
import { ActivityEntries } from './components/activity-entries';
import { ACTIVITY_FILTERS, ActivityFilters } from './components/activity-filters';

/** Entries per page of the audit trail. */
export const ACTIVITY_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayOrUndefined = (value: string) => (DAY.test(value) ? value : undefined);

/**
 * `/admin/activity` (GET /admin/activity): the audit trail of every admin action, filtered through the address,
 * and the same filtered trail as a CSV file (POST /admin/activity/export).
 */
export function ActivityPage() {
  const { t } = useTranslation(NS);
  const { failure } = useAdminText();
  const { values, page, apply, active } = useListParams(ACTIVITY_FILTERS);
  const from = dayOrUndefined(values.from);
  const to = dayOrUndefined(values.to);
  const rangeError = Boolean(from && to && from > to);
  const filters: AdminActivityQuery = {
    action: oneOf(values.action, ADMIN_ACTIONS),
    targetType: oneOf(values.targetType, ADMIN_TARGETS),
    actor: UUID.test(values.actor) ? values.actor : undefined,
    from: rangeError ? undefined : from,
    to: rangeError ? undefined : to,
  };
  const list = useGetAdminActivityQuery({ ...filters, page, limit: ACTIVITY_PAGE_SIZE });
  const [exportFile, exporting] = useExportAdminActivityMutation();
  const data = list.currentData;

  const download = async () => {
    // The filters set, as the list uses them (what is not set is left out of the request).
    const body = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as AdminActivityQuery;
    try {
      await exportFile(body).unwrap();
      notify.success(t('activity.export.done'));
    } catch (error) {
      notify.error(failure(error, 'activity.export.failed'));
    }
  };

  let results;
  if (list.isError) results = <LoadError message={t('activity.loadError')} onRetry={() => void list.refetch()} />;
  else if (!data) results = <SkeletonGroup label={t('activity.loading')}><Skeleton shape="rect" height="16rem" /></SkeletonGroup>;
  else if (data.data.length === 0) {
    results = active ? (
      <EmptyState icon={<SearchIcon size={28} />} title={t('activity.noMatchTitle')} description={t('activity.noMatchText')}
        action={<Button variant="outline" onClick={() => apply({ action: '', targetType: '', from: '', to: '', actor: '' })}>{t('common.clearFilters')}</Button>} />
    ) : (
      <EmptyState icon={<ClockIcon size={28} />} title={t('activity.emptyTitle')} description={t('activity.emptyText')} />
    );
  } else {
    results = (
      <Stack gap={4}>
        <ActivityEntries entries={data.data} />
        <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={(next) => apply({ page: next })}
          label={t('activity.pagination')} />
      </Stack>
    );
  }

  return (
    <Page>
      <PageHeader title={t('activity.title')} description={t('activity.subtitle')} actions={
        <Button variant="outline" startIcon={<DownloadIcon size={18} />} loading={exporting.isLoading} onClick={() => void download()}>
          {t('activity.export.csv')}
        </Button>
      } />
      <Stack gap={5}>
        <ActivityFilters values={values} onChange={apply} active={active} rangeError={rangeError} />
        <p role="status" aria-live="polite">{data ? t('activity.count', { count: data.pagination.total }) : ''}</p>
        {results}
      </Stack>
    </Page>
  );
}
