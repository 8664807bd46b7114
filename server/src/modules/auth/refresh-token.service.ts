import { randomUUID } from 'node:crypto';
import { AUTH_ERROR_CODES } from '@pitchside/shared-api/contracts/auth';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { MESSAGES, unauthorized } from '../../lib/errors.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { RefreshTokenRepository } from './refresh-token.repository.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Several tabs refreshing with the same cookie at once must not look like token theft. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface IssuedRefreshToken { token: string; familyId: string; expiresAt: Date }

export type RotationResult =
  | { kind: 'rotated'; userId: string; issued: IssuedRefreshToken }
  /** A concurrent duplicate of a rotation that just happened: new access token, cookie unchanged. */
  | { kind: 'grace'; userId: string; familyId: string };

/**
 * Opaque refresh tokens, stored as SHA-256 hashes, rotated on every use. Presenting a token that
 * was rotated longer ago than the grace window is treated as theft: the whole family is revoked.
 */
export class RefreshTokenService {
  constructor(
    private readonly db: Db,
    private readonly repo: RefreshTokenRepository,
    private readonly clock: Clock,
    private readonly graceMs = REFRESH_REUSE_GRACE_MS,
  ) {}

  async issue(userId: string, familyId: string = randomUUID(), exec: Executor = this.db): Promise<IssuedRefreshToken> {
    const now = this.clock.now();
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
    await this.repo.insert({ familyId, userId, tokenHash: hashToken(token), expiresAt, createdAt: now }, exec);
    return { token, familyId, expiresAt };
  }

  async rotate(token: string | undefined): Promise<RotationResult> {
    if (!token) throw unauthorized(MESSAGES.sessionExpired, AUTH_ERROR_CODES.sessionExpired);
    const outcome = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const row = await this.repo.findByHashForUpdate(hashToken(token), tx);
      if (!row || row.revokedAt) return { kind: 'invalid' as const };
      if (row.expiresAt <= now) return { kind: 'invalid' as const };
      if (row.rotatedAt) {
        if (now.getTime() - row.rotatedAt.getTime() <= this.graceMs) {
          return { kind: 'grace' as const, userId: row.userId, familyId: row.familyId };
        }
        // Reuse after rotation: someone else holds a copy. Revoke the family and commit that.
        await this.repo.revokeFamily(row.familyId, now, tx);
        return { kind: 'invalid' as const };
      }
      await this.repo.markRotated(row.id, now, tx);
      const issued = await this.issue(row.userId, row.familyId, tx);
      return { kind: 'rotated' as const, userId: row.userId, issued };
    });
    if (outcome.kind === 'invalid') throw unauthorized(MESSAGES.sessionExpired, AUTH_ERROR_CODES.sessionExpired);
    return outcome;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token) return;
    const row = await this.repo.findByHash(hashToken(token));
    if (row) await this.repo.revokeFamily(row.familyId, this.clock.now());
  }

  async familyOf(token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    return (await this.repo.findByHash(hashToken(token)))?.familyId;
  }

  async revokeAllForUser(userId: string, exceptFamilyId?: string): Promise<void> {
    await this.repo.revokeAllForUser(userId, this.clock.now(), exceptFamilyId);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.repo.revokeFamily(familyId, this.clock.now());
  }
}
