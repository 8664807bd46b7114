import { sql } from 'drizzle-orm';
import type { RecentBooking } from '@pitchside/shared-api/contracts/company-dashboard';
import type { Db } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import type { DashboardPeriods } from './dashboard-periods.js';

/** A booking that takes place: confirmed, or paid and awaiting confirmation (not an unpaid hold). */
const LIVE = sql`(b.status = 'confirmed' OR (b.status = 'pending' AND b.hold_expires_at IS NULL))`;
const PAID = sql`p.status IN ('completed', 'refunded', 'partial refund')`;
/** Minutes since midnight of an 'HH:mm' text ('24:00' is 1440). */
const minutes = (column: string) => sql.raw(`(split_part(${column}, ':', 1)::int * 60 + split_part(${column}, ':', 2)::int)`);

export interface DashboardFigures {
  revenueThisWeek: number; revenuePreviousWeek: number; revenueThisMonth: number; revenuePreviousMonth: number;
  bookingsToday: number; bookingsThisWeek: number; bookingsThisMonth: number; bookingsPreviousMonth: number;
  customers: number; newCustomersThisMonth: number; newCustomersPreviousMonth: number;
  totalFields: number; activeFields: number; bookedMinutes: number; openMinutes: number;
}

/** The company's figures for the dashboard, in one statement (one snapshot). */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  async figures(companyId: string, currency: string, p: DashboardPeriods): Promise<DashboardFigures> {
    const { weekStart, monthStart, nextMonthStart, previousMonthStart, previousWeekStart } = p.instants;
    const collected = (from: Date, to: Date) => sql`(
      COALESCE((SELECT sum(p.amount) FROM payments p WHERE p.company_id = ${companyId} AND p.currency = ${currency} AND ${PAID}
                  AND p.created_at >= ${from} AND p.created_at < ${to}), 0)
      - COALESCE((SELECT sum(r.amount) FROM refunds r JOIN payments p ON p.id = r.payment_id
                   WHERE p.company_id = ${companyId} AND p.currency = ${currency} AND r.status = 'completed'
                     AND r.created_at >= ${from} AND r.created_at < ${to}), 0))::int`;
    const live = (from: string, to: string) =>
      sql`(SELECT count(*)::int FROM bookings b WHERE b.company_id = ${companyId} AND ${LIVE} AND b.local_date >= ${from}::date AND b.local_date < ${to}::date)`;
    const firstPaid = sql`(SELECT p.customer_id, min(p.created_at) AS first FROM payments p WHERE p.company_id = ${companyId} AND ${PAID} GROUP BY p.customer_id)`;
    const { rows } = await this.db.execute<Record<keyof DashboardFigures, number>>(sql`
      SELECT
        ${collected(weekStart, new Date(weekStart.getTime() + 7 * 86_400_000))} AS "revenueThisWeek",
        ${collected(previousWeekStart, weekStart)} AS "revenuePreviousWeek",
        ${collected(monthStart, nextMonthStart)} AS "revenueThisMonth",
        ${collected(previousMonthStart, monthStart)} AS "revenuePreviousMonth",
        ${live(p.today, p.tomorrow)} AS "bookingsToday",
        ${live(p.weekStart, p.nextWeekStart)} AS "bookingsThisWeek",
        ${live(p.monthStart, p.nextMonthStart)} AS "bookingsThisMonth",
        ${live(p.previousMonthStart, p.monthStart)} AS "bookingsPreviousMonth",
        (SELECT count(*)::int FROM ${firstPaid} c) AS "customers",
        (SELECT count(*)::int FROM ${firstPaid} c WHERE c.first >= ${monthStart} AND c.first < ${nextMonthStart}) AS "newCustomersThisMonth",
        (SELECT count(*)::int FROM ${firstPaid} c WHERE c.first >= ${previousMonthStart} AND c.first < ${monthStart}) AS "newCustomersPreviousMonth",
        (SELECT count(*)::int FROM fields f WHERE f.company_id = ${companyId} AND f.publication_state <> 'archived') AS "totalFields",
        (SELECT count(*)::int FROM fields f WHERE f.company_id = ${companyId} AND f.publication_state = 'published' AND f.status = 'active') AS "activeFields",
        (SELECT COALESCE(sum(b.duration_minutes), 0)::int FROM bookings b JOIN fields f ON f.id = b.field_id
          WHERE b.company_id = ${companyId} AND ${LIVE} AND f.publication_state = 'published' AND f.status = 'active'
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
      total: number; field_id: string; field_name: string; customer_id: string; first_name: string; last_name: string;
    }>(sql`
      SELECT b.id, b.booking_number, b.status, b.hold_expires_at, b.created_at, b.total, f.id AS field_id, f.name AS field_name,
             u.id AS customer_id, u.first_name, u.last_name
        FROM bookings b JOIN fields f ON f.id = b.field_id JOIN users u ON u.id = b.customer_id
       WHERE b.company_id = ${companyId}
       ORDER BY b.created_at DESC, b.id DESC LIMIT ${limit}`);
    return rows.map((row) => ({
      id: row.id, bookingNumber: row.booking_number, status: row.status, awaitingConfirmation: row.status === 'pending' && row.hold_expires_at === null,
      createdAt: iso(row.created_at), totalPrice: row.total, field: { id: row.field_id, name: row.field_name },
      user: { id: row.customer_id, firstName: row.first_name, lastName: row.last_name },
    }));
  }
}

/** The company's zone and the currency most of its fields use (US dollars without fields); undefined when unknown. */
export async function companyZoneAndCurrency(db: Db, companyId: string, tenantId: string): Promise<{ name: string; timezone: string; currency: string } | undefined> {
  const { rows } = await db.execute<{ name: string; timezone: string; currency: string | null }>(sql`
    SELECT c.name, c.timezone,
           (SELECT f.currency FROM fields f WHERE f.company_id = c.id GROUP BY f.currency ORDER BY count(*) DESC, f.currency LIMIT 1) AS currency
      FROM companies c WHERE c.id = ${companyId} AND c.tenant_id = ${tenantId}`);
  const row = rows[0];
  return row && { name: row.name, timezone: row.timezone, currency: row.currency ?? 'USD' };
}
