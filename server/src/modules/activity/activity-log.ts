import { sql, type SQL } from 'drizzle-orm';
import type { ActivityTarget } from '@pitchside/shared-api/contracts/activity-log';
import type { Executor } from '../../db/client.js';

/** One write in the company area, as the activity log keeps it. */
export interface ActivityEntry {
  /** The company, or the booking whose company it is. */
  companyId: string | { bookingId: string };
  /** The account that acted; null for the platform's own work. */
  actorId: string | null;
  action: string;
  targetType: ActivityTarget;
  targetId?: string | null;
  /** The target's name as it is now (text, or SQL reading it in the same statement). */
  targetLabel?: string | SQL | null;
  details?: Record<string, unknown>;
  at: Date;
}

/** A target label read in the entry's own statement: the company's name as it is after the change. */
export const companyNameLabel = (companyId: string): SQL => sql`(SELECT name FROM companies WHERE id = ${companyId})`;

/**
 * Writes an entry with the executor of the change (its transaction), so the entry exists exactly when the
 * change does. The actor's name is copied as it is now (one statement).
 */
export async function recordActivity(executor: Executor, entry: ActivityEntry): Promise<void> {
  await executor.execute(sql`
    INSERT INTO activity_logs (company_id, actor_id, actor_name, action, target_type, target_id, target_label, details, created_at)
    VALUES (${typeof entry.companyId === 'string' ? entry.companyId : sql`(SELECT company_id FROM bookings WHERE id = ${entry.companyId.bookingId})`}, ${entry.actorId},
            COALESCE((SELECT trim(first_name || ' ' || last_name) FROM users WHERE id = ${entry.actorId}), 'Pitchside'),
            ${entry.action}, ${entry.targetType}, ${entry.targetId ?? null}, ${entry.targetLabel ?? null},
            ${JSON.stringify(entry.details ?? {})}::jsonb, ${entry.at})`);
}
