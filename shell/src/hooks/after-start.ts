const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/** Runs `callback` once the page has loaded (its load event) and the browser is idle, `timeout` ms at most after. */
export function whenLoadedAndIdle(callback: () => void, timeout: number): void {
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => callback(), { timeout }) : setTimeout(callback, 1));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

let started: Promise<void> | undefined;

/**
 * Settles once the page has started: loaded and idle (1 s at most after its load event), or at the first
 * press or key anywhere, whichever comes first. What the page's own content does not need to become
 * interactive waits for it — the signed-in chrome's menus and sidebar (docs/adr/0041): their server-rendered
 * markup shows meanwhile and hydrates when their code arrives. On the server, and for every later
 * navigation, it is settled already.
 */
export function afterPageStart(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  started ??= new Promise<void>((resolve) => {
    const start = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
    whenLoadedAndIdle(start, 1_000);
  });
  return started;
}
