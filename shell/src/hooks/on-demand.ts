import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';

/**
 * A popup whose code loads when it is first wanted instead of with the page: the top bar's menus keep their
 * Radix code (~35 KB gzip) off every signed-in first load. A sign of intent (pointer over the button, focus,
 * a press) fetches the module; the click that opens the popup swaps the plain button for the popup's own
 * trigger, opened. Until that click the DOM does not change under the user. A failed load (offline) leaves
 * the plain button, and the next click tries again.
 */
export function useOnDemandPopup<T>(load: () => Promise<T>, onOpen: () => void) {
  const [module, setModule] = useState<T | null>(null);
  const [hadFocus, setHadFocus] = useState(false);
  const pending = useRef<Promise<T | null> | null>(null);
  const fetchModule = useCallback(() => {
    pending.current ??= load().catch(() => {
      pending.current = null;
      return null;
    });
    return pending.current;
  }, [load]);
  const preload = () => void fetchModule();
  const trigger = {
    onPointerEnter: preload,
    onPointerDown: preload,
    onFocus: preload,
    onClick: (event: MouseEvent<HTMLElement>) => {
      const focused = event.currentTarget === document.activeElement;
      void fetchModule().then((loaded) => {
        if (!loaded) return;
        setHadFocus(focused);
        setModule(() => loaded);
        onOpen();
      });
    },
  };
  return { module, trigger, hadFocus };
}

/**
 * In the loaded popup: its trigger replaces the plain button in the DOM; if the plain one had focus, the
 * new one takes it (the popup then moves focus inside, and gives it back to this trigger when it closes).
 */
export function useTakeOverFocus(trigger: RefObject<HTMLElement | null>, hadFocus: boolean): void {
  useLayoutEffect(() => {
    // Only when the popup first replaces the plain button, hence no dependencies.
    if (hadFocus) trigger.current?.focus();
  }, []);
}
