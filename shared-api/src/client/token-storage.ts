import type { SessionUser } from '../contracts/session-user.js';
import { isRole } from '../contracts/roles.js';
import { isRecord, isString } from './access-token.js';
import { STORAGE_KEYS, readItem, removeItem, writeItem } from './storage.js';
import { writeSessionHint } from './session-hint.js';

// Start-up code: structural checks instead of the zod contracts keep zod off the home page's
// critical path (the stored user was validated by its contract when the server sent it).
function isSessionUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    isString(value.id) &&
    isString(value.email) &&
    value.email.includes('@') &&
    isRole(value.role) &&
    isString(value.firstName) &&
    isString(value.lastName) &&
    typeof value.emailVerified === 'boolean' &&
    (value.profileImage === undefined || value.profileImage === null || isString(value.profileImage))
  );
}

export function getAccessToken(): string | null {
  const token = readItem(STORAGE_KEYS.accessToken);
  return token ? token : null;
}

export function setAccessToken(token: string): void {
  writeItem(STORAGE_KEYS.accessToken, token);
}

/** The stored user, validated; a corrupt or outdated entry is removed and null returned. */
export function getStoredUser(): SessionUser | null {
  const raw = readItem(STORAGE_KEYS.user);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSessionUser(parsed)) return parsed;
  } catch {
    // Not JSON: fall through and drop it.
  }
  removeItem(STORAGE_KEYS.user);
  return null;
}

export function setStoredUser(user: SessionUser): void {
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
  writeSessionHint(true);
}

/** Removes the access token and user. The refresh cookie is the server's to revoke (POST /auth/logout). */
export function clearSession(): void {
  removeItem(STORAGE_KEYS.accessToken);
  removeItem(STORAGE_KEYS.user);
  writeSessionHint(false);
}

export { decodeAccessToken, isTokenExpired, type DecodedAccessToken } from './access-token.js';
