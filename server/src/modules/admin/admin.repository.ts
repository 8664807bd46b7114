import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminActivityEntry, AdminCompany, AdminCompanyDetail, AdminOverview, AdminUser, AdminUserDetail, PlatformSettings,
} from '@pitchside/shared-api/contracts/admin';
import type { Pagination } from '@pitchside/shared-api/contracts/field';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { likePattern } from '../../lib/like-pattern.js';
import { BOOKING_MADE, moneyJson, moneyMovements } from '../analytics/figure-definitions.js';

const DAY = 86_400_000;

export interface CompanyListFilters {
  search?: string | undefined; status?: AdminCompany['status'] | undefined; plan?: AdminCompany['plan'] | undefined;
  sort: string; page: number; limit: number;
}
export interface UserListFilters {
  search?: string | undefined; role?: AdminUser['role'] | undefined; status?: AdminUser['status'] | undefined; page: number; limit: number;
}
export interface ActivityFilters {
  actor?: string | undefined; action?: string | undefined; targetType?: string | undefined; from?: string | undefined; to?: string | undefined;
  page: number; limit: number;
}
/** The platform's aggregates over UTC days [from, to]; admin-analytics.ts shapes them. */
export interface PlatformAggregates {
  madeByDay: { day: string; status: 'confirmed' | 'awaiting_confirmation' | 'checked_in' | 'cancelled'; count: number }[];
  moneyByDay: { day: string; currency: Currency; amount: number }[];
  usersByDay: { day: string; count: number }[];
  companiesByDay: { day: string; count: number }[];
  topByBookings: { companyId: string; name: string; bookings: number }[];
  topByRevenue: { currency: Currency; companyId: string; name: string; amount: number }[];
  bySport: { sportType: string; bookings: number }[];
  byCity: { city: string; bookings: number }[];
}

export interface AdminActivityRecord {
  actorId: string; action: AdminActivityEntry['action']; targetType: AdminActivityEntry['targetType']; targetId: string | null;
  targetLabel: string | null; reason?: string | null; before?: unknown; after?: unknown; at: Date;
}

const pageOf = (page: number, limit: number, total: number): Pagination => ({ page, limit, total, totalPages: Math.ceil(total / limit) });

const COMPANY_SORT: Record<string, SQL> = {
  name: sql`c.name ASC, c.id`, '-name': sql`c.name DESC, c.id`,
  createdAt: sql`c.created_at ASC, c.id`, '-createdAt': sql`c.created_at DESC, c.id`,
  bookings30d: sql`bookings_30d ASC, c.name, c.id`, '-bookings30d': sql`bookings_30d DESC, c.name, c.id`,
};

/** The columns of a company in the admin's lists (alias `c` of companies, `o` of its owner). */
const companyColumns = (now: Date) => sql`
  c.id, c.name, c.status, c.suspended_at, c.suspension_reason, c.subscription_plan, c.created_at,
  o.id AS owner_id, o.email AS owner_email, trim(o.first_name || ' ' || o.last_name) AS owner_name,
  (SELECT count(*)::int FROM fields f WHERE f.company_id = c.id AND f.publication_state <> 'archived') AS fields_count,
  (SELECT count(*)::int FROM employees e WHERE e.company_id = c.id) AS employees_count,
  (SELECT count(*)::int FROM bookings b WHERE b.company_id = c.id AND ${BOOKING_MADE} AND b.created_at >= ${new Date(now.getTime() - 30 * DAY)}) AS bookings_30d`;

type CompanyRow = {
  id: string; name: string; status: AdminCompany['status']; suspended_at: Date | string | null; suspension_reason: string | null;
  subscription_plan: AdminCompany['plan']; created_at: Date | string; owner_id: string; owner_email: string; owner_name: string;
  fields_count: number; employees_count: number; bookings_30d: number;
};

