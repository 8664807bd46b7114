import { useEffect, useRef } from 'react';

/**
 * Once `arrived` and `ready` both hold, scrolls the returned element into view and focuses it (it
 * needs `tabIndex={-1}`), so keyboard and screen-reader users land where the link promised.
 */
export function useFocusOnArrival<T extends HTMLElement>(arrived: boolean, ready: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!arrived || !ready || !node) return;
    // jsdom and some older engines lack scrollIntoView; focusing alone still scrolls there.
    if (typeof node.scrollIntoView === 'function') {
      node.scrollIntoView({ block: 'start' });
      node.focus({ preventScroll: true });
    } else {
      node.focus();
    }
  }, [arrived, ready]);
  return ref;
}
