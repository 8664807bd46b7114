import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** What the health checks count for a company. */
export interface HealthCounts {
  /** Fields customers can book now. */
  bookable: number;
  /** Published fields without an active schedule. */
  unscheduled: number;
  /** Paid bookings waiting for a manager for `staleHours` or more. */
  stale: number;
  /** Webhook deliveries of the last `failedDays` that failed. */
  failed: number;
}

/** The SQL of the company health checks: one read. */
export class CompanyHealthRepository {
  constructor(private readonly db: Db) {}

  async counts(companyId: string, now: Date, window: { staleHours: number; failedDays: number }): Promise<HealthCounts> {
    const { rows } = await this.db.execute<{ bookable: number; unscheduled: number; stale: number; failed: number }>(sql`
      SELECT
        (SELECT count(*)::int FROM fields f WHERE f.company_id = ${companyId} AND f.publication_state = 'published' AND f.status = 'active') AS bookable,
        (SELECT count(*)::int FROM fields f WHERE f.company_id = ${companyId} AND f.publication_state = 'published'
            AND NOT EXISTS (SELECT 1 FROM field_schedules s WHERE s.field_id = f.id AND s.is_active)) AS unscheduled,
        (SELECT count(*)::int FROM bookings b WHERE b.company_id = ${companyId} AND b.status = 'pending' AND b.hold_expires_at IS NULL
            AND b.updated_at <= ${now}::timestamptz - make_interval(hours => ${window.staleHours})) AS stale,
        (SELECT count(*)::int FROM webhook_deliveries d WHERE d.company_id = ${companyId} AND d.status = 'failed'
            AND d.created_at > ${now}::timestamptz - make_interval(days => ${window.failedDays})) AS failed`);
    const row = rows[0];
    return { bookable: row?.bookable ?? 0, unscheduled: row?.unscheduled ?? 0, stale: row?.stale ?? 0, failed: row?.failed ?? 0 };
  }
}
