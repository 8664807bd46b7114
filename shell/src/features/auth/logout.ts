import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useNavigate } from '@pitchside/shared-ui/router';
import { notify } from '@pitchside/shared-ui/toaster';
import { useAppDispatch } from '@pitchside/shared-api/client/hooks';
import { signOut } from '@pitchside/shared-api/client/sign-out';

const HOME = '/';

/**
 * The whole logout of the avatar menu: at the click the refresh cookie is revoked (the
 * request leaves at once and outlives the page) and the local session cleared, then the app goes home;
 * 'Logged out successfully' or 'Logout failed' once the server has answered (signed out either way).
 *
 * Router navigations are React transitions: while home is loading, the page being left stays rendered,
 * signed out. It shows its loading state instead of sending the visitor to /login until the navigation
 * has landed (`leavingAfterLogout` in the auth state, ended by `LogoutLanding`).
 */
export function useSignOut(): () => void {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(() => {
    dispatch(signOut({ leaving: true })).then(
      () => notify.success(t('auth.loggedOut')),
      () => notify.error(t('auth.logoutFailed')),
    );
    void navigate(HOME, { replace: true });
  }, [dispatch, navigate, t]);
}
