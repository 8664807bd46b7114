import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Booking, BookingListQuery, BookingStatus, CompanyBookingListQuery } from '@pitchside/shared-api/contracts/booking';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import { iso } from '../../db/iso.js';
import type { Db } from '../../db/client.js';
import { fields } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/errors.js';
import { calendarColumns, type FieldCalendarSnapshot } from '../fields/availability.repository.js';
import { storeAfterSql, storedAnswerColumn, type StoredAnswer, type Tx } from '../idempotency/idempotency.repository.js';
import { likePattern } from '../../lib/like-pattern.js';

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

/** A booking as re-pricing it reads it, under its lock (see `lockForPricing`). */
export interface HeldForPricing {
  status: BookingStatus;
  holdExpiresAt: Date | null;
  companyId: string;
  fieldId: string;
  durationMinutes: number;
  subtotal: number;
  processingFee: number;
  taxRateBp: number;
  promotionId: string | null;
  /** A payment of it is being charged or was made: its amount is fixed. */
  hasPayment: boolean;
}

type BookingRow = {
  id: string; booking_number: string; confirmation_code: string; status: BookingStatus;
  field_id: string; field_name: string; field_city: string; field_address: string; field_timezone: string;
  company_id: string; company_name: string;
  local_date: string; start_time: string; end_time: string; starts_at: Date | string; ends_at: Date | string; duration_minutes: number;
  hold_expires_at: Date | string | null; subtotal: number; discount: number; tax: number; processing_fee: number; total: number;
  currency: Currency; promo_code: string | null; full_name: string; email: string; phone: string; notes: string | null; group_name: string | null;
  group_size: number | null; contact_person: string | null; confirmation_note: string | null;
  cancellation_reason: string | null; cancelled_at: Date | string | null; checked_in_at: Date | string | null; created_at: Date | string;
  free_cancellation_hours: number; late_refund_percent: number;
};

const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    bookingNumber: row.booking_number,
    confirmationCode: row.confirmation_code,
    status: row.status,
    field: { id: row.field_id, name: row.field_name, city: row.field_city, address: row.field_address, timezone: row.field_timezone },
    company: { id: row.company_id, name: row.company_name },
    date: row.local_date,
    startTime: row.start_time,
    endTime: row.end_time,
    start: iso(row.starts_at),
    end: iso(row.ends_at),
    duration: row.duration_minutes,
    holdExpiresAt: row.status === 'pending' ? isoOrNull(row.hold_expires_at) : null,
    price: { subtotal: row.subtotal, discount: row.discount, tax: row.tax, processingFee: row.processing_fee, total: row.total },
    currency: row.currency,
    promoCode: row.promo_code,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    groupName: row.group_name,
    groupSize: row.group_size,
    contactPerson: row.contact_person,
    confirmationNote: row.confirmation_note,
    cancellationReason: row.cancellation_reason,
    cancelledAt: isoOrNull(row.cancelled_at),
    checkedInAt: isoOrNull(row.checked_in_at),
    createdAt: iso(row.created_at),
    cancellationPolicy: {
      freeUntil: new Date(Date.parse(iso(row.starts_at)) - row.free_cancellation_hours * 3_600_000).toISOString(),
      lateRefundPercent: row.late_refund_percent,
    },
  };
}

const SELECT_BOOKING = sql`
  SELECT b.*, f.name AS field_name, f.city AS field_city, f.address AS field_address, f.timezone AS field_timezone,
         c.name AS company_name, c.free_cancellation_hours, c.late_refund_percent
    FROM bookings b JOIN fields f ON f.id = b.field_id JOIN companies c ON c.id = b.company_id`;

/** An ILIKE pattern matching the text anywhere, its wildcards escaped; null without text. */

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

/** The only SQL of bookings. */
export class BookingRepository {
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

  async find(id: string, executor: Db | Tx = this.db): Promise<Booking | undefined> {
    const { rows } = await executor.execute<BookingRow>(sql`${SELECT_BOOKING} WHERE b.id = ${id}`);
    return rows[0] && toBooking(rows[0]);
  }

  /** The field's company and IANA zone (to read a slot's instants as its local day and time); undefined without the field. */
  async fieldZone(fieldId: string): Promise<{ companyId: string; timezone: string } | undefined> {
    const { rows } = await this.db.execute<{ company_id: string; timezone: string }>(
      sql`SELECT company_id, timezone FROM fields WHERE id = ${fieldId}`);
    return rows[0] && { companyId: rows[0].company_id, timezone: rows[0].timezone };
  }

