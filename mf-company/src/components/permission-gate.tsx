import type { ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { LockIcon } from '@pitchside/shared-ui/icons';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectPermissions, selectPermissionsStatus, selectRole } from '@pitchside/shared-api/client/auth-slice';
import type { Permission } from '@pitchside/shared-api/contracts/roles';
import { NS } from '../locales/namespace';

export type Access = 'checking' | 'allowed' | 'denied';

/** One permission, or several of which any one suffices. */
export type PermissionsNeeded = Permission | readonly Permission[];

/**
 * Per docs/product/roles-and-permissions.md: owners and admins hold every permission; an employee's are known once fetched, and an
 * employee whose permissions are still being fetched waits rather than being refused.
 */
export function useAccess(needed: PermissionsNeeded): Access {
  const role = useAppSelector(selectRole);
  const held = useAppSelector(selectPermissions);
  const status = useAppSelector(selectPermissionsStatus);
  const anyOf: readonly Permission[] = typeof needed === 'string' ? [needed] : needed;
  if (anyOf.some((permission) => held.includes(permission))) return 'allowed';
  if (role === 'EMPLOYEE' && (status === 'idle' || status === 'loading')) return 'checking';
  return 'denied';
}

/** The message of docs/product/roles-and-permissions.md for users without the rights to a company management page. */
export function NoPermission() {
  const { t } = useTranslation(NS);
  return <EmptyState icon={<LockIcon size={28} />} title={t('permissionGate.title')} description={t('permissionGate.text')} />;
}

/** Renders `children` only for users holding `permission` (any one of them, if several); others see why not. */
export function PermissionGate({ permission, children }: { permission: PermissionsNeeded; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const access = useAccess(permission);
  if (access === 'checking') {
    return (
      <SkeletonGroup label={t('permissionGate.checking')}>
        <Skeleton shape="rect" height="8rem" />
      </SkeletonGroup>
    );
  }
  return access === 'allowed' ? children : <NoPermission />;
}
