// The page's side of the offline worker (shell/src/sw, docs/adr/0035): clearing a user's copies at
// sign-out, and telling a page that what it shows came from the device's copy.
import { useSyncExternalStore } from 'react';
import { USER_CACHES, WORKER_MESSAGES } from '../contracts/offline-caches.js';

/**
 * Deletes the user's cached data from this browser and tells the controlling worker (which then also
 * refuses to store answers to requests sent before). Safe without a worker or Cache Storage.
 */
export async function clearOfflineUserData(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: WORKER_MESSAGES.signedOut });
  const storage = globalThis.caches;
  if (!storage) return;
  await Promise.all(USER_CACHES.map((name) => storage.delete(name).catch(() => false)));
}

// When each API read (its path below /api/v1, without query) was last answered from the device's copy.
const savedCopies = new Map<string, string>();
const listeners = new Set<() => void>();

/** Records an API answer: marked by the worker, it came from the device's copy; otherwise it is fresh. */
export function noteApiAnswer(url: string | undefined, savedAt: string | null | undefined): void {
  if (!url) return;
  const path = apiPathOf(url);
  if (path === null) return;
  const before = savedCopies.get(path);
  if (savedAt) savedCopies.set(path, savedAt);
  else savedCopies.delete(path);
  if (before !== (savedAt || undefined)) for (const listener of listeners) listener();
}

function apiPathOf(url: string): string | null {
  try {
    const { pathname } = new URL(url, 'http://localhost');
    const at = pathname.indexOf('/api/v1/');
    return at === -1 ? null : pathname.slice(at + '/api/v1/'.length);
  } catch {
    return null;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** When the last answer for `path` (e.g. `bookings/<id>`) was fetched, if it came from the device's copy; else null. */
export function savedCopyOf(path: string): string | null {
  return savedCopies.get(path) ?? null;
}

/** `savedCopyOf(path)`, kept current in a component. */
export function useSavedCopy(path: string): string | null {
  return useSyncExternalStore(subscribe, () => savedCopyOf(path), () => null);
}
