import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectPermissions, selectPermissionsStatus, selectRole } from '@pitchside/shared-api/client/auth-slice';

export type ScheduleAccess = 'allowed' | 'pending' | 'denied';

/**
 * Schedules, pricing and blocks accept MANAGE_SCHEDULES or MANAGE_FIELDS (owners and super admins hold
 * every permission). An employee whose permissions are not fetched yet waits rather than being refused.
 */
export function useScheduleAccess(): ScheduleAccess {
  const permissions = useAppSelector(selectPermissions);
  const status = useAppSelector(selectPermissionsStatus);
  const role = useAppSelector(selectRole);
  if (permissions.includes('MANAGE_SCHEDULES') || permissions.includes('MANAGE_FIELDS')) return 'allowed';
  if (role === 'EMPLOYEE' && (status === 'idle' || status === 'loading')) return 'pending';
  return 'denied';
}
