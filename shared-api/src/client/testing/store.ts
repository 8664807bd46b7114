import { createElement, type ReactElement } from 'react';
import { Provider } from '../hooks.js';
import { createAppStore, type AppStore } from '../store.js';

/** A store like the shell's, without retry delays; unless given a server, calls go to a closed port. */
export function createTestStore(apiBaseUrl = 'http://127.0.0.1:9/api/v1'): AppStore {
  return createAppStore({ apiBaseUrl, retrySleep: async () => undefined });
}

/** Puts a rendered tree under the store's Provider, as the shell does (`wrap` of `renderRoute`). */
export function provideStore(store: AppStore): (tree: ReactElement) => ReactElement {
  return (tree) => createElement(Provider, { store, children: tree });
}
