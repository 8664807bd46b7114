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

interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  /** The router around the app: the browser's history, or on the server the URL being rendered. */
  router?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

/** Everything a page relies on: the one store, i18n, theme and router. Only the shell renders it. */
export function AppProviders({ store, i18n, router: Router = BrowserRouter, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemedDesignSystem>
          <Router>{children}</Router>
        </ThemedDesignSystem>
      </I18nextProvider>
    </Provider>
  );
}
