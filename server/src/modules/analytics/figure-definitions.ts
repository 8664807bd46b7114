/**
 * The SQL of each company figure, written once (docs/product/figures.md): the dashboard, the analytics and
 * their exports build on these, so one name always means one population.
 */
import { sql, type SQL } from 'drizzle-orm';
import { HOLD_EXPIRED_REASON } from '../bookings/booking-hold.repository.js';

/** Payment statuses that mean money was taken (whatever was refunded since). */
const COLLECTED = sql`('completed', 'refunded', 'partial refund')`;

/**
 * A booking made (alias `b`): confirmed, paid and awaiting confirmation, or cancelled after it was paid or
 * reserved to pay on site. An unpaid hold — in checkout, given back or lapsed — is not one.
 */
export const BOOKING_MADE = sql`(b.status = 'confirmed' OR (b.status = 'pending' AND b.hold_expires_at IS NULL)
  OR (b.status = 'cancelled' AND b.cancellation_reason IS DISTINCT FROM ${HOLD_EXPIRED_REASON}
      AND EXISTS (SELECT 1 FROM payments bp WHERE bp.booking_id = b.id AND (bp.status IN ${COLLECTED} OR bp.method = 'cash'))))`;

/** A booking taking place (alias `b`): confirmed, or paid and awaiting confirmation. */
export const TAKES_PLACE = sql`(b.status = 'confirmed' OR (b.status = 'pending' AND b.hold_expires_at IS NULL))`;

/**
 * Every movement of money: a payment completed (`collected`, at its time) and a refund completed
 * (`refunded`, at its time), in the payment's currency, with the booking and customer paid for; the
 * company's, or the whole platform's without `companyId`.
 */
export function moneyMovements(companyId?: string): SQL {
  const company = companyId === undefined ? sql`true` : sql`p.company_id = ${companyId}`;
  return sql`(
    SELECT p.created_at AS at, p.booking_id, p.customer_id, p.company_id, p.currency, p.amount::bigint AS collected, 0::bigint AS refunded
      FROM payments p WHERE ${company} AND p.status IN ${COLLECTED}
    UNION ALL
    SELECT x.created_at, p.booking_id, p.customer_id, p.company_id, p.currency, 0::bigint, x.amount::bigint
      FROM refunds x JOIN payments p ON p.id = x.payment_id WHERE ${company} AND x.status = 'completed')`;
}

/** Per-currency sums of a subquery's `currency` and `amount` columns, as a JSON money list. */
export const moneyJson = (rows: SQL): SQL =>
  sql`COALESCE((SELECT json_agg(json_build_object('currency', currency, 'amount', amount) ORDER BY currency) FROM (${rows}) x), '[]'::json)`;

/** The instant a local day of the zone begins. */
export const dayStart = (date: string, timezone: string): SQL => sql`(${date}::date::timestamp AT TIME ZONE ${timezone})`;

/** The local day (in the zone) of an instant column. */
export const localDay = (column: SQL, timezone: string): SQL => sql`(${column} AT TIME ZONE ${timezone})::date`;

/** Local days [from, to) of a zone as the instants that bound them. */
export interface LocalRange { from: string; to: string }

/** `column` (an instant) falls in the local days of the range. */
export const within = (column: SQL, range: LocalRange, timezone: string): SQL =>
  sql`(${column} >= ${dayStart(range.from, timezone)} AND ${column} < ${dayStart(range.to, timezone)})`;
