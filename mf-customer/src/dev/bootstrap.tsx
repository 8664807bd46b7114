// Standalone development only (`pnpm --filter @pitchside/mf-customer dev`): the remote's pages with the
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
  title: 'mf_customer',
  store,
  StoreProvider: Provider,
  selectTheme,
  toggleTheme: () => store.dispatch(themeToggled()),
  i18n,
  routes: [
    { path: '/', label: 'landing', element: page('landing') },
    { path: '/dashboard', label: 'dashboard', element: page('dashboard') },
    { path: '/fields', label: 'fields', element: page('fields') },
    { path: '/fields/:id', label: 'field-details', href: '/fields/example', element: page('field-details') },
    { path: '/fields/:id/book', label: 'field-details (book)', href: '/fields/example/book', element: page('field-details') },
    { path: '/bookings', label: 'bookings', element: page('bookings') },
    { path: '/bookings/:id', label: 'booking-details', href: '/bookings/example', element: page('booking-details') },
  ],
});
