import { act, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from '../router/router';
import { createTestI18n } from '../testing/render';
import type { ThemeMode } from '../theme/theme';
import { mountStandalone, startStandalone } from './standalone';

interface State {
  preferences: { theme: ThemeMode };
}

/** A minimal store with the Redux subscribe contract. */
function createStore(theme: ThemeMode) {
  let state: State = { preferences: { theme } };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTheme: (next: ThemeMode) => {
      state = { preferences: { theme: next } };
      listeners.forEach((listener) => listener());
    },
  };
}
type TestStore = ReturnType<typeof createStore>;

const providedStores: TestStore[] = [];
function StoreProvider({ store, children }: { store: TestStore; children: ReactNode }) {
  providedStores.push(store);
  return <>{children}</>;
}

function FieldPage() {
  const { id } = useParams();
  return <h1>Field {id}</h1>;
}

function mount(path = '/') {
  window.history.pushState({}, '', path);
  const store = createStore('dark');
  const i18n = createTestI18n();
  const container = document.body.appendChild(document.createElement('div'));
  let unmount = () => undefined as void;
  act(() => {
    ({ unmount } = mountStandalone({
      title: 'mf_test',
      store,
      StoreProvider,
      selectTheme: (state) => state.preferences.theme,
      toggleTheme: () => store.setTheme(store.getState().preferences.theme === 'dark' ? 'light' : 'dark'),
      i18n,
      container,
      routes: [
        { path: '/', label: 'landing', element: <h1>Landing</h1> },
        { path: '/fields/:id', label: 'field-details', href: '/fields/demo', element: <FieldPage /> },
      ],
    }));
  });
  return { store, i18n, unmount: () => act(() => unmount()) };
}

describe('mountStandalone', () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => {
    cleanup?.();
    cleanup = undefined;
  });

  it('renders the page of the current URL inside the given store provider', () => {
    const { store, unmount } = mount('/fields/42');
    cleanup = unmount;
    expect(screen.getByRole('heading', { level: 1, name: 'Field 42' })).toBeInTheDocument();
    expect(providedStores.at(-1)).toBe(store);
  });

  it('indexes every page and navigates with the router', async () => {
    const { unmount } = mount('/');
    cleanup = unmount;
    const index = screen.getByRole('navigation', { name: 'Standalone pages' });
    expect(index).toContainElement(screen.getByRole('link', { name: 'field-details' }));
    expect(screen.getByRole('link', { name: 'field-details' })).toHaveAttribute('href', '/fields/demo');
    await userEvent.click(screen.getByRole('link', { name: 'field-details' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Field demo' })).toBeInTheDocument();
  });

  it('applies the theme from the store and follows its changes', async () => {
    const { unmount } = mount('/');
    cleanup = unmount;
    expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it('switches the language of the shared i18n instance', async () => {
    const { i18n, unmount } = mount('/');
    cleanup = unmount;
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('startStandalone', () => {
  it("adds the remote's texts, then mounts each page at its route, labelled by its id", async () => {
    window.history.pushState({}, '', '/fields/7');
    const store = createStore('light');
    const container = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    const registered: string[] = [];
    const started = await act(() =>
      startStandalone({
        title: 'mf_test',
        client: { store, StoreProvider, selectTheme: (state) => state.preferences.theme },
        pages: { landing: () => <h1>Landing</h1>, 'field-details': FieldPage },
        registerTranslations: async (i18n) => {
          registered.push(i18n.options.defaultNS as string);
        },
        namespace: 'test',
        routes: [
          { path: '/', page: 'landing' },
          { path: '/fields/:id', page: 'field-details', href: '/fields/demo', label: 'field (details)' },
        ],
      }),
    );
    expect(registered).toEqual(['test']);
    expect(screen.getByRole('heading', { level: 1, name: 'Field 7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'landing' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'field (details)' })).toHaveAttribute('href', '/fields/demo');
    act(() => started.unmount());
    container.remove();
  });
});
