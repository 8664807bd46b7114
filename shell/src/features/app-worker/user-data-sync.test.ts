import { watchSignedInUser } from './user-data-sync';

function fakeStore(initial: string | null) {
  let user = initial;
  const listeners = new Set<() => void>();
  return {
    set(next: string | null) {
      user = next;
      for (const listener of listeners) listener();
    },
    current: () => user,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

describe("keeping a user's cached data to that user", () => {
  it('clears at start when nobody is signed in', () => {
    const store = fakeStore(null);
    const clear = vi.fn();
    watchSignedInUser(store, store.current, clear);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('clears at sign-out and when another user signs in, not when the same user stays', () => {
    const store = fakeStore('ana');
    const clear = vi.fn();
    watchSignedInUser(store, store.current, clear);
    expect(clear).not.toHaveBeenCalled();
    store.set('ana');
    expect(clear).not.toHaveBeenCalled();
    store.set(null);
    expect(clear).toHaveBeenCalledTimes(1);
    store.set('ben');
    expect(clear).toHaveBeenCalledTimes(1); // signing in after a sign-out: nothing left to clear
    store.set('cleo');
    expect(clear).toHaveBeenCalledTimes(2);
  });
});
