import { sql, type SQL } from 'drizzle-orm';
import type { ActivityLogEntry, ActivityLogFilters, ActivityTarget } from '@pitchside/shared-api/contracts/activity-log';
import type { Db } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { likePattern } from '../../lib/like-pattern.js';

type Row = {
  id: string; action: string; target_type: ActivityTarget; target_id: string | null; target_label: string | null;
  actor_id: string | null; actor_name: string; details: Record<string, unknown>; created_at: Date | string; total?: string | number;
};

const toEntry = (row: Row): ActivityLogEntry => ({
  id: row.id, action: row.action, targetType: row.target_type, targetId: row.target_id, targetLabel: row.target_label,
  actor: { id: row.actor_id, name: row.actor_name }, details: row.details, createdAt: iso(row.created_at),
});


/** The filters as SQL conditions (the company's entries only). */
function conditions(companyId: string, f: ActivityLogFilters): SQL {
  const parts: SQL[] = [sql`company_id = ${companyId}`];
  if (f.actorId) parts.push(sql`actor_id = ${f.actorId}`);
  if (f.action) parts.push(sql`action = ${f.action}`);
  if (f.targetType) parts.push(sql`target_type = ${f.targetType}`);
  if (f.targetId) parts.push(sql`target_id = ${f.targetId}`);
  if (f.from) parts.push(sql`created_at >= ${f.from}::date`);
  if (f.to) parts.push(sql`created_at < ${f.to}::date + 1`);
  if (f.search) parts.push(sql`(actor_name ILIKE ${likePattern(f.search)} OR target_label ILIKE ${likePattern(f.search)})`);
  return sql.join(parts, sql` AND `);
}

/** Reads of the activity log (entries are written by `recordActivity`, with each change). */
export class ActivityLogRepository {
  constructor(private readonly db: Db) {}

  async page(companyId: string, filters: ActivityLogFilters, page: number, limit: number): Promise<{ logs: ActivityLogEntry[]; total: number }> {
    const { rows } = await this.db.execute<Row>(sql`
      SELECT *, count(*) OVER () AS total FROM activity_logs WHERE ${conditions(companyId, filters)}
       ORDER BY created_at DESC, seq DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
    if (rows.length === 0 && page > 1) {
      const counted = await this.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM activity_logs WHERE ${conditions(companyId, filters)}`);
      return { logs: [], total: counted.rows[0]?.n ?? 0 };
    }
    return { logs: rows.map(toEntry), total: Number(rows[0]?.total ?? 0) };
  }

  async all(companyId: string, filters: ActivityLogFilters, max: number): Promise<ActivityLogEntry[]> {
    const { rows } = await this.db.execute<Row>(sql`
      SELECT * FROM activity_logs WHERE ${conditions(companyId, filters)} ORDER BY created_at DESC, seq DESC LIMIT ${max}`);
    return rows.map(toEntry);
  }
}
