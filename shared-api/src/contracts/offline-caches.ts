// What the page and the offline worker (shell/src/sw) agree on: the names of the caches, the messages the
// page posts to the worker, and the header that marks an answer read from the device's copy
// (docs/adr/0035). No dependency: the worker imports this file.

/** Every cache of the platform's worker starts with this. */
export const CACHE_PREFIX = 'pitchside-';
export const OFFLINE_CACHES = {
  immutable: `${CACHE_PREFIX}immutable`,
  pointers: `${CACHE_PREFIX}pointers`,
  documents: `${CACHE_PREFIX}documents`,
  personal: `${CACHE_PREFIX}personal`,
  /** Whose data the personal cache holds. */
  owner: `${CACHE_PREFIX}owner`,
} as const;

/** The caches that hold one user's data: emptied at sign-out and when another user signs in. */
export const USER_CACHES: readonly string[] = [OFFLINE_CACHES.personal, OFFLINE_CACHES.documents, OFFLINE_CACHES.owner];

/** Set by the worker on an answer read from the device's copy: when that copy was fetched (ISO, UTC). */
export const SAVED_AT_HEADER = 'x-pitchside-saved-at';

/**
 * Asks the server for the page's document without anyone's data in it (not rendered for the signed-in
 * user, docs/adr/0036): the copy the worker keeps for offline use. A page rendered with the user's data
 * (`Cache-Control: private, no-store`) is never kept.
 */
export const PLAIN_DOCUMENT_HEADER = 'x-pitchside-plain-document';

/** Messages the page posts to the worker. */
export const WORKER_MESSAGES = {
  /** Activate a waiting worker now (the user accepted the update). */
  skipWaiting: 'SKIP_WAITING',
  /** The user signed out: drop every copy of their data, and any answer still in flight for them. */
  signedOut: 'SIGNED_OUT',
} as const;

