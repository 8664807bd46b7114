import { sql } from 'drizzle-orm';
import type { Booking, BookingStatus } from '@pitchside/shared-api/contracts/booking';
import { iso } from '../../db/iso.js';
import type { Db } from '../../db/client.js';
import type { Tx } from '../idempotency/idempotency.repository.js';
import { findBooking } from './booking-read.repository.js';

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

/**
 * The changes of a booking's state and price, each answering the booking as it now is. Reads:
 * booking-read.repository.ts; holds: booking-hold.repository.ts.
 */
export class BookingChangeRepository {
  constructor(private readonly db: Db) {}

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
    return (await findBooking(tx, id))!;
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
    return rows[0] && findBooking(tx, id);
  }

  /** Compare-and-swap pending → confirmed of a paid booking (no hold left) of the company. */
  async confirm(tx: Tx, id: string, companyId: string, note: string | null, now: Date): Promise<Booking | undefined> {
    const { rows } = await tx.execute<{ id: string }>(sql`
      UPDATE bookings SET status = 'confirmed', confirmation_note = ${note}, updated_at = ${now}
       WHERE id = ${id} AND company_id = ${companyId} AND status = 'pending' AND hold_expires_at IS NULL
      RETURNING id`);
    return rows[0] && findBooking(tx, id);
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
    return rows[0] && findBooking(executor, id);
  }
}
