import { isLanguageCode, textsReady } from '@pitchside/shared-ui/i18n';
import { isThemeMode } from '@pitchside/shared-ui/theme';
import { createAppStore } from '@pitchside/shared-api/client/store';
import { profileFetched, restoreSession, selectIsAuthenticated } from '@pitchside/shared-api/client/auth-slice';
import { getAccessToken, getStoredUser } from '@pitchside/shared-api/client/token-storage';
import { readStoredTheme, selectTheme, themeChanged } from '@pitchside/shared-api/client/preferences-slice';
import { writeSessionHint } from '@pitchside/shared-api/client/session-hint';
import { createShellI18n } from './app/i18n';
import { initialPreferences } from './app/initial-preferences';
import { navigateOutsideReact } from './app/navigation';
import { startRegistry } from './features/remotes/federation';
import { readInlineSettings } from './features/maintenance/maintenance-notice';
import { readRenderedState } from './features/server-session/rendered-session';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A page the server rendered is hydrated from the state it was rendered with: its language and theme.
const html = document.documentElement;
const serverRendered = container.hasAttribute('data-ssr');
const serverLanguage = serverRendered && isLanguageCode(html.lang) ? html.lang : undefined;
const serverTheme = serverRendered && isThemeMode(html.dataset.theme) ? html.dataset.theme : undefined;

const i18n = createShellI18n({ lng: serverLanguage });
// The settings the server rendered the page with (its maintenance banner): the first render must match.
const publicSettings = readInlineSettings();
// A page rendered for a signed-in user is hydrated only by a browser holding that user's session, a
// signed-out page only by a browser holding none; the answers it shows then fill the api cache (docs/adr/0036).
const rendered = serverRendered ? readRenderedState(getAccessToken() ? getStoredUser()?.id : undefined) : undefined;
const store = createAppStore({
  onSessionExpired: () => navigateOutsideReact('/login'),
  // The state the server rendered the page with: its theme, and signed in its verification banner.
  preloadedState: { ...(serverTheme && initialPreferences(serverTheme)), ...rendered?.state },
  apiState: rendered?.apiState,
});
// Startup (docs/product/states.md): a stored user with an access token is signed in at once, then re-verified.
store.dispatch(restoreSession());
// The user as the server just read them (the page shows them so): fresher than the stored copy.
if (rendered?.user) store.dispatch(profileFetched(rendered.user));
const signedIn = selectIsAuthenticated(store.getState());
// Tells the server whether to render public pages for this browser (only for signed-out visitors).
writeSessionHint(signedIn);
// Remote pages wait for the registry (inlined in the page by the server); the layout renders meanwhile.
startRegistry().catch(() => {
  // A failed registry fetch surfaces on the remote pages (fallback with retry), not here.
});

/**
 * Lets the browser run what is waiting (input, a paint) before the next step of start-up. Start-up is
 * separate tasks rather than one long one (TBT, docs/adr/0037): this module's (the store, i18n, the
 * session); signed in, the api client's; then the app's components, React DOM and the first render
 * (./app/mount-app).
 */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

// Signed in, the chrome and the page both need the api client (RTK Query, the api slice, ~40 ms of
// evaluation with the CPU slowed 4×): it is evaluated, and the server's answers join the store, in a task
// of its own between start-up's two steps rather than inside the first render. Should its chunk fail to
// load, the app still renders (the parts that need it show their own errors).
const apiReady = signedIn
  ? yieldToBrowser()
      .then(() => import('@pitchside/shared-api/client/api'))
      .catch(() => undefined)
  : undefined;

// A document the server rendered carries the global style (the tokens' custom properties, base rules) in
// its styles, which styled-components takes over; one it did not render gets it from here (docs/adr/0045).
// Should its chunk fail to load, the app still renders, unstyled in places, rather than not at all.
const globalStyle = serverRendered
  ? undefined
  : import('@pitchside/shared-ui/global-style').then((module) => module.GlobalStyle, () => undefined);

// A French or Arabic visitor's texts are a chunk away: render once they are in, never English first.
// `eager`: the second step's code is in this chunk already (no request); only its evaluation waits.
void Promise.all([textsReady(i18n), apiReady, globalStyle])
  .then(async ([, , GlobalStyle]) => {
    await yieldToBrowser();
    const { mountApp } = await import(/* webpackMode: "eager" */ './app/mount-app');
    mountApp({ container, store, i18n, publicSettings, hydrate: Boolean(rendered?.hydrates), globalStyle: GlobalStyle });
    // The theme this browser stored wins over the cookie the server read (they differ only before the
    // cookie was first written).
    const stored = readStoredTheme();
    if (serverTheme && stored !== selectTheme(store.getState())) store.dispatch(themeChanged(stored));
    // The installable app (worker, install and update offers) once the page is loaded and idle: never on
    // the first load's critical path (docs/adr/0035). Development serves no worker.
    if (!__DEV__) {
      const startAppWorker = () =>
        void import(/* webpackChunkName: "app-worker" */ './features/app-worker/start-app-worker').then((m) => m.startAppWorker({ store, i18n, documentReads: rendered?.reads }));
      const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(startAppWorker, { timeout: 3000 }) : setTimeout(startAppWorker, 1));
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    }
  });
