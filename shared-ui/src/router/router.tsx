/**
 * The platform's routing API. Apps import routing from here, never from `react-router` directly:
 * this module is a shared singleton, so every remote uses the shell's one router instance, and
 * react-router itself is bundled once, tree-shaken to these exports (see docs/adr/0010). Tests take
 * `MemoryRouter` from `@pitchside/shared-ui/test-utils`: no page needs it, so it stays out of this bundle.
 */
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
  useSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
} from 'react-router';
export type { Location, NavigateFunction, NavLinkProps, LinkProps, To } from 'react-router';
