import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginAttempts } from '../../db/schema.js';

export type Reservation = { allowed: true; attemptId: string } | { allowed: false; oldest: Date };

export class LoginThrottleRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts the account's attempts in the window and records a new one if under the limit, in one
   * round trip (SQL function `reserve_login_attempt`, migration 0002) under a per-account advisory
   * lock, so concurrent requests from any API instance cannot overshoot.
   */
  async reserve(accountKey: string, now: Date, windowStart: Date, limit: number): Promise<Reservation> {
    const result = await this.db.execute<{ attempt_id: string | null; oldest: Date | string | null }>(
      sql`SELECT attempt_id, oldest FROM reserve_login_attempt(${accountKey}, ${now.toISOString()}::timestamptz, ${windowStart.toISOString()}::timestamptz, ${limit})`,
    );
    const row = result.rows[0];
    if (row?.attempt_id) return { allowed: true, attemptId: row.attempt_id };
    return { allowed: false, oldest: row?.oldest ? new Date(row.oldest) : now };
  }

  async release(attemptId: string): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
  }

  async pruneOlderThan(cutoff: Date): Promise<void> {
    await this.db.delete(loginAttempts).where(lte(loginAttempts.attemptedAt, cutoff));
  }
}
