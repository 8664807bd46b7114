import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@pitchside/shared-ui/router';
import { ROUTES, type Access, type RouteDefinition } from '../routes/route-table';
import { RouteGuard } from '../features/guards/route-guard';
import { RemotePage } from '../features/remotes/remote-page';
import { PageLoading } from '../components/page-loading';
import { AppLayout } from './layout/app-layout';

const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'));
// Unknown paths only: kept out of the first load of every real page.
const NotFoundPage = lazy(() => import('../features/errors/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * One route's page behind its access rule. Mount it keyed by the route's path: a navigation then
 * replaces the previous page instead of updating it, and whatever the new page waits for (its remote,
 * its texts) suspends at this frame's own boundary — the new page shows its loading state at once and the
 * page being left is unmounted. Without that, React would keep the old page mounted but hidden, still
 * reacting to the store with its stale location: signing out on the way home made its guard send the
 * visitor to /login.
 */
export function RouteFrame({ access, children }: { access: Access; children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteGuard access={access}>{children}</RouteGuard>
    </Suspense>
  );
}

function RouteElement({ route }: { route: RouteDefinition }) {
  const { target } = route;
  // The lazy shell pages suspend at the frame's boundary; a remote page has its own inside its error boundary.
  let content;
  if ('remote' in target) content = <RemotePage remote={target.remote} page={target.page} />;
  else if (target.shell === 'notifications') content = <NotificationsPage />;
  else content = <NotFoundPage />;
  return <RouteFrame access={route.access}>{content}</RouteFrame>;
}

/** The shell's router: the route table rendered inside or outside the layout shell. */
export function AppRoutes() {
  const bare = ROUTES.filter((route) => route.layout === 'bare');
  const framed = ROUTES.filter((route) => route.layout === 'shell');
  return (
    <Routes>
      {bare.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteElement key={route.path} route={route} />} />
      ))}
      <Route element={<AppLayout />}>
        {framed.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteElement key={route.path} route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
