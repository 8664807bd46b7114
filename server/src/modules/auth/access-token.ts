import { errors, jwtVerify, SignJWT } from 'jose';
import { ZAccessTokenClaimsSchema, type AccessTokenClaims, type Permission, type Role } from '@pitchside/shared-api/contracts/session-user';
import type { Clock } from '../../lib/clock.js';
import { DomainError, MESSAGES, unauthorized } from '../../lib/errors.js';
import { AUTH_ERROR_CODES } from '@pitchside/shared-api/contracts/auth';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'pitchside';
const AUDIENCE = 'pitchside-api';

export interface AccessTokenSubject {
  userId: string;
  role: Role;
  permissions: Permission[];
  tenantId: string;
}

/** How many verified tokens are remembered (about 1 KB each). */
const VERIFIED_CACHE_SIZE = 10_000;

/** HS256 access tokens. Only HS256 is accepted, so `alg: none` and algorithm swaps fail. */
export class AccessTokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims were verified, with their claims: a client sends the same token with
   * every request until it expires, and checking its signature again each time costs a round trip through
   * the crypto thread pool. Only the exact token text verified before is found here; its expiry is still
   * checked at each use. Oldest first (a Map keeps insertion order).
   */
  private readonly verified = new Map<string, AccessTokenClaims>();

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(subject: AccessTokenSubject): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ role: subject.role, permissions: subject.permissions, tenantId: subject.tenantId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.key);
  }

  /** Throws a 401 DomainError: SESSION_EXPIRED for an expired token, UNAUTHORIZED for anything else. */
  async verify(token: string): Promise<AccessTokenClaims> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: expired once `exp` is not after the current second.
      if (known.exp > Math.floor(this.clock.now().getTime() / 1000)) return known;
      this.verified.delete(token);
      throw unauthorized(MESSAGES.sessionExpired, AUTH_ERROR_CODES.sessionExpired);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: this.clock.now(),
      });
      if (payload.typ !== 'access') throw unauthorized();
      const claims = ZAccessTokenClaimsSchema.safeParse(payload);
      if (!claims.success) throw unauthorized();
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims.data);
      return claims.data;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof errors.JWTExpired) throw unauthorized(MESSAGES.sessionExpired, AUTH_ERROR_CODES.sessionExpired);
      throw unauthorized();
    }
  }
}
