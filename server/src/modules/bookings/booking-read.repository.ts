import { sql } from 'drizzle-orm';
import type { Booking, BookingListQuery, BookingStatus, CompanyBookingListQuery } from '@pitchside/shared-api/contracts/booking';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import { iso } from '../../db/iso.js';
import type { Db } from '../../db/client.js';
import type { Tx } from '../idempotency/idempotency.repository.js';
import { likePattern } from '../../lib/like-pattern.js';

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

/** A booking as the API answers it. */
export function toBooking(row: BookingRow): Booking {
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

/** One booking as the API answers it, read with `executor` (the changes of booking-change.repository.ts answer it too). */
export async function findBooking(executor: Db | Tx, id: string): Promise<Booking | undefined> {
  const { rows } = await executor.execute<BookingRow>(sql`${SELECT_BOOKING} WHERE b.id = ${id}`);
  return rows[0] && toBooking(rows[0]);
}

/**
 * The reads of bookings: one booking, a company's and a customer's lists, and what reading a slot or a
 * check-in needs of its field and company. Holds: booking-hold.repository.ts; changes: booking-change.repository.ts.
 */
export class BookingReadRepository {
  constructor(private readonly db: Db) {}

  find(id: string, executor: Db | Tx = this.db): Promise<Booking | undefined> {
    return findBooking(executor, id);
  }

  /** The field's company and IANA zone (to read a slot's instants as its local day and time); undefined without the field. */
  async fieldZone(fieldId: string): Promise<{ companyId: string; timezone: string } | undefined> {
    const { rows } = await this.db.execute<{ company_id: string; timezone: string }>(
      sql`SELECT company_id, timezone FROM fields WHERE id = ${fieldId}`);
    return rows[0] && { companyId: rows[0].company_id, timezone: rows[0].timezone };
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
