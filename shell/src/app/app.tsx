import { lazy, Suspense } from 'react';
import type { PublicPlatformSettings } from '@pitchside/shared-api/contracts/admin';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectIsAuthenticated } from '@pitchside/shared-api/client/auth-slice';
import { AppRoutes } from './app-routes';
import { NavigationBridge } from './navigation';
import { AppErrorBoundary } from '../features/errors/app-error-boundary';
import { LogoutLanding } from '../features/auth/logout-landing';
import { MaintenanceNotice } from '../features/maintenance/maintenance-notice';

// Session re-verification, permissions and the e-mail verification UI concern signed-in users only;
// loading them lazily keeps the API client out of a signed-out visitor's first load.
// Named: the server preloads this chunk group for a signed-in browser (server/document.tsx).
const AuthEffects = lazy(() => import(/* webpackChunkName: "auth-effects" */ '../features/auth/auth-effects').then((m) => ({ default: m.AuthEffects })));

/** `publicSettings`: the platform settings the page was rendered with (inlined by the server). */
export function App({ publicSettings }: { publicSettings?: PublicPlatformSettings }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return (
    <AppErrorBoundary>
      <MaintenanceNotice settings={publicSettings} />
      <NavigationBridge />
      <LogoutLanding />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <AuthEffects />
        </Suspense>
      )}
      <AppRoutes />
    </AppErrorBoundary>
  );
}
