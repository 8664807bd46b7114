/** Local-storage keys, all with the product prefix (docs/product/constants.md). The refresh token has none: it is an httpOnly cookie. */
export const STORAGE_KEYS = {
  accessToken: 'pitchside_access_token',
  user: 'pitchside_user',
  theme: 'pitchside_theme',
} as const;

/**
 * The browser's localStorage, or null where it is missing or throws on access
 * (server-side rendering, Node, privacy modes that block storage).
 */
export function safeStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    return storage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return safeStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes are best effort: a full or blocked storage must never break a state transition. */
export function writeItem(key: string, value: string): void {
  try {
    safeStorage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the in-memory state still holds the value.
  }
}

export function removeItem(key: string): void {
  try {
    safeStorage()?.removeItem(key);
  } catch {
    // Storage blocked: nothing to remove.
  }
}

/** Cookie lifetime of a preference the server reads to render the first paint (one year). */
const PREFERENCE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Writes (or, with null, removes) a first-party cookie the server reads to render the first paint.
 * Not a secret and never one: JavaScript writes it, and the server only uses it to choose markup.
 */
export function writeCookie(name: string, value: string | null): void {
  try {
    const attributes = `Path=/; SameSite=Lax; Max-Age=${value === null ? 0 : PREFERENCE_COOKIE_SECONDS}`;
    globalThis.document.cookie = `${name}=${encodeURIComponent(value ?? '')}; ${attributes}`;
  } catch {
    // No document (server, tests) or cookies disabled: the next first paint is just not tailored.
  }
}
