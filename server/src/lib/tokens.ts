import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random, URL-safe: the value handed out (cookie, mail link). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of the token: a database leak yields nothing usable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
