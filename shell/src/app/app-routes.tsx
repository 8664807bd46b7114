import { lazy, Suspense } from 'react';
import { Route, Routes } from '@pitchside/shared-ui/router';
import { ROUTES, type RouteDefinition } from '../routes/route-table';
import { RouteGuard } from '../features/guards/route-guard';
import { RemotePage } from '../features/remotes/remote-page';
import { PageLoading } from '../features/remotes/page-loading';
import { AppLayout } from '../features/layout/app-layout';

const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'));
// Unknown paths only: kept out of the first load of every real page.
const NotFoundPage = lazy(() => import('../features/errors/not-found-page').then((m) => ({ default: m.NotFoundPage })));

function RouteElement({ route }: { route: RouteDefinition }) {
  const { target } = route;
  let content;
  if ('remote' in target) content = <RemotePage remote={target.remote} page={target.page} />;
  else if (target.shell === 'notifications') content = (
    <Suspense fallback={<PageLoading />}>
      <NotificationsPage />
    </Suspense>
  );
  else content = (
    <Suspense fallback={<PageLoading />}>
      <NotFoundPage />
    </Suspense>
  );
  return <RouteGuard access={route.access}>{content}</RouteGuard>;
}

/** The shell's router: the route table rendered inside or outside the layout shell. */
export function AppRoutes() {
  const bare = ROUTES.filter((route) => route.layout === 'bare');
  const framed = ROUTES.filter((route) => route.layout === 'shell');
  return (
    <Routes>
      {bare.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
      ))}
      <Route element={<AppLayout />}>
        {framed.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
