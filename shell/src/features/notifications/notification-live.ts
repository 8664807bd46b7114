import { useSyncExternalStore } from 'react';

/**
 * Whether the live stream is open: while it is, nothing polls (the stream brings every change); when it
 * drops, the bell and the page poll every 30 s again until it is back.
 */
let live = false;
const listeners = new Set<() => void>();

export function setNotificationsLive(next: boolean): void {
  if (live === next) return;
  live = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useNotificationsLive(): boolean {
  return useSyncExternalStore(subscribe, () => live, () => false);
}
