/**
 * Development harness: runs one remote on its own (`pnpm --filter <remote> dev`) inside the providers the
 * shell renders (store Provider, i18next, design system with the store's theme, browser router) plus a
 * bar indexing its pages. Started only by a remote's `src/dev/bootstrap.ts` (`startStandalone`), never in
 * production; its few labels are English on purpose (a developer tool, never shown to users).
 */
import { StrictMode, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGES } from '@pitchside/shared-api/contracts/language';
import { DesignSystemProvider } from '../design-system-provider/design-system-provider';
import { GlobalStyle } from '../global-style/global-style';
import { changeLanguage, createI18n, currentLanguage, textsReady, type I18n } from '../i18n/i18n';
import { BrowserRouter, Link, Route, Routes } from '../router/router';
import { Spinner } from '../spinner/spinner';
import type { ThemeMode } from '../theme/theme';
import { color, font, radius, space } from '../tokens/tokens';

/** The part of a Redux store the harness reads (shared-ui itself does not depend on Redux). */
export interface StandaloneStore {
  getState(): unknown;
  subscribe(listener: () => void): () => void;
}

export interface StandaloneRoute {
  /** Path as in the shell's route table: `/fields/:id`, `/company/*`. */
  path: string;
  /** Shown in the page index (the page id). */
  label: string;
  element: ReactNode;
  /** Index link when `path` has parameters or a wildcard (default: `path`). */
  href?: string;
}

export interface MountStandaloneOptions<TStore extends StandaloneStore> {
  /** Heading of the index bar, e.g. the remote's federation name. */
  title: string;
  /** The store from `createAppStore`, as the shell builds it. */
  store: TStore;
  /** react-redux's `Provider`, passed in so the remote's own (shared) react-redux instance is used. */
  StoreProvider: ComponentType<{ store: TStore; children: ReactNode }>;
  /** Reads the theme mode from the store's state (`selectTheme` of the preferences slice). */
  selectTheme: (state: ReturnType<TStore['getState']>) => ThemeMode;
  /** Toggles the theme in the store; adds a theme button to the bar. */
  toggleTheme?: () => void;
  /** The instance from `createI18n`, with the remote's namespace registered. */
  i18n: I18n;
  routes: readonly StandaloneRoute[];
  /** Where to render; default `#root`. */
  container?: HTMLElement;
}

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[4]};
  padding: ${space[2]} ${space[4]};
  border-block-end: 1px dashed ${color.borderStrong};
  background: ${color.surfaceMuted};
  font-size: ${font.sizeSm};
`;
const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Chip = styled.button`
  padding: ${space[1]} ${space[2]};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  &[aria-pressed='true'] { border-color: ${color.primary}; color: ${color.primaryText}; }
`;

function PageIndex({ title, routes, toggleTheme }: Pick<MountStandaloneOptions<StandaloneStore>, 'title' | 'routes' | 'toggleTheme'>) {
  // From the hook, not the option: it re-renders the bar when the language changes.
  const { i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <Bar>
      <strong>{title}</strong>
      <nav aria-label="Standalone pages">
        <PageList>
          {routes.map((route) => (
            <li key={route.path}>
              <Link to={route.href ?? route.path}>{route.label}</Link>
            </li>
          ))}
        </PageList>
      </nav>
      <PageList aria-label="Language">
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <Chip lang={language.code} aria-pressed={language.code === active} onClick={() => void changeLanguage(i18n, language.code)}>
              {language.nativeName}
            </Chip>
          </li>
        ))}
      </PageList>
      {toggleTheme && <Chip onClick={toggleTheme}>Toggle theme</Chip>}
    </Bar>
  );
}

function ThemedDesignSystem<TStore extends StandaloneStore>({ store, selectTheme, children }: Pick<MountStandaloneOptions<TStore>, 'store' | 'selectTheme'> & { children: ReactNode }) {
  const theme = useSyncExternalStore(store.subscribe, () => selectTheme(store.getState() as ReturnType<TStore['getState']>));
  // The harness renders in the browser only: the global style comes with it.
  return (
    <DesignSystemProvider theme={theme}>
      <GlobalStyle />
      {children}
    </DesignSystemProvider>
  );
}

/** The harness tree; exported for tests, `mountStandalone` renders it. */
export function StandaloneApp<TStore extends StandaloneStore>(options: Omit<MountStandaloneOptions<TStore>, 'container'>) {
  const { store, StoreProvider, selectTheme, i18n, routes } = options;
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <ThemedDesignSystem store={store} selectTheme={selectTheme}>
            <BrowserRouter>
              <PageIndex title={options.title} routes={routes} toggleTheme={options.toggleTheme} />
              <main>
                <Suspense fallback={<Spinner />}>
                  <Routes>
                    {routes.map((route) => (
                      <Route key={route.path} path={route.path} element={route.element} />
                    ))}
                  </Routes>
                </Suspense>
              </main>
            </BrowserRouter>
          </ThemedDesignSystem>
        </I18nextProvider>
      </StoreProvider>
    </StrictMode>
  );
}

/** Renders the remote's pages standalone; returns `unmount`. */
export function mountStandalone<TStore extends StandaloneStore>({ container, ...options }: MountStandaloneOptions<TStore>): { unmount: () => void } {
  const target = container ?? document.getElementById('root');
  if (!target) throw new Error('mountStandalone: no #root element in index.html');
  const root = createRoot(target);
  root.render(<StandaloneApp {...options} />);
  return { unmount: () => root.unmount() };
}

/** The store side of the harness, as `standaloneClient()` of `@pitchside/shared-api/client/dev/standalone-client` builds it. */
export type StandaloneClient<TStore extends StandaloneStore> = Pick<MountStandaloneOptions<TStore>, 'store' | 'StoreProvider' | 'selectTheme' | 'toggleTheme'>;

export interface StartStandaloneOptions<TStore extends StandaloneStore, TPageId extends string> {
  /** The remote's federation name, shown in the bar. */
  title: string;
  client: StandaloneClient<TStore>;
  /** The remote's `./pages` module: its pages, and how it adds its texts. */
  pages: Record<TPageId, ComponentType>;
  registerTranslations: (i18n: I18n) => Promise<void>;
  /** Its namespace, the default one of the harness's i18next instance. */
  namespace: string;
  /** Where each page is reached, as in the shell's route table; `label` defaults to the page id. */
  routes: readonly { path: string; page: NoInfer<TPageId>; href?: string; label?: string }[];
}

/** A remote's standalone harness: i18n with its texts in the detected language, then its pages mounted. */
export async function startStandalone<TStore extends StandaloneStore, TPageId extends string>(
  options: StartStandaloneOptions<TStore, TPageId>,
): Promise<{ unmount: () => void }> {
  const { title, client, pages, registerTranslations, namespace, routes } = options;
  const i18n = createI18n({ defaultNS: namespace });
  // Render in the detected language from the start, as the shell does.
  await Promise.all([textsReady(i18n), registerTranslations(i18n)]);
  return mountStandalone({
    title,
    ...client,
    i18n,
    routes: routes.map(({ path, page, href, label = page }) => {
      const Page: ComponentType = pages[page];
      return { path, href, label, element: <Page /> };
    }),
  });
}
