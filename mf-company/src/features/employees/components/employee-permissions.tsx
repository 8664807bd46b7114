import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { Stack } from '@pitchside/shared-ui/stack';
import { Switch } from '@pitchside/shared-ui/switch';
import { notify } from '@pitchside/shared-ui/toaster';
import { useUpdateEmployeeMutation } from '@pitchside/shared-api/client/employees-api';
import type { Employee, EmployeeRoleInfo } from '@pitchside/shared-api/contracts/employees';
import { PERMISSIONS, type Permission } from '@pitchside/shared-api/contracts/roles';
import { NS } from '../../../locales/namespace';
import { fullName, useEmployeeFailure } from '../lib/employee-texts';
import { PermissionList } from './employees.styles';
import { Hint } from '../../../components/layout.styles';

interface Props {
  employee: Employee;
  role: EmployeeRoleInfo | undefined;
  companyId?: string | undefined;
}

/** What the employee may do: their role's permissions, or a set chosen one by one. Applies at their next request. */
export function EmployeePermissions({ employee, role, companyId }: Props) {
  const { t } = useTranslation(NS);
  const failure = useEmployeeFailure();
  const [custom, setCustom] = useState(employee.customPermissions);
  const [chosen, setChosen] = useState<Permission[]>(employee.permissions);
  const [update, updating] = useUpdateEmployeeMutation();
  const shown = custom ? chosen : (role?.permissions ?? employee.permissions);
  const changed = custom !== employee.customPermissions || (custom && [...chosen].sort().join() !== [...employee.permissions].sort().join());

  const save = async () => {
    try {
      await update({ companyId, id: employee.id, changes: { permissions: custom ? chosen : null } }).unwrap();
      notify.success(t('employees.details.permissionsSaved'));
    } catch (error) {
      notify.error(failure(error, 'employees.messages.updateFailed'));
    }
  };

  return (
    <Card>
      <CardHeader title={t('employees.details.permissionsTitle')} />
      <Stack gap={4}>
        <Hint>{t('employees.details.permissionsHint', { name: fullName(employee) })}</Hint>
        <Switch label={t('employees.form.customPermissions')} checked={custom}
          onCheckedChange={(next) => { setCustom(next); if (next) setChosen(shown); }} />
        <PermissionList role="group" aria-label={t('employees.details.permissionsTitle')}>
          {PERMISSIONS.map((permission) => (
            <Checkbox key={permission} label={t(`employees.permissions.${permission}`)} checked={shown.includes(permission)} disabled={!custom}
              onCheckedChange={(on) => setChosen((list) => (on ? [...list, permission] : list.filter((p) => p !== permission)))} />
          ))}
        </PermissionList>
        <div>
          <Button onClick={() => void save()} loading={updating.isLoading} disabled={!changed}>{t('employees.details.savePermissions')}</Button>
        </div>
      </Stack>
    </Card>
  );
}
