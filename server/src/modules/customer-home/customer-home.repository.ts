import { sql } from 'drizzle-orm';
import type { ActivityEvent, ActivityKind, CalendarBooking, HomeBooking } from '@pitchside/shared-api/contracts/customer-home';
import type { BookingStatus } from '@pitchside/shared-api/contracts/booking';
import { CURRENCIES, type Currency, type SportType } from '@pitchside/shared-api/contracts/field-constants';
import type { Money } from '@pitchside/shared-api/contracts/money';
import type { Db } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import type { Place } from './weather-provider.js';

/** Instants bounding a period: [start, end). */
export interface Period { start: Date; end: Date }

/** What the overview counts of the customer's bookings (minutes; the service turns them into hours). */
export interface BookingCounts {
  upcoming: number;
  played: number;
  playedMinutesInPeriod: number;
  playedMinutesAllTime: number;
  favouriteSport: SportType | null;
}

/** Games towards the goals: confirmed bookings starting in the period, and their minutes. */
export interface GoalCounts { games: number; minutes: number }

export interface StoredGoals { gamesPerMonth: number | null; hoursPerMonth: number | null }

/** Payment statuses that mean money was taken (what was refunded since is subtracted). */
const COLLECTED = sql`('completed', 'refunded', 'partial refund')`;

/**
 * A booking the customer made (alias `b`), as "My bookings" lists them: a hold given back or lapsed before
 * any payment was tried is not one.
 */
const MADE = sql`NOT (b.status = 'cancelled' AND NOT EXISTS (SELECT 1 FROM payments mp WHERE mp.booking_id = b.id))`;

/** A game (alias `b`): a booking the company confirmed (checked in or not). */
const GAME = sql`b.status = 'confirmed'`;

type HomeBookingRow = {
  id: string; field_id: string; field_name: string; sport_type: SportType; city: string; starts_at: Date | string; ends_at: Date | string;
  local_date: string; start_time: string; end_time: string; timezone: string; status: BookingStatus; hold_expires_at: Date | string | null;
};

/** The page of a booking's pass: its QR code and confirmation code (`/bookings/:id`, docs/product/routes-and-screens.md). */
export const passUrlOf = (bookingId: string) => `/bookings/${bookingId}`;

const toHomeBooking = (row: HomeBookingRow): HomeBooking => ({
  id: row.id,
  field: { id: row.field_id, name: row.field_name, sportType: row.sport_type, city: row.city },
  start: iso(row.starts_at),
  end: iso(row.ends_at),
  date: row.local_date,
  startTime: row.start_time,
  endTime: row.end_time,
  timezone: row.timezone,
  status: row.status,
  holdExpiresAt: row.status === 'pending' && row.hold_expires_at !== null ? iso(row.hold_expires_at) : null,
  passUrl: passUrlOf(row.id),
});

const ACTIVITY_RANK: Record<ActivityKind, number> = { booked: 1, paid: 2, checked_in: 3, cancelled: 4, refunded: 5 };

/** The only SQL of the customer's home: their bookings, payments, refunds and goals, read for them alone. */
export class CustomerHomeRepository {
  constructor(private readonly db: Db) {}

  async bookingCounts(customerId: string, now: Date, period: Period): Promise<BookingCounts> {
    const played = sql`${GAME} AND b.ends_at <= ${now}`;
    const [{ rows: [counts] }, { rows: [favourite] }] = await Promise.all([
      this.db.execute<{ upcoming: number; played: number; in_period: number; all_time: number }>(sql`
        SELECT count(*) FILTER (WHERE b.ends_at > ${now} AND b.status <> 'cancelled')::int AS upcoming,
               count(*) FILTER (WHERE ${played})::int AS played,
               COALESCE(sum(b.duration_minutes) FILTER (WHERE ${played} AND b.starts_at >= ${period.start} AND b.starts_at < ${period.end}), 0)::int AS in_period,
               COALESCE(sum(b.duration_minutes) FILTER (WHERE ${played}), 0)::int AS all_time
          FROM bookings b WHERE b.customer_id = ${customerId}`),
      this.db.execute<{ sport_type: SportType }>(sql`
        SELECT f.sport_type FROM bookings b JOIN fields f ON f.id = b.field_id
         WHERE b.customer_id = ${customerId} AND ${played}
         GROUP BY f.sport_type ORDER BY count(*) DESC, max(b.starts_at) DESC, f.sport_type LIMIT 1`),
    ]);
    return {
      upcoming: counts?.upcoming ?? 0, played: counts?.played ?? 0,
      playedMinutesInPeriod: counts?.in_period ?? 0, playedMinutesAllTime: counts?.all_time ?? 0,
      favouriteSport: favourite?.sport_type ?? null,
    };
  }

