import { sql } from 'drizzle-orm';
import type { AdminUser, AdminUserDetail } from '@pitchside/shared-api/contracts/admin';
import type { Pagination } from '@pitchside/shared-api/contracts/field';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { likePattern } from '../../lib/like-pattern.js';
import { BOOKING_MADE, moneyJson, moneyMovements } from '../analytics/figure-definitions.js';
import { pageOf } from './admin-platform.repository.js';

export interface UserListFilters {
  search?: string | undefined; role?: AdminUser['role'] | undefined; status?: AdminUser['status'] | undefined; page: number; limit: number;
}

/** Locked first, then unverified, else active (alias `u` of users). */
const USER_STATUS = sql`CASE WHEN u.locked_at IS NOT NULL THEN 'locked' WHEN u.email_verified_at IS NULL THEN 'unverified' ELSE 'active' END`;
const USER_COMPANY = sql`(SELECT c.name FROM companies c WHERE c.owner_id = u.id
                          UNION ALL SELECT c.name FROM employees e JOIN companies c ON c.id = e.company_id WHERE e.user_id = u.id LIMIT 1)`;

type UserRow = {
  id: string; email: string; first_name: string; last_name: string; role: AdminUser['role']; status: AdminUser['status'];
  email_verified_at: Date | string | null; two_factor_enabled: boolean; company_name: string | null; last_active_at: Date | string | null;
  created_at: Date | string;
};
const toUser = (r: UserRow): AdminUser => ({
  id: r.id, email: r.email, firstName: r.first_name, lastName: r.last_name, role: r.role, status: r.status, emailVerified: r.email_verified_at !== null,
  twoFactorEnabled: r.two_factor_enabled, companyName: r.company_name, lastActiveAt: r.last_active_at === null ? null : iso(r.last_active_at),
  createdAt: iso(r.created_at),
});

/** The admin area's SQL of accounts: their list, their detail, their lock and the help an admin gives. */
export class AdminUserRepository {
  constructor(private readonly db: Db) {}

  async users(f: UserListFilters): Promise<{ data: AdminUser[]; pagination: Pagination }> {
    const pattern = likePattern(f.search);
    const where = sql.join([
      sql`true`,
      ...(f.role ? [sql`u.role = ${f.role}`] : []),
      ...(f.status ? [sql`${USER_STATUS} = ${f.status}`] : []),
      ...(pattern ? [sql`(u.email ILIKE ${pattern} OR (u.first_name || ' ' || u.last_name) ILIKE ${pattern})`] : []),
    ], sql` AND `);
    const [{ rows }, counted] = await Promise.all([
      this.db.execute<UserRow>(sql`
        SELECT u.id, u.email, u.first_name, u.last_name, u.role, ${USER_STATUS} AS status, u.email_verified_at, u.two_factor_enabled,
               ${USER_COMPANY} AS company_name, u.last_active_at, u.created_at
          FROM users u WHERE ${where} ORDER BY u.created_at DESC, u.id LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`),
      this.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users u WHERE ${where}`),
    ]);
    return { data: rows.map(toUser), pagination: pageOf(f.page, f.limit, counted.rows[0]?.n ?? 0) };
  }

  async user(id: string, exec: Executor = this.db): Promise<AdminUserDetail | undefined> {
    const { rows } = await exec.execute<UserRow & {
      phone: string | null; language: string | null; locked_at: Date | string | null; lock_reason: string | null;
      company: AdminUserDetail['company']; bookings_count: number; payments_total: AdminUserDetail['paymentsTotal'];
    }>(sql`
      SELECT u.id, u.email, u.first_name, u.last_name, u.role, ${USER_STATUS} AS status, u.email_verified_at, u.two_factor_enabled,
             ${USER_COMPANY} AS company_name, u.last_active_at, u.created_at, u.phone, u.preferences ->> 'language' AS language,
             u.locked_at, u.lock_reason,
             (SELECT json_build_object('id', m.id, 'name', m.name, 'relation', m.relation) FROM (
                SELECT c.id, c.name, 'owner' AS relation, 0 AS rank FROM companies c WHERE c.owner_id = u.id
                UNION ALL SELECT c.id, c.name, 'employee', 1 FROM employees e JOIN companies c ON c.id = e.company_id WHERE e.user_id = u.id
              ) m ORDER BY m.rank LIMIT 1) AS company,
             (SELECT count(*)::int FROM bookings b WHERE b.customer_id = u.id AND ${BOOKING_MADE}) AS bookings_count,
             ${moneyJson(sql`SELECT m.currency, sum(m.collected - m.refunded) AS amount FROM ${moneyMovements()} m WHERE m.customer_id = u.id GROUP BY 1`)} AS payments_total
        FROM users u WHERE u.id = ${id}`);
    const r = rows[0];
    if (!r) return undefined;
    return {
      ...toUser(r), phone: r.phone, language: r.language ?? 'en', lockedAt: r.locked_at === null ? null : iso(r.locked_at), lockReason: r.lock_reason,
      company: r.company, bookingsCount: r.bookings_count, paymentsTotal: r.payments_total,
    };
  }

  /** Compare-and-swap of the lock; false when the account was not in the expected state. */
  async setLock(tx: Executor, id: string, lock: { reason: string; at: Date } | null): Promise<boolean> {
    const result = lock
      ? await tx.execute(sql`UPDATE users SET locked_at = ${lock.at}, lock_reason = ${lock.reason}, updated_at = ${lock.at} WHERE id = ${id} AND locked_at IS NULL`)
      : await tx.execute(sql`UPDATE users SET locked_at = NULL, lock_reason = NULL, updated_at = now() WHERE id = ${id} AND locked_at IS NOT NULL`);
    return (result.rowCount ?? 0) > 0;
  }

  /** Super admins whose account is not locked (locking the last one is refused). */
  async activeSuperAdmins(tx: Executor): Promise<number> {
    const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE role = 'SUPER_ADMIN' AND locked_at IS NULL`);
    return rows[0]?.n ?? 0;
  }

  async markEmailVerified(tx: Executor, id: string, at: Date): Promise<void> {
    await tx.execute(sql`UPDATE users SET email_verified_at = COALESCE(email_verified_at, ${at}), updated_at = ${at} WHERE id = ${id}`);
  }
}
