import type { ReactElement } from 'react';
import { Provider } from '@pitchside/shared-api/client/hooks';
import { Route, Routes, useLocation } from '@pitchside/shared-ui/router';
import { MemoryRouter, renderWithProviders } from '@pitchside/shared-ui/test-utils';
import { loginSucceeded } from '@pitchside/shared-api/client/auth-slice';
import type { AppStore } from '@pitchside/shared-api/client/store';
import { createTestStore } from '@pitchside/shared-api/client/testing/store';
import { inOneHour, makeToken } from '@pitchside/shared-api/client/testing/tokens';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { SessionUser } from '@pitchside/shared-api/contracts/session-user';
import { NS } from '../locales/namespace';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ar from '../locales/ar.json';

/** Shows where the router is, so tests can assert navigation. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPageOptions {
  /** Fake API base URL (`startFakeApi().baseUrl`). */
  apiBaseUrl: string;
  /** Route pattern the page is mounted at, e.g. `/login`. */
  path: string;
  /** First history entry: a path string or `{ pathname, search, state }`. */
  entry?: string | { pathname: string; search?: string; state?: unknown };
  /** Signs this user in before rendering. */
  user?: SessionUser;
  language?: LanguageCode;
  store?: AppStore;
}

export const TEST_TOKEN = makeToken({ sub: 'u1', role: 'CUSTOMER', permissions: [], exp: inOneHour() });

/** Renders a page as the shell would: the one store, the router, i18n with the `auth` namespace, the design system. */
export function renderPage(page: ReactElement, options: RenderPageOptions) {
  const { apiBaseUrl, path, entry = path, user, language = 'en' } = options;
  const store = options.store ?? createTestStore(apiBaseUrl);
  if (user) store.dispatch(loginSucceeded({ user, accessToken: TEST_TOKEN }));
  const result = renderWithProviders(
    <Provider store={store}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </Provider>,
    { language, resources: { en: { [NS]: en }, fr: { [NS]: fr }, ar: { [NS]: ar } } },
  );
  const location = () => result.getByRole('status', { name: 'current location' }).textContent;
  return { ...result, store, location };
}
