import { useSyncExternalStore } from 'react';
import { breakpoints } from '../tokens/tokens';

/** The design system's phone breakpoint (`media.phone`). */
const PHONE_QUERY = `(max-width: ${breakpoints.phoneMax}px)`;

const queryList = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const list = queryList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the viewport is phone-wide, kept up to date; false on the server and while hydrating. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, () => queryList()?.matches ?? false, () => false);
}
