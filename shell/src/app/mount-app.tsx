import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import type { PublicPlatformSettings } from '@pitchside/shared-api/contracts/admin';
import type { AppStore } from '@pitchside/shared-api/client/store';
import { AppProviders, type GlobalStyleComponent } from './providers';
import { App } from './app';

export interface MountOptions {
  container: HTMLElement;
  store: AppStore;
  i18n: I18n;
  publicSettings: PublicPlatformSettings | undefined;
  /** The page was rendered by the server for the session this browser holds: hydrate it. */
  hydrate: boolean;
  /** For a document the server did not render, which therefore lacks it: the global style. */
  globalStyle?: GlobalStyleComponent;
}

/**
 * Renders the app into `#root`. Start-up's second step (src/bootstrap.tsx): this module, React DOM and the
 * app's components are evaluated only now, in a task of their own.
 */
export function mountApp({ container, store, i18n, publicSettings, hydrate, globalStyle }: MountOptions): void {
  const app = (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} globalStyle={globalStyle}>
        <App publicSettings={publicSettings} />
      </AppProviders>
    </StrictMode>
  );
  // A page rendered for the session this browser holds, or for a signed-out visitor, is hydrated; any
  // other (a session the server did not know of, another user's page) is rendered afresh. As a
  // transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread until the whole page is done (an input on the page still hydrates its part at once).
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
