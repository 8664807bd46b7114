import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@pitchside/shared-api/remotes';
import { ROUTES } from './route-table';

// Page ids are typed (`page('mf_auth', 'login')`); this also holds for a table built some other way.
describe('the route table', () => {
  const targets = ROUTES.flatMap((route) => ('remote' in route.target ? [{ path: route.path, ...route.target }] : []));

  it('routes only to pages that shared-api/src/remotes.ts lists for their remote', () => {
    for (const { remote, page } of targets) {
      expect(REMOTES.find((definition) => definition.name === remote)?.pages, `${remote}/${page}`).toContain(page);
    }
  });

  it('routes every page of every remote at least once', () => {
    for (const remote of REMOTES) {
      for (const page of remote.pages) {
        expect(targets.some((target) => target.remote === remote.name && target.page === page), `${remote.name}/${page}`).toBe(true);
      }
    }
  });

  it.each(REMOTES.map((remote) => [remote.name, remote] as const))(
    "has %s's standalone harness reach each page at a path of the table",
    (_name, remote) => {
      // src/dev/bootstrap.ts lists `{ path: '/login', page: 'login' }`: read as text, the shell imports no remote.
      const source = readFileSync(join(import.meta.dirname, '../../..', remote.dir, 'src/dev/bootstrap.ts'), 'utf8');
      const routes = [...source.matchAll(/\{ path: '([^']+)', page: '([^']+)'/g)].map(([, path, page]) => ({ path, page }));
      expect(routes.length).toBeGreaterThan(0);
      for (const { path, page } of routes) {
        expect(targets, `${remote.name}: ${path} → ${page}`).toContainEqual({ path, remote: remote.name, page });
      }
    },
  );
});
