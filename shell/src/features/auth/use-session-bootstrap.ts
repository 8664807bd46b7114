import { useEffect, useRef } from 'react';
import { authApi } from '@pitchside/shared-api/client/auth-api';
import { selectAuth, selectRole } from '@pitchside/shared-api/client/auth-slice';
import { companyApi } from '@pitchside/shared-api/client/company-api';
import { useAppDispatch, useAppSelector } from '@pitchside/shared-api/client/hooks';

/**
 * Startup (docs/product/states.md): a restored session is authenticated at once, then re-verified once with
 * GET /auth/profile (a failure only records an error; the session stays). Per docs/product/roles-and-permissions.md: an EMPLOYEE's
 * permissions are fetched from GET /companies/my-permissions whenever a session starts.
 */
export function useSessionBootstrap(): void {
  const dispatch = useAppDispatch();
  const { isAuthenticated, isLoading, user, permissionsStatus } = useAppSelector(selectAuth);
  const role = useAppSelector(selectRole);
  const startupChecked = useRef(false);

  useEffect(() => {
    // Wait for restoreSession(): until then the auth state is still loading.
    if (startupChecked.current || isLoading) return;
    startupChecked.current = true;
    if (isAuthenticated) void dispatch(authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }));
  }, [dispatch, isAuthenticated, isLoading]);

  useEffect(() => {
    if (!isAuthenticated || !user || role !== 'EMPLOYEE' || permissionsStatus !== 'idle') return;
    void dispatch(companyApi.endpoints.getMyPermissions.initiate(undefined, { subscribe: false }));
  }, [dispatch, isAuthenticated, user, role, permissionsStatus]);
}
