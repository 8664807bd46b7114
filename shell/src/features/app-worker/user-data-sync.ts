/**
 * Calls `clear` whenever no user, or a different user, is signed in than before — and once at start when
 * nobody is signed in (a sign-out in a tab that is gone, or a session that ended while the app was closed).
 */
export function watchSignedInUser(
  store: { subscribe(listener: () => void): () => void },
  currentUserId: () => string | null,
  clear: () => void,
): () => void {
  let previous = currentUserId();
  if (previous === null) clear();
  return store.subscribe(() => {
    const now = currentUserId();
    if (now === previous) return;
    const signedOutOrSwitched = previous !== null;
    previous = now;
    if (signedOutOrSwitched) clear();
  });
}
