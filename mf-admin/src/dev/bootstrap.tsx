// Standalone development only (`pnpm --filter @pitchside/mf-admin dev`): the remote's pages with the
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
  title: 'mf_admin',
  store,
  StoreProvider: Provider,
  selectTheme,
  toggleTheme: () => store.dispatch(themeToggled()),
  i18n,
  routes: [{ path: '/admin/*', label: 'admin', href: '/admin', element: page('admin') }],
});
