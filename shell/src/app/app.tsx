import { lazy, Suspense } from 'react';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectIsAuthenticated } from '@pitchside/shared-api/client/auth-slice';
import { AppRoutes } from './app-routes';
import { NavigationBridge } from './navigation';
import { AppErrorBoundary } from '../features/errors/app-error-boundary';
import { LogoutLanding } from '../features/auth/logout-landing';

// Session re-verification, permissions and the e-mail verification UI concern signed-in users only;
// loading them lazily keeps the API client out of a signed-out visitor's first load.
// Named: the server preloads this chunk group for a signed-in browser (server/document.tsx).
const AuthEffects = lazy(() => import(/* webpackChunkName: "auth-effects" */ '../features/auth/auth-effects').then((m) => ({ default: m.AuthEffects })));

export function App() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return (
    <AppErrorBoundary>
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
