import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { Db } from '../../db/client.js';
import { fields } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/errors.js';
import { calendarColumns, type FieldCalendarSnapshot } from '../fields/availability.repository.js';
import { storeAfterSql, storedAnswerColumn, type StoredAnswer, type Tx } from '../idempotency/idempotency.repository.js';
import { toBooking } from './booking-read.repository.js';

/**
 * Everything creating a booking reads, in one statement (one snapshot): the field's calendar for the day,
 * its company's booking rules, the names the booking's answer shows, whether the field has a lapsed hold to
 * sweep, and the answer already stored for the request's Idempotency-Key.
 */
export interface HoldContext extends FieldCalendarSnapshot {
  fieldId: string;
  capacity: number;
  rules: {
    holdMinutes: number;
    maxDurationMinutes: number;
    requiresConfirmation: boolean;
    taxRateBp: number;
    processingFee: number;
  };
  /** What the booking's answer shows of its field and company. */
  labels: {
    fieldName: string;
    city: string;
    address: string;
    companyName: string;
    freeCancellationHours: number;
    lateRefundPercent: number;
  };
  /** A pending booking of the field whose hold lapsed at `now` and that nothing keeps (no charge in flight). */
  hasLapsedHold: boolean;
  stored: StoredAnswer | null;
}

export interface NewBooking {
  id: string;
  bookingNumber: string;
  confirmationCode: string;
  companyId: string;
  fieldId: string;
  customerId: string;
  start: Date;
  end: Date;
  date: string;
  startTime: string;
  endTime: string;
  duration: number;
  holdExpiresAt: Date;
  price: Booking['price'];
  currency: Currency;
  /** The promotion whose discount the price carries, and its code as the company wrote it (none when absent). */
  promotionId?: string | null;
  promoCode?: string | null;
  fullName: string;
  email: string;
  phone: string;
  notes: string | null;
  groupName: string | null;
  groupSize: number | null;
  contactPerson: string | null;
}

/** The booking number or confirmation code drawn for a new booking is already another booking's. */
export function isCodeTaken(error: unknown): boolean {
  return isUniqueViolation(error, 'bookings_booking_number_key') || isUniqueViolation(error, 'bookings_confirmation_code_key');
}

/** Why a lapsed hold ended (shown to the customer as the cancellation reason). */
export const HOLD_EXPIRED_REASON = 'Hold expired before payment';

/** A pending booking of `bookings` (unaliased) whose hold lapsed at `now`, unless a charge is in flight for it. */
const lapsedHold = (now: unknown) => sql`
  bookings.status = 'pending' AND bookings.hold_expires_at IS NOT NULL AND bookings.hold_expires_at <= ${now}::timestamptz
  -- A payment being charged keeps its booking until the charge is settled (then the hold is cleared).
  AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = bookings.id AND p.status = 'processing')`;

function holdContextSelect(db: Db) {
  const now = sql.placeholder('now');
  return db.select({
    ...calendarColumns(sql.placeholder('date'), 1, now),
    fieldId: fields.id,
    capacity: fields.capacity,
    fieldName: fields.name,
    city: fields.city,
    address: fields.address,
    companyName: sql<string>`c.name`,
    holdMinutes: sql<number>`c.booking_hold_minutes`,
    maxDurationMinutes: sql<number>`c.max_booking_minutes`,
    requiresConfirmation: sql<boolean>`c.requires_confirmation`,
    taxRateBp: sql<number>`c.tax_rate_bp`,
    processingFee: sql<number>`c.processing_fee`,
    freeCancellationHours: sql<number>`c.free_cancellation_hours`,
    lateRefundPercent: sql<number>`c.late_refund_percent`,
    hasLapsedHold: sql<boolean>`EXISTS (SELECT 1 FROM bookings WHERE bookings.field_id = fields.id AND ${lapsedHold(now)})`,
    stored: storedAnswerColumn(sql.placeholder('userId'), sql.placeholder('scope'), sql.placeholder('key')),
  }).from(fields)
    .innerJoin(sql`companies c`, sql`c.id = ${fields.companyId}`)
    .where(eq(fields.id, sql.placeholder('fieldId')));
}

/** The key of the advisory lock that orders the holds of one field. */
const lockKey = (fieldId: string) => `booking-field:${fieldId}`;

