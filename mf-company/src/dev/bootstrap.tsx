// Standalone development only (`pnpm --filter @pitchside/mf-company dev`): the remote's pages with the
// same store factory, i18n set-up and providers as the shell. Never part of the production remote.
import { Provider } from '@pitchside/shared-api/client/hooks';
import { restoreSession } from '@pitchside/shared-api/client/auth-slice';
import { selectTheme, themeToggled } from '@pitchside/shared-api/client/preferences-slice';
import { createAppStore } from '@pitchside/shared-api/client/store';
import { createI18n, textsReady } from '@pitchside/shared-ui/i18n';
import { mountStandalone } from '@pitchside/shared-ui/standalone';
import { NS } from '../locales/namespace';
import { pages, registerTranslations } from '../pages';

const store = createAppStore({ onSessionExpired: () => window.location.assign('/') });
store.dispatch(restoreSession());
const i18n = createI18n({ defaultNS: NS });
// Render in the detected language from the start, as the shell does.
await Promise.all([textsReady(i18n), registerTranslations(i18n)]);

const page = (id: keyof typeof pages) => {
  const Page = pages[id];
  return <Page />;
};

mountStandalone({
  title: 'mf_company',
  store,
  StoreProvider: Provider,
  selectTheme,
  toggleTheme: () => store.dispatch(themeToggled()),
  i18n,
  routes: [
    { path: '/company/upgrade', label: 'upgrade', element: page('upgrade') },
    { path: '/company/*', label: 'company', href: '/company', element: page('company') },
    { path: '/fields/new', label: 'field-editor (new)', element: page('field-editor') },
    { path: '/fields/:fieldId/edit', label: 'field-editor (edit)', href: '/fields/example/edit', element: page('field-editor') },
    { path: '/analytics', label: 'analytics', element: page('analytics') },
  ],
});
