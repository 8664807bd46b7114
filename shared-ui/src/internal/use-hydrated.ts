import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates markup the server rendered (and on the server), true otherwise — including
 * a first render in the browser with nothing to hydrate. For what must not work before the page's code
 * does: a form submitted before it would post natively, with its fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
