/**
 * Test helpers shared by every package: `renderWithProviders` renders a component inside the design
 * system (theme, direction, toasts) and a fresh i18n instance, in the language of your choice;
 * `renderRoute` also mounts it at a route of a memory router, as the shell mounts a remote's page.
 */
import type { ReactElement, ReactNode, RefObject } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { DesignSystemProvider } from '../design-system-provider/design-system-provider';
import { GlobalStyle } from '../global-style/global-style';
import { createI18n, UI_NAMESPACE, type CreateI18nOptions, type I18n } from '../i18n/i18n';
import uiFr from '../locales/fr.json';
import uiAr from '../locales/ar.json';
import { Route, Routes, useLocation } from '../router/router';
import type { ThemeMode } from '../theme/theme';
import './dom-polyfills';

/** For tests only: the router facade leaves it out, since no page of the app needs it. */
export { MemoryRouter };

export interface ProvidersOptions {
  /** Language of the i18n instance (default `en`); `ar` also makes the document RTL. */
  language?: LanguageCode;
  theme?: ThemeMode;
  /** Your package's namespaces, as given to `createI18n`. */
  resources?: CreateI18nOptions['resources'];
  defaultNS?: string;
}

/**
 * A fresh, initialised i18n instance with a fixed language (no detection from the test's state). The
 * design system's texts are bundled in every language here (the app loads French and Arabic on demand),
 * so a test renders in its language at once, as the app does after its texts are loaded.
 */
export function createTestI18n({ language = 'en', resources = {}, defaultNS }: ProvidersOptions = {}): I18n {
  const bundled = {
    ...resources,
    fr: { [UI_NAMESPACE]: uiFr, ...resources.fr },
    ar: { [UI_NAMESPACE]: uiAr, ...resources.ar },
  };
  return createI18n({ lng: language, resources: bundled, defaultNS });
}

export interface RenderWithProvidersResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  i18n: I18n;
}

/** Renders `ui` inside `DesignSystemProvider` (with the global style) and an `I18nextProvider`; returns a `user` for events. */
export function renderWithProviders(
  ui: ReactElement,
  options: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
): RenderWithProvidersResult {
  const { language, theme = 'light', resources, defaultNS, ...renderOptions } = options;
  const i18n = createTestI18n({ language, resources, defaultNS });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <DesignSystemProvider theme={theme}>
        <GlobalStyle />
        {children}
      </DesignSystemProvider>
    </I18nextProvider>
  );
  const user = userEvent.setup();
  return { user, i18n, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

export interface RenderRouteOptions extends ProvidersOptions, Omit<RenderOptions, 'wrapper'> {
  /** URL the router starts at (default `/`), or that entry with its history state. */
  path?: string | { pathname: string; search?: string; state?: unknown };
  /** Route pattern the page is mounted at, as in the shell's route table (default `*`). */
  route?: string;
  /**
   * Wraps the router, e.g. in the store's Provider (`provideStore` of
   * `@pitchside/shared-api/client/testing/store`): shared-ui itself does not depend on the store.
   */
  wrap?: (tree: ReactElement) => ReactElement;
}

/** The router's current path, rendered beside the page so tests can follow navigation; `into` gets its query too. */
function CurrentPath({ into }: { into: RefObject<string> }) {
  const { pathname, search } = useLocation();
  into.current = `${pathname}${search}`;
  return <output aria-label="Current path">{pathname}</output>;
}

export interface RenderRouteResult extends RenderWithProvidersResult {
  /** Where the router is now: path and query, `/bookings?tab=past`. */
  location: () => string;
}

/** Renders `page` as the shell mounts it: at `route` of a router started at `path`, inside the providers. */
export function renderRoute(page: ReactElement, options: RenderRouteOptions = {}): RenderRouteResult {
  const { path = '/', route = '*', wrap = (tree) => tree, ...providers } = options;
  const location: RefObject<string> = { current: '' };
  const result = renderWithProviders(
    wrap(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          {/* Elsewhere (the page navigated away) nothing renders, as in the shell's other routes. */}
          {route !== '*' && <Route path="*" element={null} />}
        </Routes>
        <CurrentPath into={location} />
      </MemoryRouter>,
    ),
    providers,
  );
  return { ...result, location: () => location.current };
}
