import { sql, type SQL } from 'drizzle-orm';
import type { AdminOverview, PlatformSettings } from '@pitchside/shared-api/contracts/admin';
import type { Pagination } from '@pitchside/shared-api/contracts/field';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { BOOKING_MADE, moneyJson, moneyMovements } from '../analytics/figure-definitions.js';

/** A day in milliseconds. */
export const DAY = 86_400_000;

/** The pagination of a page of one of the admin's lists. */
export const pageOf = (page: number, limit: number, total: number): Pagination => ({ page, limit, total, totalPages: Math.ceil(total / limit) });

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

/** The admin area's SQL of the platform as a whole: its figures (the overview, the analytics) and its settings. */
export class AdminPlatformRepository {
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