type HoldInsertValue = 'lockKey' | 'id' | 'bookingNumber' | 'confirmationCode' | 'companyId' | 'fieldId' | 'customerId' | 'start' | 'end'
  | 'date' | 'startTime' | 'endTime' | 'duration' | 'holdExpiresAt' | 'subtotal' | 'discount' | 'tax' | 'processingFee' | 'total'
  | 'currency' | 'promotionId' | 'promoCode' | 'fullName' | 'email' | 'phone' | 'notes' | 'groupName' | 'groupSize' | 'contactPerson' | 'now'
  | 'keyUserId' | 'keyScope' | 'key' | 'requestHash' | 'response';
type HoldInsert = { execute: { rowCount: number | null }; all: unknown; values: unknown };

/**
 * A hold and its Idempotency-Key in one statement, prepared once per connection (see `insertHold`). `free`
 * yields its row, and so takes the field's lock, only when no active booking overlaps the new one: the
 * condition is evaluated before the row is projected.
 */
const HOLD_INSERT = (() => {
  const v = (name: HoldInsertValue) => sql.placeholder(name);
  return new PgDialect().sqlToQuery(sql`
    WITH free AS (
      SELECT pg_advisory_xact_lock(hashtextextended(${v('lockKey')}::text, 0))::text AS locked
       WHERE NOT EXISTS (
         SELECT 1 FROM bookings
          WHERE field_id = ${v('fieldId')}::uuid AND status IN ('pending', 'confirmed')
            AND tstzrange(starts_at, ends_at, '[)') && tstzrange(${v('start')}::timestamptz, ${v('end')}::timestamptz, '[)'))
    ), held AS (
      INSERT INTO bookings (id, booking_number, confirmation_code, company_id, field_id, customer_id, starts_at, ends_at,
                            local_date, start_time, end_time, duration_minutes, status, hold_expires_at,
                            subtotal, discount, tax, processing_fee, total, currency, promotion_id, promo_code, full_name, email, phone,
                            notes, group_name, group_size, contact_person, created_at, updated_at)
      SELECT ${v('id')}::uuid, ${v('bookingNumber')}::text, ${v('confirmationCode')}::text, ${v('companyId')}::uuid,
             ${v('fieldId')}::uuid, ${v('customerId')}::uuid, ${v('start')}::timestamptz, ${v('end')}::timestamptz,
             ${v('date')}::date, ${v('startTime')}::text, ${v('endTime')}::text, ${v('duration')}::int, 'pending',
             ${v('holdExpiresAt')}::timestamptz, ${v('subtotal')}::int, ${v('discount')}::int, ${v('tax')}::int,
             ${v('processingFee')}::int, ${v('total')}::int, ${v('currency')}::text, ${v('promotionId')}::uuid, ${v('promoCode')}::text,
             ${v('fullName')}::text, ${v('email')}::text,
             ${v('phone')}::text, ${v('notes')}::text, ${v('groupName')}::text, ${v('groupSize')}::int, ${v('contactPerson')}::text,
             ${v('now')}::timestamptz, ${v('now')}::timestamptz
        FROM free
      -- An overlapping booking committed while this one waited for the lock: nothing inserted, and no error (a
      -- failed statement would cost its pooled connection, which pg-pool closes on any query error).
      ON CONFLICT ON CONSTRAINT bookings_no_overlap DO NOTHING
      RETURNING id)
    ${storeAfterSql(sql`held`, {
      userId: v('keyUserId'), scope: v('keyScope'), key: v('key'), requestHash: v('requestHash'),
      response: v('response'), now: v('now'),
    })}`);
})();

/** The holds of bookings: what creating one reads, its insertion, and the end of lapsed ones. */
export class BookingHoldRepository {
  private readonly holdContextQuery;

  constructor(private readonly db: Db) {
    this.holdContextQuery = holdContextSelect(db).prepare('booking_hold_context');
  }

  /** What creating a booking on the field for the local `date` reads (see `HoldContext`); undefined without the field. */
  async holdContext(fieldId: string, date: string, now: Date, idempotency: { userId: string; scope: string; key: string }): Promise<HoldContext | undefined> {
    const [row] = await this.holdContextQuery.execute({ fieldId, date, now: now.toISOString(), ...idempotency });
    if (!row) return undefined;
    const { holdMinutes, maxDurationMinutes, requiresConfirmation, taxRateBp, processingFee,
      fieldName, city, address, companyName, freeCancellationHours, lateRefundPercent, ...rest } = row;
    return {
      ...rest,
      rules: { holdMinutes, maxDurationMinutes, requiresConfirmation, taxRateBp, processingFee },
      labels: { fieldName, city, address, companyName, freeCancellationHours, lateRefundPercent },
    };
  }

