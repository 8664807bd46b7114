import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { BuildingIcon, SearchIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import { useGetAdminCompaniesQuery } from '@pitchside/shared-api/client/admin-api';
import { ADMIN_COMPANY_SORTS, COMPANY_STATUSES } from '@pitchside/shared-api/contracts/admin';
import { SUBSCRIPTION_PLANS } from '@pitchside/shared-api/contracts/company-profile';
import { Pagination } from '../../components/pagination';
import { oneOf, useListParams } from '../../lib/use-list-params';
import { NS } from '../../locales/namespace';
import { CompaniesTable } from './components/companies-table';
import { COMPANY_FILTERS, CompanyFilters, DEFAULT_COMPANY_SORT } from './components/company-filters';

/** Companies per page of the list. */
export const COMPANIES_PAGE_SIZE = 20;

/** `/admin/companies`: every company, searched and filtered through the address (GET /admin/companies). */
export function CompaniesPage() {
  const { t } = useTranslation(NS);
  const { values, page, apply, active } = useListParams(COMPANY_FILTERS);
  const list = useGetAdminCompaniesQuery({
    search: values.search || undefined,
    status: oneOf(values.status, COMPANY_STATUSES),
    plan: oneOf(values.plan, SUBSCRIPTION_PLANS),
    sort: oneOf(values.sort, ADMIN_COMPANY_SORTS) ?? DEFAULT_COMPANY_SORT,
    page,
    limit: COMPANIES_PAGE_SIZE,
  });
  const data = list.currentData;

  let results;
  if (list.isError) results = <LoadError message={t('companies.loadError')} onRetry={() => void list.refetch()} />;
  else if (data && data.data.length === 0) {
    results = active ? (
      <EmptyState icon={<SearchIcon size={28} />} title={t('companies.noMatchTitle')} description={t('companies.noMatchText')}
        action={<Button variant="outline" onClick={() => apply({ search: '', status: '', plan: '', sort: '' })}>{t('common.clearFilters')}</Button>} />
    ) : (
      <EmptyState icon={<BuildingIcon size={28} />} title={t('companies.emptyTitle')} description={t('companies.emptyText')}
        action={<Button asChild variant="outline"><Link to="/admin/users">{t('companies.action')}</Link></Button>} />
    );
  } else {
    results = (
      <Stack gap={4}>
        <CompaniesTable companies={data?.data ?? []} loading={!data} />
        {data && (
          <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={(next) => apply({ page: next })}
            label={t('companies.pagination')} />
        )}
      </Stack>
    );
  }

  return (
    <Page>
      <PageHeader title={t('companies.title')} description={t('companies.subtitle')} />
      <Stack gap={5}>
        <CompanyFilters values={values} onChange={apply} active={active} />
        <p role="status" aria-live="polite">{data ? t('companies.count', { count: data.pagination.total }) : ''}</p>
        {results}
      </Stack>
    </Page>
  );
}
