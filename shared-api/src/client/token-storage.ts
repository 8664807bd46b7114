import type { SessionUser } from '../contracts/session-user.js';
import { isPermission, isRole, type Permission, type Role } from '../contracts/roles.js';
import { STORAGE_KEYS, readItem, removeItem, writeItem } from './storage.js';
import { writeSessionHint } from './session-hint.js';

// Start-up code: structural checks instead of the zod contracts keep zod off the home page's
// critical path (the stored user was validated by its contract when the server sent it).
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = <T>(value: unknown, guard: (v: unknown) => v is T): T | undefined => (guard(value) ? value : undefined);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

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

/** What the client reads from an access token; unknown roles and permissions are dropped. */
export interface DecodedAccessToken {
  sub?: string;
  role?: Role;
  permissions: Permission[];
  /** Expiry in seconds since the epoch. */
  exp?: number;
  tenantId?: string;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of a JWT without verifying its signature (the server verifies it; the client only
 * uses the claims for display and routing). Returns null for anything that is not a JWT with a JSON payload.
 */
export function decodeAccessToken(token: string | null | undefined): DecodedAccessToken | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (!isRecord(claims)) return null;
    return {
      sub: optional(claims.sub, isString),
      role: optional(claims.role, isRole),
      exp: optional(claims.exp, isNumber),
      tenantId: optional(claims.tenantId, isString),
      permissions: Array.isArray(claims.permissions) ? claims.permissions.filter(isPermission) : [],
    };
  } catch {
    return null;
  }
}

/** Per docs/product/validation.md: a token is expired when it has no exp or exp is earlier than now. */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  const exp = decodeAccessToken(token)?.exp;
  if (exp === undefined) return true;
  return exp * 1000 < now;
}
