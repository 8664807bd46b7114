import { REMOTES } from '@pitchside/shared-api/remotes';
import { ROUTES } from './route-table';

// Page ids are typed (`page('mf_auth', 'login')`); this also holds for a table built some other way.
describe('the route table', () => {
  const targets = ROUTES.flatMap((route) => ('remote' in route.target ? [route.target] : []));

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
});
