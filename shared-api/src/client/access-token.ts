// Reading an access token's claims, without verifying it: pure, with no storage or DOM, so that the offline
// worker (shell/src/sw) reads tokens the same way the page does.
import { isPermission, isRole, type Permission, type Role } from '../contracts/roles.js';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = <T>(value: unknown, guard: (v: unknown) => v is T): T | undefined => (guard(value) ? value : undefined);
export const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

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
