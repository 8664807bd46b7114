import { errors, jwtVerify, SignJWT } from 'jose';
import { ZAccessTokenClaimsSchema, type AccessTokenClaims, type Permission, type Role } from '@pitchside/shared-api/contracts/session-user';
import type { Clock } from '../../lib/clock.js';
import { AppError, MESSAGES, unauthorized } from '../../lib/errors.js';
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

/** HS256 access tokens. Only HS256 is accepted, so `alg: none` and algorithm swaps fail. */
export class AccessTokenService {
  private readonly key: Uint8Array;

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

  /** Throws a 401 AppError: SESSION_EXPIRED for an expired token, UNAUTHORIZED for anything else. */
  async verify(token: string): Promise<AccessTokenClaims> {
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
      return claims.data;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) throw unauthorized(MESSAGES.sessionExpired, AUTH_ERROR_CODES.sessionExpired);
      throw unauthorized();
    }
  }
}
