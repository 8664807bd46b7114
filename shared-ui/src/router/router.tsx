/**
 * The platform's routing API. Apps import routing from here, never from `react-router` directly:
 * this module is a shared singleton, so every remote uses the shell's one router instance, and
 * react-router itself is bundled once, tree-shaken to these exports (see docs/adr/0010).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
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
} from 'react-router';
export type { Location, NavigateFunction, NavLinkProps, LinkProps, To } from 'react-router';