const toCompany = (r: CompanyRow): AdminCompany => ({
  id: r.id, name: r.name, status: r.status, suspendedAt: r.suspended_at === null ? null : iso(r.suspended_at), suspensionReason: r.suspension_reason,
  plan: r.subscription_plan, owner: { id: r.owner_id, email: r.owner_email, name: r.owner_name },
  fieldsCount: r.fields_count, employeesCount: r.employees_count, bookings30d: r.bookings_30d, createdAt: iso(r.created_at),
});

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

/** The only SQL of the admin area: platform figures, companies, accounts, settings and the audit trail. */
export class AdminRepository {
  constructor(private readonly db: Db) {}

  /** The platform's figures now and over the previous 30 days, in one statement (one snapshot). */
  async overview(now: Date): Promise<Omit<AdminOverview, 'generatedAt'>> {
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const trend = (table: SQL, column: SQL, where: SQL = sql`true`) => sql`json_build_object(
      'current', (SELECT count(*) FROM ${table} WHERE ${where} AND ${column} >= ${ago(30)}),
      'previous', (SELECT count(*) FROM ${table} WHERE ${where} AND ${column} >= ${ago(60)} AND ${column} < ${ago(30)}))`;
    const revenue = (from: Date, to?: Date) => moneyJson(sql`SELECT currency, sum(collected - refunded) AS amount FROM movements
      WHERE at >= ${from} ${to ? sql`AND at < ${to}` : sql``} GROUP BY 1`);
    const { rows } = await this.db.execute<{ result: Omit<AdminOverview, 'generatedAt'> & { companies: { new30d: { current: number; previous: number } } } }>(sql`
      WITH movements AS ${moneyMovements()},
           made AS (SELECT b.* FROM bookings b WHERE ${BOOKING_MADE})
      SELECT json_build_object(
        'companies', json_build_object(
          'active', (SELECT count(*) FROM companies WHERE status = 'active'),
          'suspended', (SELECT count(*) FROM companies WHERE status = 'suspended'),
          'new30d', ${trend(sql`companies`, sql`created_at`)}),
        'users', json_build_object(
          'byRole', (SELECT json_agg(json_build_object('role', r.role, 'count', (SELECT count(*) FROM users u WHERE u.role = r.role)) ORDER BY r.n)
                       FROM (VALUES ('SUPER_ADMIN', 1), ('COMPANY_OWNER', 2), ('EMPLOYEE', 3), ('CUSTOMER', 4)) AS r(role, n)),
          'locked', (SELECT count(*) FROM users WHERE locked_at IS NOT NULL),
          'unverified', (SELECT count(*) FROM users WHERE email_verified_at IS NULL),
          'new30d', ${trend(sql`users`, sql`created_at`)}),
        'bookings', json_build_object(
          'today', (SELECT count(*) FROM made WHERE created_at >= ${today}),
          'last7d', (SELECT count(*) FROM made WHERE created_at >= ${ago(7)}),
          'last30d', ${trend(sql`made`, sql`created_at`)},
          'byStatus', json_build_array(
            json_build_object('status', 'confirmed', 'count', (SELECT count(*) FROM made WHERE created_at >= ${ago(30)} AND status = 'confirmed' AND checked_in_at IS NULL)),
            json_build_object('status', 'awaiting_confirmation', 'count', (SELECT count(*) FROM made WHERE created_at >= ${ago(30)} AND status = 'pending')),
            json_build_object('status', 'checked_in', 'count', (SELECT count(*) FROM made WHERE created_at >= ${ago(30)} AND checked_in_at IS NOT NULL AND status = 'confirmed')),
            json_build_object('status', 'cancelled', 'count', (SELECT count(*) FROM made WHERE created_at >= ${ago(30)} AND status = 'cancelled')))),
        'revenue', json_build_object('last30d', ${revenue(ago(30))}, 'previous30d', ${revenue(ago(60), ago(30))}),
        'fieldsPublished', (SELECT count(*) FROM fields f JOIN companies c ON c.id = f.company_id
                             WHERE f.publication_state = 'published' AND f.status = 'active' AND c.status = 'active'),
        'alerts', COALESCE((SELECT json_agg(a) FROM (
            SELECT 'webhook_failing' AS kind, count(*) AS count, c.id AS "companyId", c.name AS "companyName"
              FROM webhook_deliveries d JOIN companies c ON c.id = d.company_id
             WHERE d.status = 'failed' AND d.created_at >= ${ago(1)} GROUP BY c.id, c.name HAVING count(*) >= 3
            UNION ALL
            SELECT 'emails_failing', count(*), NULL, NULL FROM pgboss.job
             WHERE state = 'failed' AND name IN ('booking-notice', 'analytics-export', 'announcement-delivery') AND completed_on >= ${ago(1)} HAVING count(*) > 0
            UNION ALL
            SELECT 'jobs_failing', count(*), NULL, NULL FROM pgboss.job
             WHERE state = 'failed' AND name NOT IN ('booking-notice', 'analytics-export', 'announcement-delivery') AND completed_on >= ${ago(1)} HAVING count(*) > 0
            UNION ALL
            SELECT 'jobs_backlog', count(*), NULL, NULL FROM pgboss.job
             WHERE state IN ('created', 'retry') AND start_after < ${new Date(now.getTime() - 10 * 60_000)} HAVING count(*) >= 10) a), '[]'::json),
        'recentSignUps', COALESCE((SELECT json_agg(json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name), 'email', u.email,
                                     'role', u.role, 'createdAt', u.created_at) ORDER BY u.created_at DESC)
                                     FROM (SELECT * FROM users ORDER BY created_at DESC, id LIMIT 8) u), '[]'::json)
      ) AS result`);
    const result = rows[0]!.result;
    return {
      ...result,
      recentSignUps: result.recentSignUps.map((u) => ({ ...u, createdAt: iso(u.createdAt) })),
    };
  }

