import { sql } from 'drizzle-orm';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import type { Db } from '../../db/client.js';
import { HOLD_EXPIRED_REASON } from '../bookings/booking.repository.js';

export interface AnalyticsRange { companyId: string; currency: string; timezone: string; startDate: string; endDate: string }
type Parts = Omit<Analytics, 'period' | 'startDate' | 'endDate' | 'timezone' | 'currency'>;

const LIVE = sql`(b.status = 'confirmed' OR (b.status = 'pending' AND b.hold_expires_at IS NULL))`;
const PAID = sql`p.status IN ('completed', 'refunded', 'partial refund')`;

/** The company's analytics over local days, each part one aggregate of the same statement (one snapshot). */
export class AnalyticsRepository {
  constructor(private readonly db: Db) {}

  async parts(r: AnalyticsRange): Promise<Parts> {
    const inRange = sql`b.company_id = ${r.companyId} AND b.local_date BETWEEN ${r.startDate}::date AND ${r.endDate}::date`;
    const localDay = (column: string) => sql`(${sql.raw(column)} AT TIME ZONE ${r.timezone})::date`;
    // Money by local day: charges less completed refunds, in the company's currency.
    const money = sql`
      SELECT ${localDay('p.created_at')} AS day, p.booking_id, p.customer_id, p.amount AS amount FROM payments p
       WHERE p.company_id = ${r.companyId} AND p.currency = ${r.currency} AND ${PAID}
      UNION ALL
      SELECT ${localDay('x.created_at')}, p.booking_id, p.customer_id, -x.amount FROM refunds x JOIN payments p ON p.id = x.payment_id
       WHERE p.company_id = ${r.companyId} AND p.currency = ${r.currency} AND x.status = 'completed'`;
    const { rows } = await this.db.execute<{ result: Parts }>(sql`
      WITH money AS (SELECT * FROM (${money}) m WHERE m.day BETWEEN ${r.startDate}::date AND ${r.endDate}::date),
           live AS (SELECT b.* FROM bookings b WHERE ${inRange} AND ${LIVE}),
           days AS (SELECT d::date AS day FROM generate_series(${r.startDate}::date, ${r.endDate}::date, interval '1 day') d)
      SELECT json_build_object(
        'totals', json_build_object(
          'revenue', (SELECT COALESCE(sum(amount), 0)::int FROM money),
          'bookings', (SELECT count(*)::int FROM live),
          'cancelled', (SELECT count(*)::int FROM bookings b WHERE ${inRange} AND b.status = 'cancelled'
                          AND b.cancellation_reason IS DISTINCT FROM ${HOLD_EXPIRED_REASON}),
          'customers', (SELECT count(DISTINCT customer_id)::int FROM money),
          'averageBookingValue', (SELECT COALESCE(round(sum(amount)::numeric / NULLIF((SELECT count(*) FROM live), 0)), 0)::int FROM money)),
        'revenueByDay', (SELECT json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'),
            'revenue', (SELECT COALESCE(sum(amount), 0)::int FROM money WHERE money.day = d.day),
            'bookings', (SELECT count(*)::int FROM live WHERE live.local_date = d.day)) ORDER BY d.day) FROM days d),
        'bookingsByStatus', json_build_array(
          json_build_object('status', 'confirmed', 'count', (SELECT count(*)::int FROM live WHERE status = 'confirmed' AND checked_in_at IS NULL)),
          json_build_object('status', 'awaiting_confirmation', 'count', (SELECT count(*)::int FROM live WHERE status = 'pending')),
          json_build_object('status', 'checked_in', 'count', (SELECT count(*)::int FROM live WHERE checked_in_at IS NOT NULL)),
          json_build_object('status', 'cancelled', 'count', (SELECT count(*)::int FROM bookings b WHERE ${inRange} AND b.status = 'cancelled'
                          AND b.cancellation_reason IS DISTINCT FROM ${HOLD_EXPIRED_REASON}))),
        'bookingsByField', COALESCE((SELECT json_agg(row_to_json(x) ORDER BY x.bookings DESC, x."fieldName") FROM (
            SELECT f.id AS "fieldId", f.name AS "fieldName", (SELECT count(*)::int FROM live WHERE live.field_id = f.id) AS bookings,
                   (SELECT COALESCE(sum(m.amount), 0)::int FROM money m JOIN bookings b ON b.id = m.booking_id WHERE b.field_id = f.id) AS revenue
              FROM fields f WHERE f.company_id = ${r.companyId} AND f.publication_state <> 'archived') x), '[]'::json),
        'heatmap', COALESCE((SELECT json_agg(row_to_json(h) ORDER BY h."dayOfWeek", h.hour) FROM (
            SELECT extract(dow FROM local_date)::int AS "dayOfWeek", split_part(start_time, ':', 1)::int AS hour, count(*)::int AS bookings
              FROM live GROUP BY 1, 2) h), '[]'::json),
        'topCustomers', COALESCE((SELECT json_agg(row_to_json(c) ORDER BY c.spent DESC, c.name) FROM (
            SELECT u.id AS "customerId", trim(u.first_name || ' ' || u.last_name) AS name,
                   (SELECT count(*)::int FROM live WHERE live.customer_id = u.id) AS bookings, sum(m.amount)::int AS spent
              FROM money m JOIN users u ON u.id = m.customer_id GROUP BY u.id ORDER BY spent DESC, name LIMIT 10) c), '[]'::json)
      ) AS result`);
    return rows[0]!.result;
  }
}
