import { sql } from 'drizzle-orm';
import type { AdminActivityEntry } from '@pitchside/shared-api/contracts/admin';
import type { Pagination } from '@pitchside/shared-api/contracts/field';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { pageOf } from './admin-platform.repository.js';

export interface ActivityFilters {
  actor?: string | undefined; action?: string | undefined; targetType?: string | undefined; from?: string | undefined; to?: string | undefined;
  page: number; limit: number;
}

export interface AdminActivityRecord {
  actorId: string; action: AdminActivityEntry['action']; targetType: AdminActivityEntry['targetType']; targetId: string | null;
  targetLabel: string | null; reason?: string | null; before?: unknown; after?: unknown; at: Date;
}

/**
 * The admin area's audit trail: every change an admin makes is written here in the change's transaction.
 * The rest of the area's SQL: admin-platform.repository.ts, admin-companies.repository.ts, admin-users.repository.ts.
 */
/** The advisory lock's key (hashed) that serialises the activations of remote versions. */
export const REMOTE_REGISTRY_LOCK = 'remote-registry';

export class AdminActivityRepository {
  constructor(private readonly db: Db) {}

  /**
   * Inside the caller's transaction: waits until no other activation of a remote version is running, in any
   * API instance. The instances share one registry file; two read-modify-writes at once would lose one.
   */
  async lockRemoteRegistry(tx: Executor): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${REMOTE_REGISTRY_LOCK}, 0))`);
  }

  async record(tx: Executor, entry: AdminActivityRecord): Promise<void> {
    await tx.execute(sql`
      INSERT INTO admin_activity (actor_id, actor_name, action, target_type, target_id, target_label, reason, before, after, created_at)
      SELECT u.id, trim(u.first_name || ' ' || u.last_name), ${entry.action}, ${entry.targetType}, ${entry.targetId}, ${entry.targetLabel},
             ${entry.reason ?? null}, ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
             ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb, ${entry.at}
        FROM users u WHERE u.id = ${entry.actorId}`);
  }

  async activity(f: ActivityFilters): Promise<{ data: AdminActivityEntry[]; pagination: Pagination }> {
    const where = sql.join([
      sql`true`,
      ...(f.actor ? [sql`a.actor_id = ${f.actor}`] : []),
      ...(f.action ? [sql`a.action = ${f.action}`] : []),
      ...(f.targetType ? [sql`a.target_type = ${f.targetType}`] : []),
      ...(f.from ? [sql`a.created_at >= ${f.from}::date`] : []),
      ...(f.to ? [sql`a.created_at < ${f.to}::date + 1`] : []),
    ], sql` AND `);
    const [{ rows }, counted] = await Promise.all([
      this.db.execute<{
        id: string; action: AdminActivityEntry['action']; target_type: AdminActivityEntry['targetType']; target_id: string | null;
        target_label: string | null; actor_id: string | null; actor_name: string; reason: string | null; before: unknown; after: unknown; created_at: Date | string;
      }>(sql`SELECT * FROM admin_activity a WHERE ${where} ORDER BY a.created_at DESC, a.seq DESC LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`),
      this.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM admin_activity a WHERE ${where}`),
    ]);
    return {
      data: rows.map((r) => ({
        id: r.id, action: r.action, targetType: r.target_type, targetId: r.target_id, targetLabel: r.target_label,
        actor: { id: r.actor_id, name: r.actor_name }, reason: r.reason, before: r.before, after: r.after, createdAt: iso(r.created_at),
      })),
      pagination: pageOf(f.page, f.limit, counted.rows[0]?.n ?? 0),
    };
  }
}
