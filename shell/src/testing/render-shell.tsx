/**
 * Renders shell components the way the app does: the one store, the shell's i18n namespace in a fixed
 * language, the design system (theme from the store, toasts) and a memory router. A `location` probe
 * shows where the app navigated.
 */
import type { ReactElement, ReactNode } from 'react';
import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@pitchside/shared-ui/translation';
import { useLocation } from '@pitchside/shared-ui/router';
import { DesignSystemProvider } from '@pitchside/shared-ui/design-system-provider';
import { MemoryRouter, createTestI18n } from '@pitchside/shared-ui/test-utils';
import type { I18n } from '@pitchside/shared-ui/i18n';
import { Provider, useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectTheme } from '@pitchside/shared-api/client/preferences-slice';
import { loginSucceeded } from '@pitchside/shared-api/client/auth-slice';
import { createAppStore, type AppStore } from '@pitchside/shared-api/client/store';
import { inOneHour, makeToken } from '@pitchside/shared-api/client/testing/tokens';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Permission, Role, SessionUser } from '@pitchside/shared-api/contracts/session-user';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ar from '../locales/ar.json';

// Lazy chunks (signed-in actions, sidebar, drawer) are transformed on first import under vitest, which
// can take over the default 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export interface RenderShellOptions {
  store?: AppStore;
  /** Where the router starts (default `/`). */
  route?: string;
  /** Earlier entries of the history, before `route` (for Go Back). */
  history?: string[];
  language?: LanguageCode;
}

export interface RenderShellResult extends RenderResult {
  store: AppStore;
  i18n: I18n;
  user: ReturnType<typeof userEvent.setup>;
}

/** A fresh i18n instance with the shell's texts in a fixed language. */
export function createShellTestI18n(language: LanguageCode = 'en'): I18n {
  return createTestI18n({ language, resources: { en: { shell: en }, fr: { shell: fr }, ar: { shell: ar } }, defaultNS: 'shell' });
}

function ThemedDesignSystem({ children }: { children: ReactNode }) {
  const theme = useAppSelector(selectTheme);
  return <DesignSystemProvider theme={theme}>{children}</DesignSystemProvider>;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderShell(ui: ReactElement, options: RenderShellOptions = {}): RenderShellResult {
  const { store = createAppStore(), route = '/', history = [], language = 'en' } = options;
  const i18n = createShellTestI18n(language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemedDesignSystem>
          <MemoryRouter initialEntries={[...history, route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </ThemedDesignSystem>
      </I18nextProvider>
    </Provider>
  );
  const user = userEvent.setup();
  const result: RenderResult = render(ui, { wrapper: Wrapper });
  return { store, i18n, user, ...result };
}

export const testUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'user-1',
  email: 'lina@example.com',
  role: 'CUSTOMER',
  firstName: 'Lina',
  lastName: 'Haddad',
  profileImage: null,
  emailVerified: true,
  ...over,
});

/** Signs a user in on `store` with an access token carrying `role` and `permissions`. */
export function signIn(store: AppStore, role: Role = 'CUSTOMER', permissions: Permission[] = [], over: Partial<SessionUser> = {}): SessionUser {
  const user = testUser({ role, ...over });
  const accessToken = makeToken({ sub: user.id, role, permissions, exp: inOneHour(), tenantId: 'default-tenant' });
  store.dispatch(loginSucceeded({ user, accessToken }));
  return user;
}

/** Makes `matchMedia` answer `matches` for every query (jsdom has no layout). */
export function mockMatchMedia(matches: boolean): void {
  window.matchMedia = (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
