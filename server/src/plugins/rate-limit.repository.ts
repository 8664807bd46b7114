import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';

/** The requests counted in a key's window, this one included, and when that window ends. */
export interface RateLimitHit {
  hits: number;
  windowEndsAt: Date;
}

/** The request counts of the rate-limited routes (migration 0028), shared by every API instance. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one request for `key` in one statement: the first request, or the first after the window
   * ended, opens a window of `windowMs` from `now`; any other adds one to the current window. The upsert
   * locks the row, so requests arriving together at any instance are all counted.
   */
  async hit(key: string, now: Date, windowMs: number): Promise<RateLimitHit> {
    const at = now.toISOString();
    const end = new Date(now.getTime() + windowMs).toISOString();
    const result = await this.db.execute<{ hits: number; window_ends_at: Date | string }>(sql`
      INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at) VALUES (${key}, 1, ${end}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.window_ends_at <= ${at}::timestamptz THEN 1 ELSE LEAST(c.hits, 2147483646) + 1 END,
        window_ends_at = CASE WHEN c.window_ends_at <= ${at}::timestamptz THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
      RETURNING hits, window_ends_at`);
    const row = result.rows[0];
    if (!row) throw new Error('the rate-limit counter was not written');
    return { hits: Number(row.hits), windowEndsAt: new Date(row.window_ends_at) };
  }

  /** Deletes the counters whose window ended at or before `now`; answers how many. */
  async purgeEnded(now: Date): Promise<number> {
    const deleted = await this.db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowEndsAt, now)).returning({ key: rateLimitCounters.key });
    return deleted.length;
  }
}
