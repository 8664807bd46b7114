import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Outlet, useLocation } from '@pitchside/shared-ui/router';
import { breakpoints } from '@pitchside/shared-ui/tokens';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectIsAuthenticated } from '@pitchside/shared-api/client/auth-slice';
import { useConnectivityToasts } from '../../features/connectivity/use-connectivity-toasts';
import { TopBar } from './top-bar/top-bar';
import { Footer } from './footer/footer';
import { useMediaQuery } from './use-media-query';
import { Body, Main, Root, SidebarColumn, SkipLink } from './app-layout.styles';

// Only signed-in users see the sidebar: it stays out of the signed-out visitor's bundle. It is rendered
// whatever the width (CSS shows its column from 1024 px): the server does not know the screen, and a page
// rendered there must hydrate as it was painted, with no empty column filling in afterwards.
const Sidebar = lazy(() => import(/* webpackChunkName: "sidebar" */ './sidebar/sidebar').then((module) => ({ default: module.Sidebar })));
const SidebarDrawer = lazy(() => import(/* webpackChunkName: "sidebar-drawer" */ './sidebar/sidebar-drawer'));

const DESKTOP_QUERY = `(min-width: ${breakpoints.desktopMin}px)`;

/** The layout shell around every page but sign-in and sign-up: top bar, sidebar (signed in), page, footer. */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const signedIn = useAppSelector(selectIsAuthenticated);
  const wide = useMediaQuery(DESKTOP_QUERY);
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useConnectivityToasts();

  // The drawer closes after a navigation and when the screen grows wide enough for the persistent sidebar.
  useEffect(() => setDrawerOpen(false), [pathname, wide]);
  // The drawer has no Radix trigger (its button is in the top bar), so focus goes back to that button here.
  useEffect(() => {
    if (wasOpen.current && !drawerOpen) menuButton.current?.focus();
    wasOpen.current = drawerOpen;
  }, [drawerOpen]);
  const drawerAvailable = signedIn && !wide;

  return (
    <Root>
      <SkipLink href="#main-content">{t('skipToContent')}</SkipLink>
      <TopBar menu={signedIn ? { open: drawerOpen, onOpen: () => setDrawerOpen(true), buttonRef: menuButton } : undefined} />
      <Body>
        {signedIn && (
          <SidebarColumn>
            <Suspense fallback={null}>
              <Sidebar />
            </Suspense>
          </SidebarColumn>
        )}
        <Main id="main-content" tabIndex={-1}>
          <Outlet />
        </Main>
      </Body>
      <Footer />
      {drawerAvailable && drawerOpen && (
        <Suspense fallback={null}>
          <SidebarDrawer open onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
    </Root>
  );
}
