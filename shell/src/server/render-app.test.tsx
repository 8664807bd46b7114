// The page the server renders shows the maintenance banner, and the browser hydrates it from the settings
// the document inlines: the same tree, so React keeps the server's markup (no mismatch, no re-render).
// (Pages of remotes are covered by e2e/tests/foundation/server-rendering; a page of the shell's own —
// the not-found page in the layout — is enough for what the shell adds around them.)
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { textsReady } from '@pitchside/shared-ui/i18n';
import { createAppStore } from '@pitchside/shared-api/client/store';
import type { PublicPlatformSettings } from '@pitchside/shared-api/contracts/admin';
import { AppProviders } from '../app/providers';
import { App } from '../app/app';
import { createShellI18n } from '../app/i18n';
import { initialPreferences } from '../app/initial-preferences';
import { INLINE_SETTINGS_ID, readInlineSettings } from '../features/maintenance/maintenance-notice';
import { renderApp } from './render-app';
import { requestPreferences } from './request-preferences';

const URL_PATH = '/no-such-page';
const SETTINGS: PublicPlatformSettings = {
  maintenanceBanner: {
    enabled: true,
    message: { en: 'Bookings pause tonight from 22:00 to 23:00.', fr: 'Les réservations sont suspendues ce soir de 22 h à 23 h.', ar: '' },
  },
  companyRegistrationOpen: true,
  supportEmail: 'support@pitchside.test',
};

let root: Root | undefined;
beforeEach(() => {
  // The development warning of two renderers sharing React's contexts, as they do in this test only.
  const error = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Detected multiple renderers concurrently rendering the same context provider')) error(...args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

/** The server's markup for a French visitor, in a document as the server sends it (settings inlined or not). */
async function serverPage(settings: PublicPlatformSettings | undefined, { inline = true } = {}) {
  const preferences = requestPreferences({ url: new URL(`${URL_PATH}?lng=fr`, 'http://pitchside.test'), cookies: {} });
  const { markup } = await renderApp(`${URL_PATH}?lng=fr`, preferences, settings);
  // Server and browser renderers share one React here, unlike in production: React's server renderer
  // leaves the context values of its last task in place (the router's among them), and a trivial server
  // render puts them back before the browser's renderer reads them.
  await prerenderToNodeStream(<span />);
  window.history.replaceState(null, '', URL_PATH);
  document.documentElement.lang = 'fr';
  document.body.innerHTML = `<div id="root" data-ssr>${markup}</div>${
    inline && settings ? `<script id="${INLINE_SETTINGS_ID}" type="application/json">${JSON.stringify(settings)}</script>` : ''}`;
  return { markup, container: document.getElementById('root')!, preferences };
}

/** Hydrates the page as the browser's bootstrap does; reports what React had to recover from. */
async function hydrate(container: HTMLElement, theme: 'light' | 'dark') {
  const i18n = createShellI18n({ lng: 'fr' });
  await textsReady(i18n);
  const store = createAppStore({ preloadedState: initialPreferences(theme) });
  const recovered: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders store={store} i18n={i18n}>
          <App publicSettings={readInlineSettings()} />
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: (error) => void recovered.push(error) },
    );
  });
  return recovered;
}

describe('the maintenance banner of a server-rendered page', () => {
  it('is in the markup, in the visitor’s language, above the top bar', async () => {
    const { markup } = await serverPage(SETTINGS);
    expect(markup).toContain(SETTINGS.maintenanceBanner.message.fr);
    expect(markup).toContain('lang="fr"');
    expect(markup.indexOf(SETTINGS.maintenanceBanner.message.fr)).toBeLessThan(markup.indexOf('<header'));
  });

  it('is not in the markup when the banner is off, or when the settings could not be read', async () => {
    const off = await serverPage({ ...SETTINGS, maintenanceBanner: { ...SETTINGS.maintenanceBanner, enabled: false } });
    expect(off.markup).not.toContain(SETTINGS.maintenanceBanner.message.fr);
    expect(off.markup).toContain('<header');
    const unknown = await serverPage(undefined);
    expect(unknown.markup).not.toContain(SETTINGS.maintenanceBanner.message.fr);
    expect(unknown.markup).toContain('<header');
  });

  it('hydrates from the inlined settings without a mismatch, then works', async () => {
    const { container, preferences } = await serverPage(SETTINGS);
    const banner = within(container).getByText(SETTINGS.maintenanceBanner.message.fr);
    const recovered = await hydrate(container, preferences.theme);
    await waitFor(() => expect(within(container).getByRole('heading', { level: 1 })).toBeInTheDocument());
    expect(recovered).toEqual([]);
    // React kept the server's element: nothing was rendered afresh.
    expect(within(container).getByText(SETTINGS.maintenanceBanner.message.fr)).toBe(banner);
    // Once its code is in, the banner is live: dismissing it hides it.
    const dismiss = await screen.findByRole('button', { name: 'Ignorer' });
    await userEvent.click(dismiss);
    await waitFor(() => expect(within(container).queryByText(SETTINGS.maintenanceBanner.message.fr)).not.toBeInTheDocument());
  });

  it('would not hydrate without them (what inlining them prevents)', async () => {
    const { container, preferences } = await serverPage(SETTINGS, { inline: false });
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    try {
      const recovered = await hydrate(container, preferences.theme);
      await waitFor(() => expect(recovered.length).toBeGreaterThan(0));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a tab that dismissed the message hydrates the server’s banner, then hides it', async () => {
    const { container, preferences } = await serverPage(SETTINGS);
    const { dismissalKey } = await import('../features/maintenance/maintenance-banner');
    sessionStorage.setItem(dismissalKey(SETTINGS.maintenanceBanner.message), '1');
    const recovered = await hydrate(container, preferences.theme);
    await waitFor(() => expect(within(container).queryByText(SETTINGS.maintenanceBanner.message.fr)).not.toBeInTheDocument());
    expect(recovered).toEqual([]);
  });
});