  /** Money paid less money refunded, per currency, in the platform's order of currencies. */
  async spent(customerId: string): Promise<Money[]> {
    const { rows } = await this.db.execute<{ currency: Currency; amount: string }>(sql`
      SELECT currency, sum(amount - refunded_amount) AS amount FROM payments
       WHERE customer_id = ${customerId} AND status IN ${COLLECTED} GROUP BY currency`);
    return rows
      .map((row) => ({ currency: row.currency, amount: Number(row.amount) }))
      .sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
  }

  /** The next bookings not ended and not cancelled, soonest first. */
  async upcoming(customerId: string, now: Date, limit: number): Promise<HomeBooking[]> {
    const { rows } = await this.db.execute<HomeBookingRow>(sql`
      SELECT b.id, b.field_id, f.name AS field_name, f.sport_type, f.city, b.starts_at, b.ends_at, b.local_date, b.start_time, b.end_time,
             f.timezone, b.status, b.hold_expires_at
        FROM bookings b JOIN fields f ON f.id = b.field_id
       WHERE b.customer_id = ${customerId} AND b.ends_at > ${now} AND b.status <> 'cancelled'
       ORDER BY b.starts_at, b.id LIMIT ${limit}`);
    return rows.map(toHomeBooking);
  }

  /**
   * The latest events of the customer's bookings, newest first: made (`created_at`), paid (a payment taken,
   * at its time), checked in, cancelled (a booking made, not a lapsed or given-back hold) and refunded (a
   * completed refund, at its time). At one instant, the later step of a booking's life comes first.
   */
  async recentActivity(customerId: string, limit: number): Promise<ActivityEvent[]> {
    const rank = (kind: ActivityKind) => sql.raw(String(ACTIVITY_RANK[kind]));
    const { rows } = await this.db.execute<{
      kind: ActivityKind; row_id: string; at: Date | string; booking_id: string; field_name: string; currency: Currency | null; amount: number | null;
    }>(sql`
      SELECT kind, row_id, at, booking_id, field_name, currency, amount FROM (
        SELECT 'booked' AS kind, ${rank('booked')} AS rank, b.id AS row_id, b.created_at AS at, b.id AS booking_id, f.name AS field_name,
               NULL::text AS currency, NULL::int AS amount
          FROM bookings b JOIN fields f ON f.id = b.field_id WHERE b.customer_id = ${customerId} AND ${MADE}
        UNION ALL
        SELECT 'paid', ${rank('paid')}, p.id, p.created_at, b.id, f.name, p.currency, p.amount
          FROM payments p JOIN bookings b ON b.id = p.booking_id JOIN fields f ON f.id = b.field_id
         WHERE p.customer_id = ${customerId} AND p.status IN ${COLLECTED}
        UNION ALL
        SELECT 'checked_in', ${rank('checked_in')}, b.id, b.checked_in_at, b.id, f.name, NULL, NULL
          FROM bookings b JOIN fields f ON f.id = b.field_id WHERE b.customer_id = ${customerId} AND b.checked_in_at IS NOT NULL
        UNION ALL
        SELECT 'cancelled', ${rank('cancelled')}, b.id, b.cancelled_at, b.id, f.name, NULL, NULL
          FROM bookings b JOIN fields f ON f.id = b.field_id
         WHERE b.customer_id = ${customerId} AND b.status = 'cancelled' AND b.cancelled_at IS NOT NULL AND ${MADE}
        UNION ALL
        SELECT 'refunded', ${rank('refunded')}, r.id, r.created_at, b.id, f.name, p.currency, r.amount
          FROM refunds r JOIN payments p ON p.id = r.payment_id JOIN bookings b ON b.id = p.booking_id JOIN fields f ON f.id = b.field_id
         WHERE p.customer_id = ${customerId} AND r.status = 'completed'
      ) events
      ORDER BY at DESC, rank DESC, row_id DESC
      LIMIT ${limit}`);
    return rows.map((row) => ({
      id: `${row.kind}:${row.row_id}`,
      kind: row.kind,
      at: iso(row.at),
      bookingId: row.booking_id,
      fieldName: row.field_name,
      ...(row.currency !== null && row.amount !== null ? { amount: { currency: row.currency, amount: row.amount } } : {}),
    }));
  }

