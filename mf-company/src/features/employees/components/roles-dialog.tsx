import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import {
  useCreateEmployeeRoleMutation, useDeleteEmployeeRoleMutation, useUpdateEmployeeRoleMutation,
} from '@pitchside/shared-api/client/employees-api';
import type { EmployeeRoleInfo } from '@pitchside/shared-api/contracts/employees';
import { PERMISSIONS, type Permission } from '@pitchside/shared-api/contracts/roles';
import { NS } from '../../../locales/namespace';
import { useEmployeeMessage, useRoleName } from '../lib/employee-texts';
import { PermissionList } from './employees.styles';
import { Hint, Name, Row, Rows, Section } from '../../../components/layout.styles';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roles: readonly EmployeeRoleInfo[];
  companyId?: string | undefined;
}

interface Draft { id?: string; name: string; description: string; permissions: Permission[] }
const EMPTY: Draft = { name: '', description: '', permissions: [] };

/** The five built-in roles with what they grant, and the company's own roles: add, change, remove (when unused). */
export function RolesDialog({ open, onOpenChange, roles, companyId }: Props) {
  const { t } = useTranslation(NS);
  const text = useEmployeeMessage();
  const roleName = useRoleName();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | undefined>();
  const [create, creating] = useCreateEmployeeRoleMutation();
  const [update, updating] = useUpdateEmployeeRoleMutation();
  const [remove] = useDeleteEmployeeRoleMutation();
  const list = (permissions: readonly Permission[]) =>
    permissions.length ? permissions.map((p) => t(`employees.permissions.${p}`)).join(', ') : t('employees.form.noPermissions');

  const save = async () => {
    if (!draft.name.trim()) return setError(t('employees.messages.roleNameRequired'));
    const role = { name: draft.name.trim(), description: draft.description.trim() || null, permissions: draft.permissions };
    try {
      if (draft.id) await update({ companyId, id: draft.id, changes: role }).unwrap();
      else await create({ companyId, role }).unwrap();
      notify.success(t('employees.rolesPanel.saved'));
      setDraft(EMPTY);
      setError(undefined);
    } catch (caught) {
      if (isApiError(caught) && caught.status < 500) setError(text(caught.errors?.[0]?.message ?? caught.message));
      else notify.error(t('employees.rolesPanel.saveFailed'));
    }
  };
  const drop = async (role: EmployeeRoleInfo) => {
    try {
      await remove({ companyId, id: role.id }).unwrap();
      notify.success(t('employees.rolesPanel.deleted'));
    } catch (caught) {
      notify.error(isApiError(caught) && caught.status === 409 ? t('employees.messages.roleInUse') : t('employees.rolesPanel.saveFailed'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={t('employees.rolesPanel.title')} description={t('employees.rolesPanel.description')}>
      <Stack gap={5}>
        <Rows aria-label={t('employees.rolesPanel.title')}>
          {roles.map((role) => (
            <Row key={role.id}>
              <span />
              <Name>
                <strong>{roleName(role)}</strong>
                <span>{role.builtIn ? t(`employees.roleDescriptions.${role.id}`) : (role.description ?? '')}</span>
              </Name>
              <Hint data-wide>{list(role.permissions)}</Hint>
              <Badge tone="neutral" data-wide>{t('employees.rolesPanel.count', { count: role.employeeCount })}</Badge>
              {role.builtIn ? <span /> : (
                <Stack direction="row" gap={1}>
                  <Button size="sm" variant="ghost" onClick={() => setDraft({ id: role.id, name: role.name, description: role.description ?? '', permissions: [...role.permissions] })}>
                    {t('employees.actions.edit')}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={role.employeeCount > 0} onClick={() => void drop(role)}>{t('employees.actions.delete')}</Button>
                </Stack>
              )}
            </Row>
          ))}
        </Rows>
        <Section>
          <legend>{draft.id ? t('employees.rolesPanel.editTitle', { name: draft.name }) : t('employees.rolesPanel.addTitle')}</legend>
          <TextField label={t('employees.rolesPanel.name')} required value={draft.name} error={error}
            onChange={(event) => { setDraft({ ...draft, name: event.target.value }); setError(undefined); }} />
          <TextField label={t('employees.rolesPanel.roleDescription')} value={draft.description} onChange={(event) => setDraft({ ...draft, description: event.target.value })} />
          <PermissionList role="group" aria-label={t('employees.details.permissionsTitle')}>
            {PERMISSIONS.map((permission) => (
              <Checkbox key={permission} label={t(`employees.permissions.${permission}`)} checked={draft.permissions.includes(permission)}
                onCheckedChange={(on) => setDraft({ ...draft, permissions: on ? [...draft.permissions, permission] : draft.permissions.filter((p) => p !== permission) })} />
            ))}
          </PermissionList>
          <Stack direction="row" gap={2}>
            <Button onClick={() => void save()} loading={creating.isLoading || updating.isLoading}>
              {draft.id ? t('employees.form.save') : t('employees.rolesPanel.add')}
            </Button>
            {draft.id && <Button variant="ghost" onClick={() => setDraft(EMPTY)}>{t('employees.form.cancel')}</Button>}
          </Stack>
        </Section>
      </Stack>
    </Dialog>
  );
}
