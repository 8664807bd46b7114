import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { PlusIcon, UsersIcon } from '@pitchside/shared-ui/icons';
import { ComingSoonButton } from '@pitchside/shared-ui/coming-soon-button';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';
import { EmployeeFilters, type EmployeeFilterValues } from './components/employee-filters';

const NO_FILTERS: EmployeeFilterValues = { search: '', role: '', status: '', employment: '' };

/** `/company/employees`: staff list with search and filters. No employee API yet. */
export function EmployeesPage({ failed, onRetry }: LoadState) {
  const { t } = useTranslation(NS);
  const [filters, setFilters] = useState(NO_FILTERS);
  return (
    <Page>
      <PageHeader title={t('employees.title')} description={t('employees.subtitle')} />
      <EmployeeFilters values={filters} onChange={setFilters} />
      {failed && onRetry ? (
        <LoadError message={t('employees.loadError')} onRetry={onRetry} />
      ) : (
        <EmptyState
          icon={<UsersIcon size={28} />}
          title={t('employees.emptyTitle')}
          description={t('employees.emptyText')}
          action={<ComingSoonButton startIcon={<PlusIcon size={18} />}>{t('employees.add')}</ComingSoonButton>}
        />
      )}
    </Page>
  );
}
