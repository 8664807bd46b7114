import { useMemo, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { PlusIcon, UsersIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { useSearchParams } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import {
  useBulkDeleteEmployeesMutation, useBulkUpdateEmployeesMutation, useDeleteEmployeeMutation, useGetEmployeesQuery,
  useSetEmployeeStatusMutation,
} from '@pitchside/shared-api/client/employees-api';
import {
  EMPLOYEE_SORTS, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES, type Employee, type EmployeeSort, type EmployeeStatus, type EmploymentType,
} from '@pitchside/shared-api/contracts/employees';
import { ChooseCompany } from '../../components/choose-company';
import { Pagination } from '../../components/pagination';
import { NoPermission } from '../../components/permission-gate';
import { useOwnerCompany } from '../../lib/use-owner-company';
import { NS } from '../../locales/namespace';
import { EmployeeFilters, hasFilters, NO_FILTERS, type EmployeeFilterValues } from './components/employee-filters';
import { EmployeeFormDialog } from './components/employee-form-dialog';
import { EmployeeList, type EmployeeAction } from './components/employee-list';
import { RolesDialog } from './components/roles-dialog';
import { BulkBar } from './components/employees.styles';
import { useSelection } from './hooks/use-selection';
import { fullName, useEmployeeFailure } from './lib/employee-texts';

const pick = <T extends string>(values: string[], allowed: readonly T[]): T[] => values.filter((v): v is T => allowed.includes(v as T));

function filtersOf(params: URLSearchParams): EmployeeFilterValues {
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    role: params.getAll('role'),
    status: pick<EmployeeStatus>(params.getAll('status'), EMPLOYEE_STATUSES),
    employmentType: pick<EmploymentType>(params.getAll('employmentType'), EMPLOYMENT_TYPES),
    department: params.get('department') ?? '',
    hiredFrom: params.get('hiredFrom') ?? '',
    hiredTo: params.get('hiredTo') ?? '',
    sort: EMPLOYEE_SORTS.includes(sort as EmployeeSort) ? (sort as EmployeeSort) : NO_FILTERS.sort,
  };
}

type Pending =
  | { kind: 'delete'; employee: Employee }
  | { kind: 'deactivate'; employee: Employee }
  | { kind: 'bulk-delete'; ids: string[] }
  | { kind: 'bulk-deactivate'; ids: string[] }
  | null;

/** `/company/employees` (owner or super admin): staff with advanced filters, multi-selection, bulk actions and the add/edit form. */
export function EmployeesPage() {
  const { t } = useTranslation(NS);
  const failure = useEmployeeFailure();
  const { allowed, companyId, needsCompany, companyQuery } = useOwnerCompany();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useGetEmployeesQuery({
    companyId, page, search: filters.search || undefined, role: filters.role, status: filters.status, employmentType: filters.employmentType,
    department: filters.department ? [filters.department] : undefined, hiredFrom: filters.hiredFrom || undefined,
    hiredTo: filters.hiredTo || undefined, sort: filters.sort,
  }, { skip: !allowed || needsCompany });
  const employees = list.data?.employees;
  const ids = useMemo(() => employees?.map((e) => e.id) ?? [], [employees]);
  const selection = useSelection(ids);
  const [editing, setEditing] = useState<{ employee?: Employee } | null>(null);
  const [rolesOpen, setRolesOpen] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [setStatus] = useSetEmployeeStatusMutation();
  const [remove] = useDeleteEmployeeMutation();
  const [bulkUpdate, bulkUpdating] = useBulkUpdateEmployeesMutation();
  const [bulkDelete] = useBulkDeleteEmployeesMutation();

  const apply = (next: Partial<EmployeeFilterValues> & { page?: number }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      merged.delete(key);
      if (Array.isArray(value)) value.forEach((v) => merged.append(key, String(v)));
      else if (value !== '' && value !== undefined && !(key === 'page' && value === 1) && !(key === 'sort' && value === NO_FILTERS.sort)) merged.set(key, String(value));
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };

  const run = async (work: () => Promise<unknown>, success: string, fallbackKey: string) => {
    try {
      await work();
      notify.success(success);
    } catch (error) {
      notify.error(failure(error, fallbackKey));
      throw error;
    }
  };

  const onAction = (employee: Employee, action: EmployeeAction) => {
    if (action === 'edit') setEditing({ employee });
    else if (action === 'activate') {
      void run(() => setStatus({ companyId, id: employee.id, active: true }).unwrap(), t('employees.bulk.done', { count: 1 }), 'employees.messages.statusFailed').catch(() => undefined);
    } else setPending(action === 'delete' ? { kind: 'delete', employee } : { kind: 'deactivate', employee });
  };

  const bulkStatus = (active: boolean, chosen: string[]) =>
    run(() => bulkUpdate({ companyId, ids: chosen, data: { status: active ? 'active' : 'inactive' } }).unwrap(),
      t('employees.bulk.done', { count: chosen.length }), 'employees.messages.bulkFailed').then(selection.clear);

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'delete') {
      await run(() => remove({ companyId, id: pending.employee.id }).unwrap(), t('employees.bulk.deleted', { count: 1 }), 'employees.messages.deleteFailed');
    } else if (pending.kind === 'deactivate') {
      await run(() => setStatus({ companyId, id: pending.employee.id, active: false }).unwrap(), t('employees.bulk.done', { count: 1 }), 'employees.messages.statusFailed');
    } else if (pending.kind === 'bulk-delete') {
      await run(() => bulkDelete({ companyId, ids: pending.ids }).unwrap(), t('employees.bulk.deleted', { count: pending.ids.length }), 'employees.messages.bulkFailed');
      selection.clear();
    } else {
      await bulkStatus(false, pending.ids);
    }
    setPending(null);
  };

  const confirmTexts = (() => {
    if (!pending) return { title: '', text: '' };
    if (pending.kind === 'delete') return { title: t('employees.confirm.deleteTitle', { name: fullName(pending.employee) }), text: t('employees.confirm.deleteText') };
    if (pending.kind === 'deactivate') return { title: t('employees.confirm.deactivateTitle', { name: fullName(pending.employee) }), text: t('employees.confirm.deactivateText') };
    if (pending.kind === 'bulk-delete') return { title: t('employees.bulk.deleteTitle', { count: pending.ids.length }), text: t('employees.bulk.deleteText') };
    return { title: t('employees.bulk.deactivateTitle', { count: pending.ids.length }), text: t('employees.bulk.deactivateText') };
  })();

  const body = () => {
    if (!allowed || (isApiError(list.error) && list.error.status === 403)) return <NoPermission error={list.error} />;
    if (needsCompany) return <ChooseCompany />;
    if (list.isLoading) return <SkeletonGroup label={t('employees.loading')}><Skeleton shape="rect" height="20rem" /></SkeletonGroup>;
    if (list.isError || !list.data) return <LoadError message={t('employees.loadError')} onRetry={() => void list.refetch()} />;
    const data = list.data;
    return (
      <Stack gap={5}>
        <EmployeeFilters values={filters} onChange={apply} roles={data.roles} departments={data.departments} />
        <p role="status" aria-live="polite">{t('employees.filters.count', { count: data.pagination.total })}</p>
        {data.employees.length === 0 ? (
          hasFilters(filters) ? (
            <EmptyState icon={<UsersIcon size={28} />} title={t('employees.noMatchTitle')} description={t('employees.noMatchText')}
              action={<Button variant="outline" onClick={() => apply({ ...NO_FILTERS, sort: filters.sort })}>{t('employees.filters.clear')}</Button>} />
          ) : (
            <EmptyState icon={<UsersIcon size={28} />} title={t('employees.emptyTitle')} description={t('employees.emptyText')}
              action={<Button startIcon={<PlusIcon size={18} />} onClick={() => setEditing({})}>{t('employees.add')}</Button>} />
          )
        ) : (
          <Card>
            <EmployeeList employees={data.employees} selection={selection} onAction={onAction} companyQuery={companyQuery} />
            <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={(next) => apply({ page: next })}
              label={t('employees.pagination')} />
          </Card>
        )}
        {selection.selected.length > 0 && (
          <BulkBar role="toolbar" aria-label={t('employees.bulk.toolbar')}>
            <strong>{t('employees.bulk.selected', { count: selection.selected.length })}</strong>
            <Button size="sm" variant="outline" loading={bulkUpdating.isLoading}
              onClick={() => void bulkStatus(true, selection.selected).catch(() => undefined)}>{t('employees.bulk.activate')}</Button>
            <Button size="sm" variant="outline" onClick={() => setPending({ kind: 'bulk-deactivate', ids: selection.selected })}>{t('employees.bulk.deactivate')}</Button>
            <Button size="sm" variant="danger" onClick={() => setPending({ kind: 'bulk-delete', ids: selection.selected })}>{t('employees.bulk.delete')}</Button>
            <Button size="sm" variant="ghost" onClick={selection.clear}>{t('employees.bulk.clear')}</Button>
          </BulkBar>
        )}
        <RolesDialog open={rolesOpen} onOpenChange={setRolesOpen} roles={data.roles} companyId={companyId} />
        <EmployeeFormDialog open={editing !== null} onOpenChange={(open) => { if (!open) setEditing(null); }} employee={editing?.employee}
          roles={data.roles} currency={data.employees[0]?.currency ?? 'USD'} companyId={companyId} />
        <ConfirmDialog open={pending !== null} onOpenChange={(open) => { if (!open) setPending(null); }} title={confirmTexts.title}
          description={confirmTexts.text} onConfirm={confirm} tone={pending?.kind.includes('delete') ? 'danger' : 'primary'}
          confirmLabel={pending?.kind.includes('delete') ? t('employees.actions.delete') : t('employees.actions.deactivate')}
          cancelLabel={t('employees.confirm.keep')} />
      </Stack>
    );
  };

  return (
    <Page>
      <PageHeader title={t('employees.title')} description={t('employees.subtitle')}
        actions={allowed && !needsCompany && list.data && (
          <Stack direction="row" gap={2} wrap>
            <Button variant="outline" onClick={() => setRolesOpen(true)}>{t('employees.rolesPanel.open')}</Button>
            <Button startIcon={<PlusIcon size={18} />} onClick={() => setEditing({})}>{t('employees.add')}</Button>
          </Stack>
        )} />
      {body()}
    </Page>
  );
}
