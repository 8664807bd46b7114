import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { textsReady } from '@pitchside/shared-ui/i18n';
import { createAppStore } from '@pitchside/shared-api/client/store';
import { restoreSession } from '@pitchside/shared-api/client/auth-slice';
import { AppProviders } from './app/providers';
import { App } from './app/app';
import { createShellI18n } from './app/i18n';
import { navigateOutsideReact } from './app/navigation';
import { startRegistry } from './features/remotes/federation';

const i18n = createShellI18n();
const store = createAppStore({ onSessionExpired: () => navigateOutsideReact('/login') });
// Spec §4 startup: a stored user with an access token is signed in at once, then re-verified.
store.dispatch(restoreSession());
// Remote pages wait for the registry; the layout renders meanwhile.
startRegistry().catch(() => {
  // A failed registry fetch surfaces on the remote pages (fallback with retry), not here.
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A French or Arabic visitor's texts are a chunk away: render once they are in, never English first.
void textsReady(i18n).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <App />
      </AppProviders>
    </StrictMode>,
  ),
);