  /** Bookings made, money, sign-ups and the busiest companies, sports and cities over UTC days, in one statement. */
  async platformAggregates(from: string, to: string): Promise<PlatformAggregates> {
    const start = sql`${from}::date::timestamp AT TIME ZONE 'UTC'`;
    const end = sql`(${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
    const inRange = (column: SQL) => sql`${column} >= ${start} AND ${column} < ${end}`;
    const day = (column: SQL) => sql`to_char((${column} AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD')`;
    const rowsOf = (select: SQL) => sql`COALESCE((SELECT json_agg(x) FROM (${select}) x), '[]'::json)`;
    const { rows } = await this.db.execute<{ result: PlatformAggregates }>(sql`
      WITH made AS (SELECT b.* FROM bookings b WHERE ${BOOKING_MADE} AND ${inRange(sql`b.created_at`)}),
           money AS (SELECT * FROM ${moneyMovements()} m WHERE ${inRange(sql`m.at`)})
      SELECT json_build_object(
        'madeByDay', ${rowsOf(sql`SELECT ${day(sql`created_at`)} AS day,
            CASE WHEN status = 'pending' THEN 'awaiting_confirmation' WHEN status = 'cancelled' THEN 'cancelled'
                 WHEN checked_in_at IS NOT NULL THEN 'checked_in' ELSE 'confirmed' END AS status, count(*) AS count FROM made GROUP BY 1, 2`)},
        'moneyByDay', ${rowsOf(sql`SELECT ${day(sql`at`)} AS day, currency, sum(collected - refunded) AS amount FROM money GROUP BY 1, 2`)},
        'usersByDay', ${rowsOf(sql`SELECT ${day(sql`created_at`)} AS day, count(*) AS count FROM users WHERE ${inRange(sql`created_at`)} GROUP BY 1`)},
        'companiesByDay', ${rowsOf(sql`SELECT ${day(sql`created_at`)} AS day, count(*) AS count FROM companies WHERE ${inRange(sql`created_at`)} GROUP BY 1`)},
        'topByBookings', ${rowsOf(sql`SELECT c.id AS "companyId", c.name, count(*) AS bookings FROM made JOIN companies c ON c.id = made.company_id
            GROUP BY c.id, c.name ORDER BY bookings DESC, c.name LIMIT 10`)},
        'topByRevenue', ${rowsOf(sql`SELECT currency, "companyId", name, amount FROM (
            SELECT m.currency, c.id AS "companyId", c.name, sum(m.collected - m.refunded) AS amount,
                   row_number() OVER (PARTITION BY m.currency ORDER BY sum(m.collected - m.refunded) DESC, c.name) AS rank
              FROM money m JOIN companies c ON c.id = m.company_id GROUP BY m.currency, c.id, c.name) r WHERE rank <= 10 ORDER BY currency, rank`)},
        'bySport', ${rowsOf(sql`SELECT f.sport_type AS "sportType", count(*) AS bookings FROM made JOIN fields f ON f.id = made.field_id
            GROUP BY 1 ORDER BY bookings DESC, 1`)},
        'byCity', ${rowsOf(sql`SELECT f.city, count(*) AS bookings FROM made JOIN fields f ON f.id = made.field_id GROUP BY 1 ORDER BY bookings DESC, 1 LIMIT 20`)}
      ) AS result`);
    return rows[0]!.result;
  }

  async companies(f: CompanyListFilters, now: Date): Promise<{ data: AdminCompany[]; pagination: Pagination }> {
    const pattern = likePattern(f.search);
    const where = sql.join([
      sql`true`,
      ...(f.status ? [sql`c.status = ${f.status}`] : []),
      ...(f.plan ? [sql`c.subscription_plan = ${f.plan}`] : []),
      ...(pattern ? [sql`(c.name ILIKE ${pattern} OR o.email ILIKE ${pattern}
                          OR EXISTS (SELECT 1 FROM company_locations l WHERE l.company_id = c.id AND l.city ILIKE ${pattern})
                          OR EXISTS (SELECT 1 FROM fields f WHERE f.company_id = c.id AND f.city ILIKE ${pattern}))`] : []),
    ], sql` AND `);
    const [{ rows }, counted] = await Promise.all([
      this.db.execute<CompanyRow>(sql`
        SELECT * FROM (SELECT ${companyColumns(now)} FROM companies c JOIN users o ON o.id = c.owner_id WHERE ${where}) c
         ORDER BY ${COMPANY_SORT[f.sort] ?? COMPANY_SORT['-createdAt']!} LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`),
      this.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM companies c JOIN users o ON o.id = c.owner_id WHERE ${where}`),
    ]);
    return { data: rows.map(toCompany), pagination: pageOf(f.page, f.limit, counted.rows[0]?.n ?? 0) };
  }

  async company(id: string, now: Date, exec: Executor = this.db): Promise<AdminCompanyDetail | undefined> {
    const { rows } = await exec.execute<CompanyRow & {
      timezone: string; business_email: string | null; phone: string | null; website: string | null; primary_currency: AdminCompanyDetail['primaryCurrency'];
      currencies: AdminCompanyDetail['currencies']; subscription_status: string; locations: AdminCompanyDetail['locations'];
      location_count: number; fields_published: number; bookings_made: number; customers: number;
      revenue_all: AdminCompanyDetail['revenue']['allTime']; revenue_30d: AdminCompanyDetail['revenue']['last30d']; last_activity: Date | string | null;
    }>(sql`
      WITH movements AS ${moneyMovements(id)}
      SELECT ${companyColumns(now)}, c.timezone, c.business_email, c.phone, c.website, c.primary_currency, c.currencies, c.subscription_status,
             COALESCE((SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'city', l.city, 'country', l.country, 'isPrimary', l.is_primary)
                                ORDER BY l.is_primary DESC, l.name) FROM company_locations l WHERE l.company_id = c.id), '[]'::json) AS locations,
             (SELECT count(*)::int FROM company_locations l WHERE l.company_id = c.id) AS location_count,
             (SELECT count(*)::int FROM fields f WHERE f.company_id = c.id AND f.publication_state = 'published') AS fields_published,
             (SELECT count(*)::int FROM bookings b WHERE b.company_id = c.id AND ${BOOKING_MADE}) AS bookings_made,
             (SELECT count(DISTINCT b.customer_id)::int FROM bookings b WHERE b.company_id = c.id AND ${BOOKING_MADE}) AS customers,
             ${moneyJson(sql`SELECT currency, sum(collected - refunded) AS amount FROM movements GROUP BY 1`)} AS revenue_all,
             ${moneyJson(sql`SELECT currency, sum(collected - refunded) AS amount FROM movements WHERE at >= ${new Date(now.getTime() - 30 * DAY)} GROUP BY 1`)} AS revenue_30d,
             GREATEST((SELECT max(a.created_at) FROM activity_logs a WHERE a.company_id = c.id),
                      (SELECT max(b.created_at) FROM bookings b WHERE b.company_id = c.id)) AS last_activity
        FROM companies c JOIN users o ON o.id = c.owner_id WHERE c.id = ${id}`);
    const r = rows[0];
    if (!r) return undefined;
    return {
      ...toCompany(r), timezone: r.timezone, businessEmail: r.business_email, phone: r.phone, website: r.website,
      primaryCurrency: r.primary_currency, currencies: r.currencies, subscriptionStatus: r.subscription_status,
      usage: { fields: r.fields_count, employees: r.employees_count, locations: r.location_count },
      locations: r.locations, counts: { fieldsPublished: r.fields_published, bookingsMade: r.bookings_made, customers: r.customers },
      revenue: { allTime: r.revenue_all, last30d: r.revenue_30d },
      lastActivityAt: r.last_activity === null ? null : iso(r.last_activity),
    };
  }

  /** Compare-and-swap of the company's status; false when it was not in the expected one. */
  async setSuspension(tx: Executor, id: string, suspension: { reason: string; at: Date } | null): Promise<boolean> {
    const result = suspension
      ? await tx.execute(sql`UPDATE companies SET status = 'suspended', suspended_at = ${suspension.at}, suspension_reason = ${suspension.reason},
                               updated_at = ${suspension.at} WHERE id = ${id} AND status = 'active'`)
      : await tx.execute(sql`UPDATE companies SET status = 'active', suspended_at = NULL, suspension_reason = NULL, updated_at = now()
                               WHERE id = ${id} AND status = 'suspended'`);
    return (result.rowCount ?? 0) > 0;
  }

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

  async settings(exec: Executor = this.db): Promise<PlatformSettings> {
    const { rows } = await exec.execute<{
      maintenance_banner: PlatformSettings['maintenanceBanner']; company_registration_open: boolean; default_plan: PlatformSettings['defaultPlan'];
      support_email: string; updated_at: Date | string;
    }>(sql`SELECT * FROM platform_settings WHERE id`);
    const r = rows[0]!;
    return {
      maintenanceBanner: r.maintenance_banner, companyRegistrationOpen: r.company_registration_open, defaultPlan: r.default_plan,
      supportEmail: r.support_email, updatedAt: iso(r.updated_at),
    };
  }

  /** Writes the given settings (others kept), locking the row first; answers them before and after. */
  async updateSettings(tx: Executor, changes: Partial<Omit<PlatformSettings, 'updatedAt'>>, at: Date): Promise<{ before: PlatformSettings; after: PlatformSettings }> {
    await tx.execute(sql`SELECT 1 FROM platform_settings WHERE id FOR UPDATE`);
    const before = await this.settings(tx);
    const set = [sql`updated_at = ${at}`];
    if (changes.maintenanceBanner) set.push(sql`maintenance_banner = ${JSON.stringify(changes.maintenanceBanner)}::jsonb`);
    if (changes.companyRegistrationOpen !== undefined) set.push(sql`company_registration_open = ${changes.companyRegistrationOpen}`);
    if (changes.defaultPlan) set.push(sql`default_plan = ${changes.defaultPlan}`);
    if (changes.supportEmail) set.push(sql`support_email = ${changes.supportEmail}`);
    await tx.execute(sql`UPDATE platform_settings SET ${sql.join(set, sql`, `)} WHERE id`);
    return { before, after: await this.settings(tx) };
  }
}
