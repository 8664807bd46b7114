/**
 * The platform's routing API. Apps import routing from here, never from `react-router` directly:
 * this module is a shared singleton, so every remote uses the shell's one router instance, and
 * react-router itself is bundled once, tree-shaken to these exports (see docs/adr/0010). Tests take
 * `MemoryRouter` from `@pitchside/shared-ui/test-utils`: no page needs it, so it stays out of this bundle.
 */
import { useCallback, useContext } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useSearchParams as useRouterSearchParams,
  type Location,
  type SetURLSearchParams,
  type URLSearchParamsInit,
} from 'react-router';

export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  generatePath,
  matchPath,
  matchRoutes,
} from 'react-router';
export type { Location, NavigateFunction, NavLinkProps, LinkProps, SetURLSearchParams, To, URLSearchParamsInit } from 'react-router';

/**
 * React Router's `useSearchParams`, except that a functional update starts from the URL as it is at
 * the call, not as it was at the last render. The router renders its navigations in a transition, so
 * two changes made before that render (two quick clicks on filters, a debounced search landing right
 * after a click) would both start from the old parameters and the second would undo the first. The
 * router's history (browser or memory) knows the current URL at once; a router without one (server
 * rendering) falls back to the rendered parameters.
 */
export function useSearchParams(defaultInit?: URLSearchParamsInit): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useRouterSearchParams(defaultInit);
  const { navigator } = useContext(NavigationContext);
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (typeof next !== 'function') return setParams(next, options);
      const current = hasLocation(navigator) ? new URLSearchParams(navigator.location.search) : new URLSearchParams(params);
      setParams(next(current), options);
    },
    [navigator, params, setParams],
  );
  return [params, set];
}

const hasLocation = (navigator: object): navigator is { location: Location } =>
  'location' in navigator && typeof (navigator as { location?: Partial<Location> }).location?.search === 'string';
