/**
 * The platform's routing API. Apps import routing from here, never from `react-router` directly:
 * this module is a shared singleton, so every remote uses the shell's one router instance, and
 * react-router itself is bundled once, tree-shaken to these exports (see docs/adr/0010). Tests take
 * `MemoryRouter` from `@pitchside/shared-ui/test-utils`: no page needs it, so it stays out of this bundle.
 *
 * `BrowserRouter`, `Link`, `NavLink` and `useSearchParams` are this module's own, on react-router's
 * `Router`, history and hooks: react-router's versions live in its DOM module beside the data routers'
 * forms, fetchers and link prefetching, which came along (~4 KB gzip on every page's start-up) though
 * nothing here uses them (docs/adr/0042).
 */
import { startTransition, useCallback, useContext, useLayoutEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_NavigationContext as NavigationContext,
  createPath,
  createSearchParams,
  useHref,
  useLocation,
  useNavigate,
  useResolvedPath,
  type Location,
  type SetURLSearchParams,
  type To,
} from 'react-router';

export {
  Navigate,
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
export type { Location, NavigateFunction, SetURLSearchParams, To, URLSearchParamsInit } from 'react-router';

/** The app's router, on the browser's history; navigations render in a transition, as react-router's. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return <Router location={state.location} navigationType={state.action} navigator={history}>{children}</Router>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where to, resolved against the current route as react-router's links do. */
  to: To;
  /** Replaces the current history entry; by default, when the link leads where the page already is. */
  replace?: boolean;
  /** History state given to the next location. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link the router follows without reloading the document: a plain click (main button, no modifier key,
 * same tab) navigates in the app; anything else (a new tab, a download) is left to the browser.
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={follow} />;
}

export interface NavLinkProps extends LinkProps {
  /** Current only on its own path, not on the paths below it. */
  end?: boolean;
}

/**
 * A link that marks itself `aria-current="page"` when it leads to the current page or (without `end`) to
 * one of its ancestors, matched as react-router's `NavLink` does (case-insensitive, whole segments).
 */
export function NavLink({ end = false, ...rest }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const current = here === target || (!end && here.startsWith(target) && here.charAt(slash) === '/');
  return <Link aria-current={current ? 'page' : undefined} {...rest} />;
}

/**
 * The URL's query parameters and a setter, as React Router's `useSearchParams` (without its default
 * values, which nothing here uses), except that a functional update starts from the URL as it is at the
 * call, not as it was at the last render. The router renders its navigations in a transition, so
 * two changes made before that render (two quick clicks on filters, a debounced search landing right
 * after a click) would both start from the old parameters and the second would undo the first. The
 * router's history (browser or memory) knows the current URL at once; a router without one (server
 * rendering) falls back to the rendered parameters.
 */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { navigator } = useContext(NavigationContext);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      const current = hasLocation(navigator) ? new URLSearchParams(navigator.location.search) : new URLSearchParams(params);
      void navigate(`?${createSearchParams(typeof next === 'function' ? next(current) : next)}`, options);
    },
    [navigate, navigator, params],
  );
  return [params, set];
}

const hasLocation = (navigator: object): navigator is { location: Location } =>
  'location' in navigator && typeof (navigator as { location?: Partial<Location> }).location?.search === 'string';
