// The page's side of the installable, offline app (docs/adr/0035), loaded after the page is interactive
// (bootstrap.tsx): registers the worker (/sw.js), offers its updates, keeps the browser's install prompt,
// keeps the user's cached data to the user, and points the manifest at the user's language.
import { Workbox } from 'workbox-window';
import { currentLanguage, isLanguageCode, type I18n } from '@pitchside/shared-ui/i18n';
import { notify } from '@pitchside/shared-ui/toaster';
import { keepInstallPrompt, reportInstallOutcomes, type InstallOutcome, type InstallPromptEvent } from '@pitchside/shared-api/client/app-install';
import { selectCurrentUser, type AuthRootState } from '@pitchside/shared-api/client/auth-slice';
import { clearOfflineUserData } from '@pitchside/shared-api/client/offline-data';
import { WARM_MESSAGE } from '../../sw/warm';
import { APP_NS, addAppTexts } from './app-texts';
import { applyManifestLanguage } from './manifest-link';
import { showUpdateToast } from './update-toast';
import { watchSignedInUser } from './user-data-sync';
import { keepDocumentAnswers } from './keep-document-answers';

/** How often an open app asks whether a new version was deployed (besides navigations and tab returns). */
export const UPDATE_CHECK_MS = 30 * 60_000;
export const INSTALL_TOAST_ID = 'app-install';

interface StoreLike {
  getState(): AuthRootState;
  subscribe(listener: () => void): () => void;
}

const INSTALL_TOASTS: Record<InstallOutcome, { kind: 'success' | 'error' | 'info'; key: string } | null> = {
  accepted: { kind: 'info', key: 'installStarted' },
  dismissed: null,
  unavailable: { kind: 'error', key: 'installUnavailable' },
  failed: { kind: 'error', key: 'installFailed' },
};

/**
 * `documentReads`: the API reads whose answers the page's server-rendered document carried (ADR 0036); the
 * worker is given its own copy of the offline ones among them once it controls the page.
 */
export function startAppWorker({ store, i18n, documentReads = [] }: { store: StoreLike; i18n: I18n; documentReads?: readonly string[] }): void {
  const t = (key: string) => i18n.t(key, { ns: APP_NS });
  void addAppTexts(i18n).catch(() => undefined);

  // The manifest in the user's language, now and whenever it changes.
  applyManifestLanguage(currentLanguage(i18n));
  i18n.on('languageChanged', (code: string) => {
    if (isLanguageCode(code)) applyManifestLanguage(code);
  });

  // Copies of a user's data live only while that user is signed in on this browser.
  watchSignedInUser(store, () => selectCurrentUser(store.getState())?.id ?? null, () => void clearOfflineUserData());

  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // offered from the account menu and the home page instead of the browser's bar
    keepInstallPrompt(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    keepInstallPrompt(null);
    notify.success(t('installed'), { id: INSTALL_TOAST_ID });
  });
  reportInstallOutcomes((outcome) => {
    const toast = INSTALL_TOASTS[outcome];
    if (toast) notify[toast.kind](t(toast.key), { id: INSTALL_TOAST_ID });
  });

  if (!('serviceWorker' in navigator)) return;
  const keepAnswers = () => keepDocumentAnswers(documentReads);
  if (navigator.serviceWorker.controller) keepAnswers();
  const worker = new Workbox('/sw.js', { scope: '/' });
  // A new version installed while an older one controls this page: the user chooses when to switch.
  worker.addEventListener('waiting', () => {
    showUpdateToast(t('updateAvailable'), () => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    });
  });
  // The first worker takes control of a page it did not load: it keeps what the page loaded already.
  worker.addEventListener('controlling', (event) => {
    if (event.isUpdate) return;
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    navigator.serviceWorker.controller?.postMessage({ type: WARM_MESSAGE, urls, page: window.location.href });
    keepAnswers();
  });
  void worker.register({ immediate: true }).catch(() => undefined);
  const checkForUpdate = () => void worker.update().catch(() => undefined);
  window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
