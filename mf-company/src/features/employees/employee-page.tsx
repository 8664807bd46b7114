import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ArrowBackIcon, UserIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link, useNavigate, useParams } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import {
  useDeleteEmployeeMutation, useGetEmployeeQuery, useGetEmployeeRolesQuery, useSetEmployeeStatusMutation,
} from '@pitchside/shared-api/client/employees-api';
import { ChooseCompany } from '../../components/choose-company';
import { NoPermission } from '../../components/permission-gate';
import { useOwnerCompany } from '../../lib/use-owner-company';
import { NS } from '../../locales/namespace';
import { EmployeeAvailability } from './components/employee-availability';
import { EmployeeFormDialog } from './components/employee-form-dialog';
import { EmployeePermissions } from './components/employee-permissions';
import { EmployeeShifts } from './components/employee-shifts';
import { EmployeeWeek } from './components/employee-week';
import { Facts } from './components/employees.styles';
import { fullName, useEmployeeFailure, useRoleName } from './lib/employee-texts';

/**
 * `/company/employees/:employeeId` (owner or super admin): who they are, their job, permissions, usual week,
 * dated shifts and availability.
 */
export function EmployeePage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { employeeId = '' } = useParams();
  const navigate = useNavigate();
  const failure = useEmployeeFailure();
  const roleName = useRoleName();
  const { allowed, companyId, needsCompany, companyQuery } = useOwnerCompany();
  const skip = !allowed || needsCompany;
  const employee = useGetEmployeeQuery({ companyId, id: employeeId }, { skip });
  const roles = useGetEmployeeRolesQuery(companyId ? { companyId } : undefined, { skip });
  const [setStatus, statusChange] = useSetEmployeeStatusMutation();
  const [remove] = useDeleteEmployeeMutation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'deactivate' | null>(null);
  const back = (
    <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
      <Link to={`/company/employees${companyQuery}`}>{t('employees.details.back')}</Link>
    </Button>
  );

  const body = () => {
    if (!allowed || (isApiError(employee.error) && employee.error.status === 403)) return <NoPermission error={employee.error} />;
    if (needsCompany) return <ChooseCompany />;
    if (employee.isLoading) return <SkeletonGroup label={t('employees.details.loading')}><Skeleton shape="rect" height="16rem" /></SkeletonGroup>;
    if (isApiError(employee.error) && (employee.error.status === 404 || employee.error.status === 400)) {
      return <EmptyState icon={<UserIcon size={28} />} title={t('employees.details.notFoundTitle')} description={t('employees.details.notFoundText')} action={back} />;
    }
    if (employee.isError || !employee.data) return <LoadError message={t('employees.messages.fetchFailed')} onRetry={() => void employee.refetch()} />;
    const e = employee.data;
    const date = format.calendarDate(e.hireDate, 'long');
    const money = e.hourlyRate === null ? null : format.money(e.hourlyRate, e.currency);
    const toggleStatus = async () => {
      try {
        await setStatus({ companyId, id: e.id, active: e.status !== 'active' }).unwrap();
        notify.success(t('employees.bulk.done', { count: 1 }));
      } catch (error) {
        notify.error(failure(error, 'employees.messages.statusFailed'));
        throw error;
      }
    };
    const confirm = async () => {
      if (confirming === 'deactivate') return toggleStatus();
      try {
        await remove({ companyId, id: e.id }).unwrap();
        notify.success(t('employees.bulk.deleted', { count: 1 }));
        void navigate(`/company/employees${companyQuery}`, { replace: true });
      } catch (error) {
        notify.error(failure(error, 'employees.messages.deleteFailed'));
        throw error;
      }
    };
    return (
      <Stack gap={5}>
        <Stack direction="row" gap={2} wrap>
          <Badge tone={e.status === 'active' ? 'success' : 'neutral'}>{t(`employees.statuses.${e.status}`)}</Badge>
          <Badge tone="info">{roleName(e)}</Badge>
          {e.pendingFirstSignIn && <Badge tone="warning">{t('employees.table.pending')}</Badge>}
        </Stack>
        <Stack direction="row" gap={2} wrap>
          <Button variant="outline" onClick={() => setEditing(true)}>{t('employees.actions.edit')}</Button>
          {e.status === 'active'
            ? <Button variant="outline" onClick={() => setConfirming('deactivate')}>{t('employees.actions.deactivate')}</Button>
            : <Button variant="outline" loading={statusChange.isLoading} onClick={() => void toggleStatus().catch(() => undefined)}>{t('employees.actions.activate')}</Button>}
          <Button variant="danger" onClick={() => setConfirming('delete')}>{t('employees.actions.delete')}</Button>
        </Stack>
        <Card>
          <CardHeader title={t('employees.details.job')} />
          <Facts>
            <dt>{t('employees.form.email')}</dt><dd><a href={`mailto:${e.email}`}>{e.email}</a></dd>
            {e.phone && (<><dt>{t('employees.form.phone')}</dt><dd dir="ltr"><a href={`tel:${e.phone}`}>{e.phone}</a></dd></>)}
            <dt>{t('employees.form.position')}</dt><dd>{e.position}</dd>
            {e.department && (<><dt>{t('employees.form.department')}</dt><dd>{e.department}</dd></>)}
            <dt>{t('employees.form.employmentType')}</dt><dd>{t(`employees.employment.${e.employmentType}`)}</dd>
            <dt>{t('employees.form.hireDate')}</dt><dd>{date}</dd>
            {money && (<><dt>{t('employees.form.hourlyRate', { currency: e.currency })}</dt><dd>{t('employees.details.rate', { amount: money })}</dd></>)}
            {e.regularHoursPerWeek !== null && (<><dt>{t('employees.form.weeklyHours')}</dt><dd>{t('employees.details.hours', { hours: e.regularHoursPerWeek })}</dd></>)}
            <dt>{t('employees.form.overtime')}</dt><dd>{t('employees.details.overtime', { rate: e.overtimeRateMultiplier })}</dd>
            <dt>{t('employees.table.lastActive')}</dt>
            <dd>{e.lastActiveAt ? format.dateTime(e.lastActiveAt) : t('employees.table.never')}</dd>
          </Facts>
        </Card>
        <EmployeePermissions key={`${e.id}:${e.permissions.join()}:${e.customPermissions}`} employee={e}
          role={roles.data?.find((r) => r.id === e.role)} companyId={companyId} />
        <EmployeeWeek employee={e} companyId={companyId} />
        <EmployeeShifts employee={e} companyId={companyId} />
        <EmployeeAvailability employee={e} companyId={companyId} />
        <EmployeeFormDialog open={editing} onOpenChange={setEditing} employee={e} roles={roles.data ?? []} currency={e.currency} companyId={companyId} />
        <ConfirmDialog open={confirming !== null} onOpenChange={(open) => { if (!open) setConfirming(null); }}
          title={confirming === 'delete' ? t('employees.confirm.deleteTitle', { name: fullName(e) }) : t('employees.confirm.deactivateTitle', { name: fullName(e) })}
          description={confirming === 'delete' ? t('employees.confirm.deleteText') : t('employees.confirm.deactivateText')}
          tone={confirming === 'delete' ? 'danger' : 'primary'} onConfirm={confirm} cancelLabel={t('employees.confirm.keep')}
          confirmLabel={confirming === 'delete' ? t('employees.actions.delete') : t('employees.actions.deactivate')} />
      </Stack>
    );
  };

  return (
    <Page>
      <PageHeader title={employee.data ? fullName(employee.data) : t('employees.details.title')}
        description={employee.data ? `${employee.data.position} · ${employee.data.email}` : undefined} actions={employee.data ? back : undefined} />
      {body()}
    </Page>
  );
}
