import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useLocation, useNavigate } from '@pitchside/shared-ui/router';
import { notify } from '@pitchside/shared-ui/toaster';
import { useLogoutMutation } from '@pitchside/shared-api/client/auth-api';

/**
 * POST /auth/logout (revokes the refresh cookie). The mutation clears the local session whatever
 * the answer (spec §4); the returned promise rejects when the server call failed.
 */
export function useRevokeSession(): () => Promise<unknown> {
  const [logout] = useLogoutMutation();
  return useCallback(() => logout().unwrap(), [logout]);
}

const HOME = '/';

/**
 * The whole logout (spec §2 avatar menu, §8 toasts): go home, then call the server and toast
 * 'Logged out successfully' or 'Logout failed' (signed out either way).
 *
 * The session is cleared only once the page being left is gone. Router navigations are React
 * transitions: while the home page is still loading, the protected page stays rendered, and clearing the
 * session under it would make its guard send the visitor to /login instead. The hook's component must
 * outlive the navigation (the account menu lives in the layout, which every page of the layout shares).
 */
export function useSignOut(): () => void {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revoke = useRevokeSession();
  /** The page being left while a sign-out waits for the navigation home. */
  const leaving = useRef<string | null>(null);

  const signOutNow = useCallback(() => {
    revoke().then(
      () => notify.success(t('auth.loggedOut')),
      () => notify.error(t('auth.logoutFailed')),
    );
  }, [revoke, t]);

  // Once the location has moved on — home, or wherever the visitor went meanwhile — sign out.
  useEffect(() => {
    if (leaving.current === null || pathname === leaving.current) return;
    leaving.current = null;
    signOutNow();
  }, [pathname, signOutNow]);

  return useCallback(() => {
    if (pathname === HOME) {
      signOutNow();
      return;
    }
    leaving.current = pathname;
    navigate(HOME, { replace: true });
  }, [navigate, pathname, signOutNow]);
}
