import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { SearchIcon, UsersIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import { useGetAdminUsersQuery } from '@pitchside/shared-api/client/admin-api';
import { ADMIN_USER_STATUSES } from '@pitchside/shared-api/contracts/admin';
import { ROLES } from '@pitchside/shared-api/contracts/roles';
import { Pagination } from '../../components/pagination';
import { oneOf, useListParams } from '../../lib/use-list-params';
import { NS } from '../../locales/namespace';
import { USER_FILTERS, UserFilters } from './components/user-filters';
import { UsersTable } from './components/users-table';

/** Accounts per page of the list. */
export const USERS_PAGE_SIZE = 20;

/** `/admin/users`: every account, searched and filtered through the address (GET /admin/users). */
export function UsersPage() {
  const { t } = useTranslation(NS);
  const { values, page, apply, active } = useListParams(USER_FILTERS);
  const list = useGetAdminUsersQuery({
    search: values.search || undefined,
    role: oneOf(values.role, ROLES),
    status: oneOf(values.status, ADMIN_USER_STATUSES),
    page,
    limit: USERS_PAGE_SIZE,
  });
  const data = list.currentData;

  let results;
  if (list.isError) results = <LoadError message={t('users.loadError')} onRetry={() => void list.refetch()} />;
  else if (data && data.data.length === 0) {
    results = active ? (
      <EmptyState icon={<SearchIcon size={28} />} title={t('users.noMatchTitle')} description={t('users.noMatchText')}
        action={<Button variant="outline" onClick={() => apply({ search: '', role: '', status: '' })}>{t('common.clearFilters')}</Button>} />
    ) : (
      <EmptyState icon={<UsersIcon size={28} />} title={t('users.emptyTitle')} description={t('users.emptyText')}
        action={<Button asChild variant="outline"><Link to="/admin/companies">{t('users.action')}</Link></Button>} />
    );
  } else {
    results = (
      <Stack gap={4}>
        <UsersTable users={data?.data ?? []} loading={!data} />
        {data && (
          <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={(next) => apply({ page: next })}
            label={t('users.pagination')} />
        )}
      </Stack>
    );
  }

  return (
    <Page>
      <PageHeader title={t('users.title')} description={t('users.subtitle')} />
      <Stack gap={5}>
        <UserFilters values={values} onChange={apply} active={active} />
        <p role="status" aria-live="polite">{data ? t('users.count', { count: data.pagination.total }) : ''}</p>
        {results}
      </Stack>
    </Page>
  );
}
