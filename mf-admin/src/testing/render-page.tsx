import type { ReactElement } from 'react';
import { Provider } from '@pitchside/shared-api/client/hooks';
import { Route, Routes, useLocation } from '@pitchside/shared-ui/router';
import { MemoryRouter, renderWithProviders } from '@pitchside/shared-ui/test-utils';
import { createAppStore, type AppStore } from '@pitchside/shared-api/client/store';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { NS } from '../locales/namespace';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ar from '../locales/ar.json';

/** A store like the shell's; unless given a server, calls go to a closed port. */
export function createTestStore(apiBaseUrl = 'http://127.0.0.1:9/api/v1'): AppStore {
  return createAppStore({ apiBaseUrl, retrySleep: async () => undefined });
}

export interface RenderPageOptions {
  /** URL the router starts at (default `/`). */
  path?: string;
  /** Route pattern the page is mounted at, as in the shell's route table (default `*`). */
  route?: string;
  language?: LanguageCode;
  store?: AppStore;
}

/** The router's current path, rendered beside the page so tests can follow navigation. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

/** Renders a page as the shell does: store, router, design system and i18n with this remote's texts. */
export function renderPage(page: ReactElement, options: RenderPageOptions = {}) {
  const { path = '/', route = '*', language, store = createTestStore() } = options;
  const resources = { en: { [NS]: en }, fr: { [NS]: fr }, ar: { [NS]: ar } };
  const result = renderWithProviders(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </Provider>,
    { language, resources, defaultNS: NS },
  );
  return { ...result, store };
}