  /**
   * A customer's booking locked (FOR UPDATE) until `tx` ends, with what re-pricing it needs: its money, its
   * company's tax rate now, and whether a payment of it is live (being charged, or made). Undefined when the
   * customer has no such booking.
   */
  async lockForPricing(tx: Tx, id: string, customerId: string): Promise<HeldForPricing | undefined> {
    const { rows } = await tx.execute<{
      status: BookingStatus; hold_expires_at: Date | string | null; company_id: string; field_id: string; duration_minutes: number;
      subtotal: number; processing_fee: number; tax_rate_bp: number; promotion_id: string | null; has_payment: boolean;
    }>(sql`
      SELECT b.status, b.hold_expires_at, b.company_id, b.field_id, b.duration_minutes, b.subtotal, b.processing_fee, c.tax_rate_bp,
             b.promotion_id,
             EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status NOT IN ('failed', 'cancelled')) AS has_payment
        FROM bookings b JOIN companies c ON c.id = b.company_id
       WHERE b.id = ${id} AND b.customer_id = ${customerId}
         FOR UPDATE OF b`);
    const row = rows[0];
    return row && {
      status: row.status, holdExpiresAt: row.hold_expires_at === null ? null : new Date(iso(row.hold_expires_at)),
      companyId: row.company_id, fieldId: row.field_id, durationMinutes: row.duration_minutes, subtotal: row.subtotal,
      processingFee: row.processing_fee, taxRateBp: row.tax_rate_bp, promotionId: row.promotion_id, hasPayment: row.has_payment,
    };
  }

  /** Sets a booking's price and the promotion it carries (none: null), inside the caller's transaction; answers the booking. */
  async reprice(tx: Tx, id: string, price: Booking['price'], promotion: { id: string; code: string } | null, now: Date): Promise<Booking> {
    await tx.execute(sql`
      UPDATE bookings SET discount = ${price.discount}, tax = ${price.tax}, total = ${price.total},
                          promotion_id = ${promotion?.id ?? null}, promo_code = ${promotion?.code ?? null}, updated_at = ${now}
       WHERE id = ${id}`);
    return (await this.find(id, tx))!;
  }

  /**
   * Compare-and-swap to cancelled from one of `from`, inside the caller's transaction; scoped to a customer
   * or a company. Undefined when the booking is not (or no longer) in one of those states.
   */
  async cancel(tx: Tx, id: string, scope: { customerId: string } | { companyId: string }, from: readonly BookingStatus[],
    reason: string | null, now: Date): Promise<Booking | undefined> {
    const owner = 'customerId' in scope ? sql`customer_id = ${scope.customerId}` : sql`company_id = ${scope.companyId}`;
    const { rows } = await tx.execute<{ id: string }>(sql`
      UPDATE bookings SET status = 'cancelled', cancellation_reason = ${reason}, cancelled_at = ${now}, hold_expires_at = NULL, updated_at = ${now}
       WHERE id = ${id} AND ${owner} AND status IN (${sql.join(from.map((s) => sql`${s}`), sql`, `)})
      RETURNING id`);
    return rows[0] && this.find(id, tx);
  }

  /** Compare-and-swap pending → confirmed of a paid booking (no hold left) of the company. */
  async confirm(tx: Tx, id: string, companyId: string, note: string | null, now: Date): Promise<Booking | undefined> {
    const { rows } = await tx.execute<{ id: string }>(sql`
      UPDATE bookings SET status = 'confirmed', confirmation_note = ${note}, updated_at = ${now}
       WHERE id = ${id} AND company_id = ${companyId} AND status = 'pending' AND hold_expires_at IS NULL
      RETURNING id`);
    return rows[0] && this.find(id, tx);
  }

  /**
   * Checks a confirmed booking of the company in, once, inside its window (from `opensMinutes` before the
   * start — the company's setting — until the end). Undefined when any condition fails; the caller explains.
   */
  async checkIn(id: string, companyId: string, now: Date, executor: Db | Tx = this.db): Promise<Booking | undefined> {
    const { rows } = await executor.execute<{ id: string }>(sql`
      UPDATE bookings b SET checked_in_at = ${now}, updated_at = ${now}
        FROM companies c
       WHERE b.id = ${id} AND b.company_id = ${companyId} AND c.id = b.company_id AND b.status = 'confirmed'
         AND b.checked_in_at IS NULL
         AND ${now} >= b.starts_at - make_interval(mins => c.check_in_opens_minutes) AND ${now} < b.ends_at
      RETURNING b.id`);
    return rows[0] && this.find(id, executor);
  }

