/**
 * `renderPage` of a remote's tests: a page rendered as the shell mounts it — the one store, a router at
 * the page's route, the design system, i18n with the remote's texts in every language. Each remote makes
 * its own from its texts (`src/testing/render-page.tsx`). Test code only: it joins the design system to
 * the store, which the shell and the remotes do at run time (shared-ui itself does not depend on the store).
 */
import type { ReactElement } from 'react';
import { loginSucceeded } from '@pitchside/shared-api/client/auth-slice';
import type { AppStore } from '@pitchside/shared-api/client/store';
import { createTestStore, provideStore } from '@pitchside/shared-api/client/testing/store';
import { inOneHour, makeToken } from '@pitchside/shared-api/client/testing/tokens';
import type { SessionUser } from '@pitchside/shared-api/contracts/session-user';
import { renderRoute, type ProvidersOptions, type RenderRouteOptions, type RenderRouteResult } from './render';

export interface RenderPageOptions extends Omit<RenderRouteOptions, 'wrap' | 'resources' | 'defaultNS'> {
  /** The store (default: a test store whose calls go to a closed port; `api.createStore()` for a fake API). */
  store?: AppStore;
  /** Signs this user in before rendering. */
  user?: SessionUser;
}

export interface RenderPageResult extends RenderRouteResult {
  store: AppStore;
}

/** `renderPage` for a remote whose texts are `resources`, `defaultNS` its namespace. */
export function pageRenderer(texts: Required<Pick<ProvidersOptions, 'resources' | 'defaultNS'>>) {
  return function renderPage(page: ReactElement, { store = createTestStore(), user, ...options }: RenderPageOptions = {}): RenderPageResult {
    if (user) {
      const accessToken = makeToken({ sub: user.id, role: user.role, permissions: [], exp: inOneHour() });
      store.dispatch(loginSucceeded({ user, accessToken }));
    }
    return { ...renderRoute(page, { ...options, ...texts, wrap: provideStore(store) }), store };
  };
}
