import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '@pitchside/shared-ui/tokens';

/** Phones (the design system's phone breakpoint). */
export const PHONE_QUERY = `(max-width: ${breakpoints.phoneMax}px)`;

/** Whether a media query matches, kept up to date; false when rendered on the server. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
