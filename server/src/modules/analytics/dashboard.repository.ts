import { sql } from 'drizzle-orm';
import type { RecentBooking } from '@pitchside/shared-api/contracts/company-dashboard';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { Money } from '@pitchside/shared-api/contracts/money';
import type { Db } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import type { DashboardPeriods } from './dashboard-periods.js';
import { BOOKING_MADE, moneyMovements, TAKES_PLACE, within, type LocalRange } from './figure-definitions.js';

/** Minutes since midnight of an 'HH:mm' text ('24:00' is 1440). */
const minutes = (column: string) => sql.raw(`(split_part(${column}, ':', 1)::int * 60 + split_part(${column}, ':', 2)::int)`);

export type DashboardFigures = {
  revenueToday: Money[]; revenueThisWeek: Money[]; revenueThisMonth: Money[]; revenuePreviousMonth: Money[];
  bookingsToday: number; bookingsThisWeek: number; bookingsThisMonth: number; bookingsPreviousMonth: number;
  gamesToday: number; gamesThisWeek: number; gamesThisMonth: number;
  customers: number; newCustomersThisMonth: number; newCustomersPreviousMonth: number;
  totalFields: number; activeFields: number; bookedMinutes: number; openMinutes: number;
};

/** The company's figures for the dashboard (the definitions of figure-definitions.ts), in one statement (one snapshot). */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  async figures(companyId: string, timezone: string, p: DashboardPeriods): Promise<DashboardFigures> {
    const today = { from: p.today, to: p.tomorrow };
    const week = { from: p.weekStart, to: p.nextWeekStart };
    const month = { from: p.monthStart, to: p.nextMonthStart };
    const previousMonth = { from: p.previousMonthStart, to: p.monthStart };
    const revenue = (range: LocalRange) => sql`COALESCE((SELECT json_agg(json_build_object('currency', currency, 'amount', amount) ORDER BY currency)
      FROM (SELECT m.currency, sum(m.collected - m.refunded) AS amount FROM movements m WHERE ${within(sql`m.at`, range, timezone)} GROUP BY 1) x), '[]'::json)`;
    const made = (range: LocalRange) => sql`(SELECT count(*)::int FROM made b WHERE ${within(sql`b.created_at`, range, timezone)})`;
    const games = (range: LocalRange) => sql`(SELECT count(*)::int FROM bookings b
      WHERE b.company_id = ${companyId} AND ${TAKES_PLACE} AND ${within(sql`b.starts_at`, range, timezone)})`;
    const newCustomers = (range: LocalRange) => sql`(SELECT count(*)::int FROM customers c WHERE ${within(sql`c.first`, range, timezone)})`;
    const { rows } = await this.db.execute<DashboardFigures>(sql`
      WITH movements AS ${moneyMovements(companyId)},
           made AS (SELECT b.* FROM bookings b WHERE b.company_id = ${companyId} AND ${BOOKING_MADE}),
           customers AS (SELECT customer_id, min(created_at) AS first FROM made GROUP BY customer_id)
      SELECT
        ${revenue(today)} AS "revenueToday",
        ${revenue(week)} AS "revenueThisWeek",
        ${revenue(month)} AS "revenueThisMonth",
        ${revenue(previousMonth)} AS "revenuePreviousMonth",
        ${made(today)} AS "bookingsToday",
        ${made(week)} AS "bookingsThisWeek",
        ${made(month)} AS "bookingsThisMonth",
        ${made(previousMonth)} AS "bookingsPreviousMonth",
        ${games(today)} AS "gamesToday",
        ${games(week)} AS "gamesThisWeek",
        ${games(month)} AS "gamesThisMonth",
        (SELECT count(*)::int FROM customers) AS "customers",
        ${newCustomers(month)} AS "newCustomersThisMonth",
        ${newCustomers(previousMonth)} AS "newCustomersPreviousMonth",
        (SELECT count(*)::int FROM fields f WHERE f.company_id = ${companyId} AND f.publication_state <> 'archived') AS "totalFields",
        (SELECT count(*)::int FROM fields f WHERE f.company_id = ${companyId} AND f.publication_state = 'published' AND f.status = 'active') AS "activeFields",
        (SELECT COALESCE(sum(b.duration_minutes), 0)::int FROM bookings b JOIN fields f ON f.id = b.field_id
          WHERE b.company_id = ${companyId} AND ${TAKES_PLACE} AND f.publication_state = 'published' AND f.status = 'active'
            AND b.local_date >= ${p.monthStart}::date AND b.local_date < ${p.nextMonthStart}::date) AS "bookedMinutes",
        (SELECT COALESCE(sum(${minutes('s.close_time')} - ${minutes('s.open_time')}), 0)::int
           FROM generate_series(${p.monthStart}::date, ${p.nextMonthStart}::date - 1, interval '1 day') AS d(day)
           JOIN field_schedules s ON s.day_of_week = extract(dow FROM d.day) AND s.is_active
           JOIN fields f ON f.id = s.field_id
          WHERE f.company_id = ${companyId} AND f.publication_state = 'published' AND f.status = 'active') AS "openMinutes"`);
    return rows[0]!;
  }

  async recentBookings(companyId: string, limit: number): Promise<RecentBooking[]> {
    const { rows } = await this.db.execute<{
      id: string; booking_number: string; status: RecentBooking['status']; hold_expires_at: Date | string | null; created_at: Date | string;
      total: number; currency: Currency; field_id: string; field_name: string; customer_id: string; first_name: string; last_name: string;
    }>(sql`
      SELECT b.id, b.booking_number, b.status, b.hold_expires_at, b.created_at, b.total, b.currency, f.id AS field_id, f.name AS field_name,
             u.id AS customer_id, u.first_name, u.last_name
        FROM bookings b JOIN fields f ON f.id = b.field_id JOIN users u ON u.id = b.customer_id
       WHERE b.company_id = ${companyId}
       ORDER BY b.created_at DESC, b.id DESC LIMIT ${limit}`);
    return rows.map((row) => ({
      id: row.id, bookingNumber: row.booking_number, status: row.status, awaitingConfirmation: row.status === 'pending' && row.hold_expires_at === null,
      createdAt: iso(row.created_at), totalPrice: row.total, currency: row.currency, field: { id: row.field_id, name: row.field_name },
      user: { id: row.customer_id, firstName: row.first_name, lastName: row.last_name },
    }));
  }
}

/** The company's name, zone and usual currency (its profile); undefined when unknown. */
export async function companyZoneAndCurrency(db: Db, companyId: string, tenantId: string): Promise<{ name: string; timezone: string; primaryCurrency: Currency } | undefined> {
  const { rows } = await db.execute<{ name: string; timezone: string; primary_currency: Currency }>(sql`
    SELECT c.name, c.timezone, c.primary_currency FROM companies c WHERE c.id = ${companyId} AND c.tenant_id = ${tenantId}`);
  const row = rows[0];
  return row && { name: row.name, timezone: row.timezone, primaryCurrency: row.primary_currency };
}
