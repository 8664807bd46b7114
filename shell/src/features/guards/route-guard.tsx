import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Navigate, useLocation, type Location, type To } from '@pitchside/shared-ui/router';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectAuth, selectRole } from '@pitchside/shared-api/client/auth-slice';
import { Spinner } from '@pitchside/shared-ui/spinner';
import { CHANGE_PASSWORD_PATH, type Access } from '../../routes/route-table';
import { PageLoading } from '../../components/page-loading';
import { decideAccess } from './access';
import { CenteredStatus } from './guards.styles';

// Only for a signed-in user on a route of another role: not part of anyone's first load.
const AccessDenied = lazy(() => import('./access-denied').then((m) => ({ default: m.AccessDenied })));

/** Where a visitor came from before being sent to /login (kept in the location state). */
export interface RememberedOrigin {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function originPath(state: unknown): string | null {
  const from = (state as RememberedOrigin | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : null;
}

/**
 * Leaves for `to`, showing the loading state meanwhile. The navigation is a transition that lands once the
 * next page can show; until then this stays on screen — on /login, just signed in, there is no layout
 * around it, and an empty redirect would leave the screen blank.
 */
function Redirect({ to, state }: { to: To; state?: RememberedOrigin }) {
  return (
    <>
      <Navigate to={to} replace state={state} />
      <PageLoading />
    </>
  );
}

/** Applies a route's access rule before its page renders. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const auth = useAppSelector(selectAuth);
  const role = useAppSelector(selectRole);
  const decision = decideAccess(access, {
    isAuthenticated: auth.isAuthenticated, isLoading: auth.isLoading, role, mustChangePassword: auth.user?.mustChangePassword === true,
    leavingAfterLogout: auth.leavingAfterLogout,
  });

  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'checking':
      return (
        <CenteredStatus role="status" aria-live="polite">
          <Spinner />
          {t('guard.checking')}
        </CenteredStatus>
      );
    case 'leaving':
      return <PageLoading />;
    case 'redirect-login': {
      const state: RememberedOrigin = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      return <Redirect to="/login" state={state} />;
    }
    case 'redirect-password-change': {
      const state: RememberedOrigin = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      return <Redirect to={CHANGE_PASSWORD_PATH} state={state} />;
    }
    case 'redirect-dashboard':
      return <Redirect to={originPath(location.state) ?? '/dashboard'} />;
    case 'denied':
      return (
        <Suspense fallback={null}>
          <AccessDenied requiredRoles={decision.requiredRoles} userRole={role} />
        </Suspense>
      );
  }
}