  /** The answer for `booking` once inserted by `insertHold`: the row it will be, as the other reads show it. */
  heldBooking(booking: NewBooking, labels: HoldContext['labels'], timezone: string, now: Date): Booking {
    return toBooking({
      id: booking.id, booking_number: booking.bookingNumber, confirmation_code: booking.confirmationCode, status: 'pending',
      field_id: booking.fieldId, field_name: labels.fieldName, field_city: labels.city, field_address: labels.address, field_timezone: timezone,
      company_id: booking.companyId, company_name: labels.companyName,
      local_date: booking.date, start_time: booking.startTime, end_time: booking.endTime, starts_at: booking.start, ends_at: booking.end,
      duration_minutes: booking.duration, hold_expires_at: booking.holdExpiresAt,
      subtotal: booking.price.subtotal, discount: booking.price.discount, tax: booking.price.tax,
      processing_fee: booking.price.processingFee, total: booking.price.total, currency: booking.currency, promo_code: booking.promoCode ?? null,
      full_name: booking.fullName, email: booking.email, phone: booking.phone, notes: booking.notes, group_name: booking.groupName,
      group_size: booking.groupSize, contact_person: booking.contactPerson, confirmation_note: null,
      cancellation_reason: null, cancelled_at: null, checked_in_at: null, created_at: now,
      free_cancellation_hours: labels.freeCancellationHours, late_refund_percent: labels.lateRefundPercent,
    });
  }

  /**
   * Inserts a pending booking holding its slots, with its Idempotency-Key and answer, in one statement: true
   * when inserted, false when an active booking of the field already overlaps it. A per-field advisory lock,
   * held until the commit, orders concurrent holds of one field; the exclusion constraint refuses an
   * overlapping row that got in meanwhile (see `isExclusionViolation`; the key's primary key likewise refuses
   * a concurrent attempt with the same key, see `isKeyTaken`). A hold that finds its slot taken answers
   * before queueing for the lock. With `sweepLapsed` (the field has a lapsed hold), the field's lapsed holds
   * are first cancelled under the lock, in the same transaction, so their slots can be taken. With `claim`
   * (the booking carries a promotion), the claim runs first in that transaction: it takes the promotion's
   * lock and refuses (throws) when no use is left, so the use and the booking are committed together.
   */
  async insertHold(booking: NewBooking, now: Date, sweepLapsed: boolean,
    key: { userId: string; scope: string; key: string; answer: StoredAnswer }, claim?: (tx: Tx) => Promise<void>): Promise<boolean> {
    const values: Record<HoldInsertValue, unknown> = {
      ...booking, ...booking.price, promotionId: booking.promotionId ?? null, promoCode: booking.promoCode ?? null,
      lockKey: lockKey(booking.fieldId), now,
      keyUserId: key.userId, keyScope: key.scope, key: key.key, requestHash: key.answer.requestHash,
      response: JSON.stringify(key.answer.response),
    };
    const insert = async (executor: Db | Tx) =>
      ((await executor._.session.prepareQuery<HoldInsert>(HOLD_INSERT, undefined, 'booking_hold_insert', false).execute(values)).rowCount ?? 0) > 0;
    if (!sweepLapsed && !claim) return insert(this.db);
    return this.db.transaction(async (tx) => {
      // The promotion's lock before the field's: every path that takes both takes them in this order.
      if (claim) await claim(tx);
      if (sweepLapsed) {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${lockKey(booking.fieldId)}, 0))`);
        await this.expireHolds(tx, now, sql`AND field_id = ${booking.fieldId}`);
      }
      return insert(tx);
    });
  }

  /** Cancels pending bookings whose hold lapsed (all of them, or those `where` narrows); answers how many. */
  async expireHolds(executor: Db | Tx, now: Date, where: SQL = sql``): Promise<number> {
    const result = await executor.execute(sql`
      UPDATE bookings SET status = 'cancelled', cancellation_reason = ${HOLD_EXPIRED_REASON}, cancelled_at = ${now}, updated_at = ${now}
       WHERE ${lapsedHold(now)} ${where}`);
    return result.rowCount ?? 0;
  }
}