  async goals(customerId: string): Promise<StoredGoals> {
    const { rows } = await this.db.execute<{ games_per_month: number | null; hours_per_month: number | null }>(sql`
      SELECT games_per_month, hours_per_month FROM customer_goals WHERE user_id = ${customerId}`);
    return { gamesPerMonth: rows[0]?.games_per_month ?? null, hoursPerMonth: rows[0]?.hours_per_month ?? null };
  }

  /** Writes the goals given (`undefined`: kept; null: cleared) in one statement; answers the goals now. */
  async saveGoals(customerId: string, goals: { gamesPerMonth?: number | null; hoursPerMonth?: number | null }, now: Date): Promise<StoredGoals> {
    const keep = (value: number | null | undefined) => value === undefined;
    const { rows } = await this.db.execute<{ games_per_month: number | null; hours_per_month: number | null }>(sql`
      INSERT INTO customer_goals (user_id, games_per_month, hours_per_month, updated_at)
      VALUES (${customerId}, ${goals.gamesPerMonth ?? null}::int, ${goals.hoursPerMonth ?? null}::int, ${now})
      ON CONFLICT (user_id) DO UPDATE SET
        games_per_month = CASE WHEN ${keep(goals.gamesPerMonth)}::boolean THEN customer_goals.games_per_month ELSE EXCLUDED.games_per_month END,
        hours_per_month = CASE WHEN ${keep(goals.hoursPerMonth)}::boolean THEN customer_goals.hours_per_month ELSE EXCLUDED.hours_per_month END,
        updated_at = EXCLUDED.updated_at
      RETURNING games_per_month, hours_per_month`);
    return { gamesPerMonth: rows[0]?.games_per_month ?? null, hoursPerMonth: rows[0]?.hours_per_month ?? null };
  }

  async goalCounts(customerId: string, period: Period): Promise<GoalCounts> {
    const { rows } = await this.db.execute<{ games: number; minutes: number }>(sql`
      SELECT count(*)::int AS games, COALESCE(sum(b.duration_minutes), 0)::int AS minutes FROM bookings b
       WHERE b.customer_id = ${customerId} AND ${GAME} AND b.starts_at >= ${period.start} AND b.starts_at < ${period.end}`);
    return { games: rows[0]?.games ?? 0, minutes: rows[0]?.minutes ?? 0 };
  }

  /** The bookings made whose local day at their field is in [first, next), by day and start. */
  async calendar(customerId: string, days: { first: string; next: string }): Promise<(CalendarBooking & { date: string })[]> {
    const { rows } = await this.db.execute<{
      id: string; field_name: string; local_date: string; start_time: string; end_time: string; timezone: string;
      status: BookingStatus; hold_expires_at: Date | string | null;
    }>(sql`
      SELECT b.id, f.name AS field_name, b.local_date, b.start_time, b.end_time, f.timezone, b.status, b.hold_expires_at
        FROM bookings b JOIN fields f ON f.id = b.field_id
       WHERE b.customer_id = ${customerId} AND b.local_date >= ${days.first}::date AND b.local_date < ${days.next}::date AND ${MADE}
       ORDER BY b.local_date, b.starts_at, b.id`);
    return rows.map((row) => ({
      id: row.id, date: row.local_date, fieldName: row.field_name, startTime: row.start_time, endTime: row.end_time,
      timezone: row.timezone, status: row.status,
      holdExpiresAt: row.status === 'pending' && row.hold_expires_at !== null ? iso(row.hold_expires_at) : null,
    }));
  }

  /** Where and when one of the customer's bookings takes place, when it is still to come (not ended, not cancelled). */
  async upcomingPlace(customerId: string, bookingId: string, now: Date): Promise<(Place & { start: Date }) | undefined> {
    const { rows } = await this.db.execute<{ latitude: number; longitude: number; starts_at: Date | string }>(sql`
      SELECT f.latitude, f.longitude, b.starts_at FROM bookings b JOIN fields f ON f.id = b.field_id
       WHERE b.id = ${bookingId} AND b.customer_id = ${customerId} AND b.status <> 'cancelled' AND b.ends_at > ${now}`);
    const row = rows[0];
    return row && { latitude: row.latitude, longitude: row.longitude, start: new Date(iso(row.starts_at)) };
  }
}
