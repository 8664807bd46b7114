import { sql, type SQL } from 'drizzle-orm';
import type { Booking, BookingListQuery, BookingStatus, CompanyBookingListQuery } from '@pitchside/shared-api/contracts/booking';
import type { Currency, FieldState, FieldStatus } from '@pitchside/shared-api/contracts/field-constants';
import type { Db } from '../../db/client.js';
import type { Tx } from './idempotency.repository.js';

/** What creating a booking needs to know about the field and its company's booking rules. */
export interface BookingContext {
  fieldId: string;
  companyId: string;
  publicationState: FieldState;
  status: FieldStatus;
  capacity: number;
  rules: {
    holdMinutes: number;
    maxDurationMinutes: number;
    requiresConfirmation: boolean;
    taxRateBp: number;
    processingFee: number;
  };
}

export interface NewBooking {
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
  fullName: string;
  email: string;
  phone: string;
  notes: string | null;
  groupName: string | null;
  groupSize: number | null;
  contactPerson: string | null;
}

type BookingRow = {
  id: string; booking_number: string; confirmation_code: string; status: BookingStatus;
  field_id: string; field_name: string; field_city: string; field_address: string; field_timezone: string;
  company_id: string; company_name: string;
  local_date: string; start_time: string; end_time: string; starts_at: Date | string; ends_at: Date | string; duration_minutes: number;
  hold_expires_at: Date | string | null; subtotal: number; discount: number; tax: number; processing_fee: number; total: number;
  currency: Currency; full_name: string; email: string; phone: string; notes: string | null; group_name: string | null;
  group_size: number | null; contact_person: string | null; confirmation_note: string | null;
  cancellation_reason: string | null; cancelled_at: Date | string | null; checked_in_at: Date | string | null; created_at: Date | string;
  free_cancellation_hours: number; late_refund_percent: number;
};

/** An instant as ISO text: raw queries give PostgreSQL's text form ('2026-06-01 07:00:00+00'). */
export function iso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
}
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
const likePattern = (text: string | undefined) => (text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

/** Why a lapsed hold ended (shown to the customer as the cancellation reason). */
export const HOLD_EXPIRED_REASON = 'Hold expired before payment';

/** The only SQL of bookings. */
export class BookingRepository {
  constructor(private readonly db: Db) {}

  async context(fieldId: string): Promise<BookingContext | undefined> {
    const { rows } = await this.db.execute<{
      field_id: string; company_id: string; publication_state: FieldState; status: FieldStatus; capacity: number;
      booking_hold_minutes: number; max_booking_minutes: number; requires_confirmation: boolean; tax_rate_bp: number; processing_fee: number;
    }>(sql`
      SELECT f.id AS field_id, f.company_id, f.publication_state, f.status, f.capacity,
             c.booking_hold_minutes, c.max_booking_minutes, c.requires_confirmation, c.tax_rate_bp, c.processing_fee
        FROM fields f JOIN companies c ON c.id = f.company_id
       WHERE f.id = ${fieldId}`);
    const row = rows[0];
    return row && {
      fieldId: row.field_id,
      companyId: row.company_id,
      publicationState: row.publication_state,
      status: row.status,
      capacity: row.capacity,
      rules: {
        holdMinutes: row.booking_hold_minutes,
        maxDurationMinutes: row.max_booking_minutes,
        requiresConfirmation: row.requires_confirmation,
        taxRateBp: row.tax_rate_bp,
        processingFee: row.processing_fee,
      },
    };
  }

  /**
   * Inserts a pending booking holding its slots, inside the caller's transaction, and answers it. A
   * per-field advisory lock orders concurrent holds of one field, and the field's lapsed holds are
   * cancelled first so their slots can be taken. The exclusion constraint refuses an overlapping row:
   * the error (see `isExclusionViolation`) aborts the transaction.
   */
  async insertHold(tx: Tx, booking: NewBooking, now: Date): Promise<Booking> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking-field:${booking.fieldId}`}, 0))`);
    await this.expireHolds(tx, now, sql`AND field_id = ${booking.fieldId}`);
    const { rows } = await tx.execute<BookingRow>(sql`
      WITH b AS (
        INSERT INTO bookings (booking_number, confirmation_code, company_id, field_id, customer_id, starts_at, ends_at,
                              local_date, start_time, end_time, duration_minutes, status, hold_expires_at,
                              subtotal, discount, tax, processing_fee, total, currency, full_name, email, phone,
                              notes, group_name, group_size, contact_person, created_at, updated_at)
        VALUES (${booking.bookingNumber}, ${booking.confirmationCode}, ${booking.companyId}, ${booking.fieldId},
                ${booking.customerId}, ${booking.start}, ${booking.end}, ${booking.date}, ${booking.startTime},
                ${booking.endTime}, ${booking.duration}, 'pending', ${booking.holdExpiresAt},
                ${booking.price.subtotal}, ${booking.price.discount}, ${booking.price.tax}, ${booking.price.processingFee},
                ${booking.price.total}, ${booking.currency}, ${booking.fullName}, ${booking.email}, ${booking.phone},
                ${booking.notes}, ${booking.groupName}, ${booking.groupSize}, ${booking.contactPerson}, ${now}, ${now})
        RETURNING *)
      SELECT b.*, f.name AS field_name, f.city AS field_city, f.address AS field_address, f.timezone AS field_timezone,
             c.name AS company_name, c.free_cancellation_hours, c.late_refund_percent
        FROM b JOIN fields f ON f.id = b.field_id JOIN companies c ON c.id = b.company_id`);
    if (!rows[0]) throw new Error('booking insert returned no row');
    return toBooking(rows[0]);
  }

  /** Cancels pending bookings whose hold lapsed (all of them, or those `where` narrows); answers how many. */
  async expireHolds(executor: Db | Tx, now: Date, where: SQL = sql``): Promise<number> {
    const result = await executor.execute(sql`
      UPDATE bookings SET status = 'cancelled', cancellation_reason = ${HOLD_EXPIRED_REASON}, cancelled_at = ${now}, updated_at = ${now}
       WHERE status = 'pending' AND hold_expires_at IS NOT NULL AND hold_expires_at <= ${now} ${where}
         -- A payment being charged keeps its booking until the charge is settled (then the hold is cleared).
         AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = bookings.id AND p.status = 'processing')`);
    return result.rowCount ?? 0;
  }

  async find(id: string, executor: Db | Tx = this.db): Promise<Booking | undefined> {
    const { rows } = await executor.execute<BookingRow>(sql`${SELECT_BOOKING} WHERE b.id = ${id}`);
    return rows[0] && toBooking(rows[0]);
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
  async checkIn(id: string, companyId: string, now: Date): Promise<Booking | undefined> {
    const { rows } = await this.db.execute<{ id: string }>(sql`
      UPDATE bookings b SET checked_in_at = ${now}, updated_at = ${now}
        FROM companies c
       WHERE b.id = ${id} AND b.company_id = ${companyId} AND c.id = b.company_id AND b.status = 'confirmed'
         AND b.checked_in_at IS NULL
         AND ${now} >= b.starts_at - make_interval(mins => c.check_in_opens_minutes) AND ${now} < b.ends_at
      RETURNING b.id`);
    return rows[0] && this.find(id);
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
