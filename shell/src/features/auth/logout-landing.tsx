import { useEffect, useRef } from 'react';
import { useLocation } from '@pitchside/shared-ui/router';
import { useAppDispatch, useAppSelector } from '@pitchside/shared-api/client/hooks';
import { logoutNavigationLanded, selectLeavingAfterLogout } from '@pitchside/shared-api/client/auth-slice';

/**
 * Ends the wait that follows a logout (`leavingAfterLogout`, see `features/auth/logout.ts`) once the
 * navigation it started has landed: from then on a protected page sends a signed-out visitor to /login
 * again. Rendered once, inside the router.
 */
export function LogoutLanding() {
  const dispatch = useAppDispatch();
  const leaving = useAppSelector(selectLeavingAfterLogout);
  const { key } = useLocation();
  /** The location the logout happened at (the current one while nobody is leaving). */
  const keyAtLogout = useRef(key);

  useEffect(() => {
    if (!leaving) keyAtLogout.current = key;
    else if (key !== keyAtLogout.current) dispatch(logoutNavigationLanded());
  }, [dispatch, leaving, key]);
  return null;
}
