import { useMemo } from 'react';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectPermissions, selectPermissionsStatus, selectRole } from '@pitchside/shared-api/client/auth-slice';
import type { Viewer } from './visibility';

/** The signed-in user as the sidebar's visibility rules see them. */
export function useViewer(): Viewer {
  const role = useAppSelector(selectRole);
  const permissions = useAppSelector(selectPermissions);
  const status = useAppSelector(selectPermissionsStatus);
  return useMemo(() => ({ role, permissions, permissionsLoading: status === 'loading' }), [role, permissions, status]);
}
