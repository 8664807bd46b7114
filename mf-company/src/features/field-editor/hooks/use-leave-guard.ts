import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from '@pitchside/shared-ui/router';

/** Where a blocked departure was going: an in-app path, or a step through the browser history. */
export type PendingLeave = { path: string } | { historyDelta: number };

/** Position of the current entry in the router's history (react-router keeps it in `history.state.idx`). */
const historyIndex = (): number | undefined => {
  const index: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : undefined;
};

function linkTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === `${window.location.pathname}${window.location.search}${window.location.hash}` ? undefined : path;
}

/**
 * Keeps unsaved work from being lost. While `dirty`: closing or reloading the tab asks the browser's
 * own question; following an in-app link or going back/forward is held and `pending` is set, so the
 * page can ask (discard dialog), then `proceed()` or `stay()`. The shell's router is not a data router,
 * so react-router's `useBlocker` is not available; links and history steps are intercepted here.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingLeave | null>(null);
  const dirtyRef = useRef(dirty);
  const released = useRef(false);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const armed = () => dirtyRef.current && !released.current;
  const indexRef = useRef<number | undefined>(undefined);
  const restoring = useRef(false);

  useEffect(() => {
    if (!dirty) return undefined;
    indexRef.current = historyIndex();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!armed()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const path = armed() ? linkTarget(event) : undefined;
      if (!path) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ path });
    };
    // Capturing on window runs before the router's own listener, so the step can be undone unseen.
    const onPopState = (event: PopStateEvent) => {
      if (restoring.current) {
        restoring.current = false;
        event.stopImmediatePropagation();
        return;
      }
      if (!armed()) return;
      event.stopImmediatePropagation();
      const to = historyIndex();
      const delta = to !== undefined && indexRef.current !== undefined ? to - indexRef.current : -1;
      restoring.current = true;
      window.history.go(-delta);
      setPending({ historyDelta: delta });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [dirty]);

  /** Leaves without asking (after saving, or once the owner chose to discard). */
  const leave = useCallback(
    (to: PendingLeave) => {
      released.current = true;
      setPending(null);
      if ('path' in to) void navigate(to.path);
      else window.history.go(to.historyDelta);
    },
    [navigate],
  );

  const proceed = useCallback(() => {
    if (pending) leave(pending);
  }, [pending, leave]);
  const stay = useCallback(() => setPending(null), []);
  /** Asks before leaving for `path` when there is something to lose; leaves at once otherwise. */
  const request = useCallback((path: string) => (armed() ? setPending({ path }) : leave({ path })), [leave]);

  return { pending, proceed, stay, request, leave };
}