  /** Minutes before the start when the company's check-in opens. */
  async checkInOpensMinutes(companyId: string): Promise<number> {
    const { rows } = await this.db.execute<{ m: number }>(sql`SELECT check_in_opens_minutes AS m FROM companies WHERE id = ${companyId}`);
    return rows[0]?.m ?? 60;
  }

  async idByConfirmationCode(code: string, companyId: string): Promise<string | undefined> {
    const { rows } = await this.db.execute<{ id: string }>(sql`SELECT id FROM bookings WHERE confirmation_code = ${code} AND company_id = ${companyId}`);
    return rows[0]?.id;
  }

  async findForCompany(id: string, companyId: string): Promise<Booking | undefined> {
    const { rows } = await this.db.execute<BookingRow>(sql`${SELECT_BOOKING} WHERE b.id = ${id} AND b.company_id = ${companyId}`);
    return rows[0] && toBooking(rows[0]);
  }

  /** The company's bookings by status, field, local date and text, soonest first. */
  async listForCompany(companyId: string, query: CompanyBookingListQuery): Promise<{ bookings: Booking[]; total: number }> {
    const pattern = likePattern(query.search);
    const where = sql.join([
      sql`b.company_id = ${companyId}`,
      ...(query.status ? [sql`b.status = ${query.status}`] : []),
      ...(query.fieldId ? [sql`b.field_id = ${query.fieldId}`] : []),
      ...(query.date ? [sql`b.local_date = ${query.date}`] : []),
      ...(pattern ? [sql`(f.name ILIKE ${pattern} OR b.full_name ILIKE ${pattern} OR b.email ILIKE ${pattern}
                         OR b.confirmation_code ILIKE ${pattern} OR b.booking_number ILIKE ${pattern})`] : []),
    ], sql` AND `);
    const [{ rows }, counted] = await Promise.all([
      this.db.execute<BookingRow>(sql`${SELECT_BOOKING} WHERE ${where} ORDER BY b.starts_at ASC, b.id
        LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`),
      this.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM bookings b JOIN fields f ON f.id = b.field_id WHERE ${where}`),
    ]);
    return { bookings: rows.map(toBooking), total: Number(counted.rows[0]?.n ?? 0) };
  }

  async findForCustomer(id: string, customerId: string): Promise<Booking | undefined> {
    const { rows } = await this.db.execute<BookingRow>(sql`${SELECT_BOOKING} WHERE b.id = ${id} AND b.customer_id = ${customerId}`);
    return rows[0] && toBooking(rows[0]);
  }

  /**
   * A customer's bookings: upcoming (not ended, not cancelled; soonest first), past (ended or cancelled;
   * latest first) or all (latest first); search in the field's name, the confirmation code and the notes.
   */
  async listForCustomer(customerId: string, query: BookingListQuery, now: Date): Promise<{ bookings: Booking[]; total: number }> {
    // A hold given back or lapsed before any payment was tried is not a booking the customer made.
    const made = sql`AND NOT (b.status = 'cancelled' AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id))`;
    const tab = {
      upcoming: { where: sql`AND b.ends_at > ${now} AND b.status <> 'cancelled'`, order: sql`b.starts_at ASC, b.id` },
      past: { where: sql`AND (b.ends_at <= ${now} OR b.status = 'cancelled') ${made}`, order: sql`b.starts_at DESC, b.id` },
      all: { where: made, order: sql`b.starts_at DESC, b.id` },
    }[query.tab];
    const pattern = likePattern(query.search);
    const search = pattern
      ? sql`AND (f.name ILIKE ${pattern} OR b.confirmation_code ILIKE ${pattern} OR b.booking_number ILIKE ${pattern} OR b.notes ILIKE ${pattern})`
      : sql``;
    const [{ rows }, counted] = await Promise.all([
      this.db.execute<BookingRow>(sql`
        ${SELECT_BOOKING}
         WHERE b.customer_id = ${customerId} ${tab.where} ${search}
         ORDER BY ${tab.order}
         LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`),
      this.db.execute<{ n: string }>(sql`
        SELECT count(*) AS n FROM bookings b JOIN fields f ON f.id = b.field_id
         WHERE b.customer_id = ${customerId} ${tab.where} ${search}`),
    ]);
    return { bookings: rows.map(toBooking), total: Number(counted.rows[0]?.n ?? 0) };
  }
}
