import type { ComponentType, ReactNode } from 'react';
import { I18nextProvider } from '@pitchside/shared-ui/translation';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from '@pitchside/shared-ui/router';
import { DesignSystemProvider } from '@pitchside/shared-ui/design-system-provider';
import { Provider, useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectTheme } from '@pitchside/shared-api/client/preferences-slice';
import type { AppStore } from '@pitchside/shared-api/client/store';

function ThemedDesignSystem({ children }: { children: ReactNode }) {
  const theme = useAppSelector(selectTheme);
  return <DesignSystemProvider theme={theme}>{children}</DesignSystemProvider>;
}

/** The global style component (`@pitchside/shared-ui/global-style`). */
export type GlobalStyleComponent = ComponentType;

interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  /** The router around the app: the browser's history, or on the server the URL being rendered. */
  router?: ComponentType<{ children: ReactNode }>;
  /**
   * The global style (token variables, base rules): rendered on the server, and in the browser only for a
   * document the server did not render — one it did carries the style already (docs/adr/0045).
   */
  globalStyle?: GlobalStyleComponent;
  children: ReactNode;
}

/** Everything a page relies on: the one store, i18n, theme and router. Only the shell renders it. */
export function AppProviders({ store, i18n, router: Router = BrowserRouter, globalStyle: GlobalStyle, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemedDesignSystem>
          {GlobalStyle && <GlobalStyle />}
          <Router>{children}</Router>
        </ThemedDesignSystem>
      </I18nextProvider>
    </Provider>
  );
}
