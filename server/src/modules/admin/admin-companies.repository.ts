import { sql, type SQL } from 'drizzle-orm';
import type { AdminCompany, AdminCompanyDetail } from '@pitchside/shared-api/contracts/admin';
import type { Pagination } from '@pitchside/shared-api/contracts/field';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { likePattern } from '../../lib/like-pattern.js';
import { BOOKING_MADE, moneyJson, moneyMovements } from '../analytics/figure-definitions.js';
import { DAY, pageOf } from './admin-platform.repository.js';

export interface CompanyListFilters {
  search?: string | undefined; status?: AdminCompany['status'] | undefined; plan?: AdminCompany['plan'] | undefined;
  sort: string; page: number; limit: number;
}

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

/** The admin area's SQL of companies: their list, their detail and their suspension. */
export class AdminCompanyRepository {
  constructor(private readonly db: Db) {}

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
}
