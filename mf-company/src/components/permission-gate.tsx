import type { ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { LockIcon } from '@pitchside/shared-ui/icons';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectPermissions, selectPermissionsStatus, selectRole } from '@pitchside/shared-api/client/auth-slice';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '@pitchside/shared-api/contracts/admin';
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

/** The API's 403 for the staff of a suspended company (code COMPANY_SUSPENDED, "This company is suspended: <reason>"). */
export function isCompanySuspended(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === ADMIN_ERROR_CODES.companySuspended;
}

/** "This company is suspended: " — what comes after it in the API's message is the super admin's reason. */
const SUSPENDED_PREFIX = ADMIN_MESSAGES.companySuspended('');

/** The banner of a suspended company: the API's sentence with the reason given (translated around the reason), and what it means. */
export function CompanySuspended({ error }: { error: unknown }) {
  const { t } = useTranslation(NS);
  const message = isApiError(error) ? error.message : '';
  const title = message.startsWith(SUSPENDED_PREFIX)
    ? t('suspended.title', { reason: message.slice(SUSPENDED_PREFIX.length) })
    : message || t('suspended.titleNoReason');
  return <Alert tone="error" title={title}>{t('suspended.text')}</Alert>;
}

/**
 * The message of docs/product/roles-and-permissions.md for users without the rights to a company management page; when the
 * refusal (`error`) is the company's suspension, the suspension banner instead.
 */
export function NoPermission({ error }: { error?: unknown }) {
  const { t } = useTranslation(NS);
  if (isCompanySuspended(error)) return <CompanySuspended error={error} />;
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
