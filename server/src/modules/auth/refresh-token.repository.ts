import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';

export interface RefreshTokenRecord {
  id: string;
  familyId: string;
  userId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

export class RefreshTokenRepository {
  constructor(readonly db: Db) {}

  async insert(
    values: { familyId: string; userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
    exec: Executor = this.db,
  ): Promise<void> {
    await exec.insert(refreshTokens).values(values);
  }

  /** Locks the row so concurrent refreshes of one token are decided one after the other. */
  async findByHashForUpdate(tokenHash: string, exec: Executor): Promise<RefreshTokenRecord | undefined> {
    const [row] = await exec
      .select({
        id: refreshTokens.id, familyId: refreshTokens.familyId, userId: refreshTokens.userId,
        expiresAt: refreshTokens.expiresAt, rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update')
      .limit(1);
    return row;
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const [row] = await this.db
      .select({
        id: refreshTokens.id, familyId: refreshTokens.familyId, userId: refreshTokens.userId,
        expiresAt: refreshTokens.expiresAt, rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  async markRotated(id: string, at: Date, exec: Executor): Promise<void> {
    await exec.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id));
  }

  /** The user of a session (a token family) still in force at `now`: its current token neither rotated, revoked nor expired. */
  async liveFamilyUser(familyId: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), isNull(refreshTokens.rotatedAt), gt(refreshTokens.expiresAt, now)))
      .limit(1);
    return row?.userId;
  }

  async revokeFamily(familyId: string, at: Date, exec: Executor = this.db): Promise<void> {
    await exec
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeAllForUser(userId: string, at: Date, exceptFamilyId?: string, exec: Executor = this.db): Promise<void> {
    const scope = exceptFamilyId
      ? and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, exceptFamilyId))
      : eq(refreshTokens.userId, userId);
    await exec.update(refreshTokens).set({ revokedAt: at }).where(and(scope, isNull(refreshTokens.revokedAt)));
  }
}
