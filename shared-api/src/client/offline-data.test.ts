import { OFFLINE_CACHES, WORKER_MESSAGES } from '../contracts/offline-caches';
import { clearOfflineUserData, noteApiAnswer, savedCopyOf } from './offline-data';

describe("answers read from the device's copy", () => {
  it('are marked with when the copy was fetched, until a fresh answer comes', () => {
    expect(savedCopyOf('bookings/b-1')).toBeNull();
    noteApiAnswer('http://localhost/api/v1/bookings/b-1', '2026-11-28T09:00:00.000Z');
    expect(savedCopyOf('bookings/b-1')).toBe('2026-11-28T09:00:00.000Z');
    // Another read does not touch this one.
    noteApiAnswer('http://localhost/api/v1/bookings?tab=upcoming', null);
    expect(savedCopyOf('bookings/b-1')).toBe('2026-11-28T09:00:00.000Z');
    noteApiAnswer('http://localhost/api/v1/bookings/b-1', null);
    expect(savedCopyOf('bookings/b-1')).toBeNull();
  });

  it('are keyed by their path below /api/v1, without the query', () => {
    noteApiAnswer('https://api.example/api/v1/bookings?tab=past&page=2', '2026-11-27T20:00:00.000Z');
    expect(savedCopyOf('bookings')).toBe('2026-11-27T20:00:00.000Z');
    noteApiAnswer('https://api.example/other/path', null);
    noteApiAnswer(undefined, null);
    expect(savedCopyOf('bookings')).toBe('2026-11-27T20:00:00.000Z');
  });
});

describe('clearing the user data at sign-out', () => {
  const original = { caches: globalThis.caches, serviceWorker: navigator.serviceWorker };
  afterEach(() => {
    Object.defineProperty(globalThis, 'caches', { value: original.caches, configurable: true });
    Object.defineProperty(navigator, 'serviceWorker', { value: original.serviceWorker, configurable: true });
  });

  it("deletes the user caches, tells the worker, and leaves the app's files", async () => {
    const names = new Set<string>(Object.values(OFFLINE_CACHES));
    Object.defineProperty(globalThis, 'caches', { value: { delete: async (name: string) => names.delete(name) }, configurable: true });
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: { postMessage } }, configurable: true });
    await clearOfflineUserData();
    expect([...names].sort()).toEqual([OFFLINE_CACHES.immutable, OFFLINE_CACHES.pointers].sort());
    expect(postMessage).toHaveBeenCalledWith({ type: WORKER_MESSAGES.signedOut });
  });

  it('does nothing where there is no worker or Cache Storage', async () => {
    Object.defineProperty(globalThis, 'caches', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true });
    await expect(clearOfflineUserData()).resolves.toBeUndefined();
  });
});
