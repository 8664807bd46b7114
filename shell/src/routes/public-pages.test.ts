import { matchRoutes } from '@pitchside/shared-ui/router';
import { INFO_PAGES, PRIVATE_PATH_PREFIXES, PUBLIC_PATHS } from '@pitchside/shared-api/contracts/site-pages';
import { FOOTER_GROUPS } from '../app/layout/footer/footer-links';
import { ROUTES } from './route-table';

// The lists the sitemap page, /sitemap.xml and /robots.txt are made from (contracts/site-pages.ts) say
// what the route table says: the public pages are the rendered ones anyone may open, everything else is
// kept from crawlers, and every footer link opens a page of the table.
const routeOf = (pathname: string) => matchRoutes(ROUTES.map((route) => ({ path: route.path, route })), pathname)?.at(-1)?.route.route;

describe('the public pages of the route table', () => {
  it('are the pages listed as public: rendered on the server, open to signed-out visitors', () => {
    const rendered = ROUTES.filter((route) => route.serverRendered).map((route) => route.path);
    expect([...rendered].sort()).toEqual([...PUBLIC_PATHS].sort());
    for (const path of PUBLIC_PATHS) expect(['open', 'public-only'], path).toContain(routeOf(path)?.access.kind);
  });

  it('serves each information page at /<id>, open to everyone, from the mf_auth page of that id', () => {
    for (const id of INFO_PAGES) {
      expect(routeOf(`/${id}`), id).toMatchObject({ access: { kind: 'open' }, target: { remote: 'mf_auth', page: id }, layout: 'shell', serverRendered: true });
    }
  });

  it('keeps every other page from crawlers', () => {
    const others = ROUTES.filter((route) => !route.serverRendered && route.path !== '*');
    expect(others.length).toBeGreaterThan(10);
    for (const { path } of others) expect(PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)), path).toBe(true);
    for (const path of PUBLIC_PATHS.filter((p) => p !== '/')) {
      expect(PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)), path).toBe(false);
    }
  });

  it('has a page, not the not-found page, for every link of the footer', () => {
    const links = FOOTER_GROUPS.flatMap((group) => group.links);
    expect(links).toHaveLength(11);
    for (const to of links) expect(routeOf(to)?.path, to).not.toBe('*');
  });
});
