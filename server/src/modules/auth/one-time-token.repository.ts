import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { emailVerificationTokens, passwordResetTokens } from '../../db/schema.js';

/** Single-use, expiring tokens (e-mail verification, password reset), stored as hashes. */
export class EmailVerificationTokenRepository {
  constructor(private readonly db: Db) {}

  async insert(v: { userId: string; email: string; tokenHash: string; expiresAt: Date; createdAt: Date }, exec: Executor = this.db): Promise<void> {
    await exec.insert(emailVerificationTokens).values(v);
  }

  /** Marks the token used if it is valid now; answers who it belonged to, exactly once. */
  async consume(tokenHash: string, now: Date): Promise<{ userId: string; email: string } | undefined> {
    const [row] = await this.db
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, now)))
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    return row;
  }

  async countSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.userId, userId), gte(emailVerificationTokens.createdAt, since)));
    return row?.n ?? 0;
  }

  async invalidateForUser(userId: string, now: Date, exec: Executor = this.db): Promise<void> {
    await exec
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
  }
}

export class PasswordResetTokenRepository {
  constructor(private readonly db: Db) {}

  async insert(v: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
    await this.db.insert(passwordResetTokens).values(v);
  }

  async consume(tokenHash: string, now: Date, exec: Executor = this.db): Promise<{ userId: string } | undefined> {
    const [row] = await exec
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    return row;
  }

  async countSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), gte(passwordResetTokens.createdAt, since)));
    return row?.n ?? 0;
  }

  async invalidateForUser(userId: string, now: Date, exec: Executor = this.db): Promise<void> {
    await exec
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  }
}
