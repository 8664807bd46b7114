// The store of a remote's standalone harness (`startStandalone` of @pitchside/shared-ui/standalone), built
// as the shell builds its own. Development only: a remote's `src/dev/bootstrap.ts` imports it, its pages
// never do (no module in a folder of client/ is shared, deploy/build/shared-deps.cjs).
import { restoreSession } from '../auth-slice.js';
import { Provider } from '../hooks.js';
import { selectTheme, themeToggled } from '../preferences-slice.js';
import { createAppStore } from '../store.js';

/** The session restored from storage; a session that expires sends the browser to `signInPath`. */
export function standaloneClient({ signInPath = '/' }: { signInPath?: string } = {}) {
  const store = createAppStore({ onSessionExpired: () => window.location.assign(signInPath) });
  store.dispatch(restoreSession());
  return { store, StoreProvider: Provider, selectTheme, toggleTheme: () => store.dispatch(themeToggled()) };
}
