import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useNavigate } from '@pitchside/shared-ui/router';
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

/**
 * The whole logout (spec §2 avatar menu, §8 toasts): call the server, toast 'Logged out successfully'
 * or 'Logout failed' (signed out either way), then go home.
 */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const revoke = useRevokeSession();
  return useCallback(async () => {
    // Leave the (possibly protected) page first: once the session is cleared, its guard would
    // otherwise send the visitor to /login and remember it as the page to come back to.
    navigate('/', { replace: true });
    try {
      await revoke();
      notify.success(t('auth.loggedOut'));
    } catch {
      notify.error(t('auth.logoutFailed'));
    }
  }, [navigate, revoke, t]);
}
