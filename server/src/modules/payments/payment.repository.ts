import { sql } from 'drizzle-orm';
import type { CardBrand, Payment, PaymentMethod, PaymentStatus, Transaction } from '@pitchside/shared-api/contracts/payment';
import type { BookingStatus } from '@pitchside/shared-api/contracts/booking';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { Db, Executor } from '../../db/client.js';
import { ignoreBookingEvents, type BookingEventSink } from '../bookings/booking-events.js';
import { iso } from '../../db/iso.js';
import type { CardToken } from './card-processor.js';

type Tx = Executor;

/** A refund recorded and not yet settled: what the processor needs. `repeated`: recorded by an earlier try. */
export interface RefundStart {
  refundId: string;
  chargeId: string;
  amount: number;
  repeated: boolean;
}

/** What paying for a booking needs to know about it. */
export interface PayableBooking {
  id: string;
  status: BookingStatus;
  holdExpiresAt: Date | null;
  cancellationReason: string | null;
  total: number;
  currency: Currency;
  companyId: string;
  fieldName: string;
  requiresConfirmation: boolean;
  payOnSite: boolean;
  hasPayment: boolean;
}

/**
 * Why a payment could not start: the hold lapsed, the booking moved on, another payment is live, or this
 * very request (same user and key) is still being processed.
 */
export type StartRefusal = 'expired' | 'state' | 'paid' | 'in_progress';

type PaymentRow = {
  id: string; booking_id: string; amount: number; currency: Currency; status: PaymentStatus; method: PaymentMethod;
  description: string; card_brand: CardBrand | null; card_last4: string | null; processor_charge_id: string | null;
  refunded_amount: number; created_at: Date | string;
};

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id, bookingId: row.booking_id, amount: row.amount, currency: row.currency, status: row.status, method: row.method,
    description: row.description, cardBrand: row.card_brand, cardLast4: row.card_last4, transactionId: row.processor_charge_id,
    refundedAmount: row.refunded_amount, createdAt: iso(row.created_at),
  };
}

const PAYMENT_COLUMNS = sql`id, booking_id, amount, currency, status, method, description, card_brand, card_last4,
  processor_charge_id, refunded_amount, created_at`;

/** Whose payments a caller sees: a customer theirs, company staff their company's, the super admin all. */
export type TransactionScope = { customerId: string } | { companyId: string } | 'all';

type TransactionRow = PaymentRow & {
  booking_number: string; field_name: string; local_date: string; start_time: string; full_name: string;
  subtotal: number; discount: number; tax: number; processing_fee: number; total: number;
  refunds: { id: string; amount: number; status: Transaction['refunds'][number]['status']; createdAt: string }[];
};

/** A transaction as stored; whether the caller may refund it is the service's to say. */
export type StoredTransaction = Omit<Transaction, 'mayRefund'>;

function toTransaction(row: TransactionRow): StoredTransaction {
  return {
    ...toPayment(row),
    booking: { id: row.booking_id, bookingNumber: row.booking_number, fieldName: row.field_name, date: row.local_date, startTime: row.start_time },
    customerName: row.full_name,
    refunds: row.refunds.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    breakdown: { subtotal: row.subtotal, discount: row.discount, tax: row.tax, processingFee: row.processing_fee, total: row.total },
  };
}

const SELECT_TRANSACTION = sql`
  SELECT p.id, p.booking_id, p.amount, p.currency, p.status, p.method, p.description, p.card_brand, p.card_last4,
         p.processor_charge_id, p.refunded_amount, p.created_at,
         b.booking_number, f.name AS field_name, b.local_date, b.start_time, b.full_name,
         b.subtotal, b.discount, b.tax, b.processing_fee, b.total,
         COALESCE((SELECT json_agg(json_build_object('id', x.id, 'amount', x.amount, 'status', x.status, 'createdAt', x.created_at)
                                   ORDER BY x.created_at, x.id) FROM refunds x WHERE x.payment_id = p.id), '[]'::json) AS refunds
    FROM payments p JOIN bookings b ON b.id = p.booking_id JOIN fields f ON f.id = b.field_id`;

function scopeCondition(scope: TransactionScope) {
  if (scope === 'all') return sql`true`;
  return 'customerId' in scope ? sql`p.customer_id = ${scope.customerId}` : sql`p.company_id = ${scope.companyId}`;
}

/** The only SQL of payments and refunds. */
export class PaymentRepository {
  /** `notify` writes a booking notice's job in the transaction that settles the booking. */
  constructor(private readonly db: Db, private readonly notify: BookingEventSink = ignoreBookingEvents) {}

  async payableBooking(bookingId: string, customerId: string): Promise<PayableBooking | undefined> {
    const { rows } = await this.db.execute<{
      id: string; status: BookingStatus; hold_expires_at: Date | string | null; cancellation_reason: string | null; total: number;
      currency: Currency; company_id: string; field_name: string; requires_confirmation: boolean; pay_on_site: boolean; has_payment: boolean;
    }>(sql`
      SELECT b.id, b.status, b.hold_expires_at, b.cancellation_reason, b.total, b.currency, b.company_id, f.name AS field_name,
             c.requires_confirmation, c.pay_on_site,
             EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status <> 'failed' AND p.status <> 'cancelled') AS has_payment
        FROM bookings b JOIN fields f ON f.id = b.field_id JOIN companies c ON c.id = b.company_id
       WHERE b.id = ${bookingId} AND b.customer_id = ${customerId}`);
    const row = rows[0];
    return row && {
      id: row.id, status: row.status, holdExpiresAt: row.hold_expires_at === null ? null : new Date(iso(row.hold_expires_at)),
      cancellationReason: row.cancellation_reason, total: row.total, currency: row.currency, companyId: row.company_id,
      fieldName: row.field_name, requiresConfirmation: row.requires_confirmation, payOnSite: row.pay_on_site, hasPayment: row.has_payment,
    };
  }

  /**
   * Records a payment before anything is asked of the processor: the booking is locked, must still be
   * pending with a live hold and without a live payment. A card payment starts `processing` (the hold
   * sweep leaves its booking alone); cash is `pending` and settles the booking at once.
   */
  async start(booking: PayableBooking, customerId: string, method: PaymentMethod, card: CardToken | null, requestKey: string, now: Date)
    : Promise<{ paymentId: string; amount: number } | StartRefusal> {
    return this.db.transaction(async (tx) => {
      // The amount is read under the lock: a promotion code given to or taken off the hold changes its total.
      const { rows } = await tx.execute<{ status: BookingStatus; hold_expires_at: Date | string | null; total: number }>(
        sql`SELECT status, hold_expires_at, total FROM bookings WHERE id = ${booking.id} FOR UPDATE`);
      const current = rows[0];
      const own = await tx.execute(
        sql`SELECT 1 FROM payments WHERE booking_id = ${booking.id} AND request_key = ${requestKey} AND status NOT IN ('failed', 'cancelled')`);
      if (own.rows.length > 0) return 'in_progress';
      if (!current || current.status !== 'pending') return current?.status === 'confirmed' ? 'paid' : 'state';
      if (current.hold_expires_at === null) return 'paid';
      if (new Date(iso(current.hold_expires_at)) <= now) return 'expired';
      const live = await tx.execute(sql`SELECT 1 FROM payments WHERE booking_id = ${booking.id} AND status NOT IN ('failed', 'cancelled')`);
      if (live.rows.length > 0) return 'paid';
      const cash = method === 'cash';
      const inserted = await tx.execute<{ id: string }>(sql`
        INSERT INTO payments (booking_id, company_id, customer_id, amount, currency, status, method, description,
                              card_brand, card_last4, card_token, request_key, created_at, updated_at)
        VALUES (${booking.id}, ${booking.companyId}, ${customerId}, ${current.total}, ${booking.currency},
                ${cash ? 'pending' : 'processing'}, ${method}, ${`Booking of ${booking.fieldName}`},
                ${card?.brand ?? null}, ${card?.last4 ?? null}, ${card?.token ?? null}, ${requestKey}, ${now}, ${now})
        RETURNING id`);
      if (cash) await this.settleBooking(tx, booking.id, booking.requiresConfirmation, now, false);
      return { paymentId: inserted.rows[0]!.id, amount: current.total };
    });
  }

  /** The charge went through: the payment completes and the booking is confirmed (or awaits its manager). */
  async complete(paymentId: string, chargeId: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ booking_id: string; requires_confirmation: boolean }>(sql`
        UPDATE payments p SET status = 'completed', processor_charge_id = ${chargeId}, updated_at = ${now}
          FROM companies c
         WHERE p.id = ${paymentId} AND p.status = 'processing' AND c.id = p.company_id
        RETURNING p.booking_id, c.requires_confirmation`);
      const row = rows[0];
      if (!row) return false;
      return this.settleBooking(tx, row.booking_id, row.requires_confirmation, now, true);
    });
  }

  async fail(paymentId: string, code: string, now: Date): Promise<void> {
    await this.db.execute(sql`
      UPDATE payments SET status = 'failed', failure_code = ${code}, updated_at = ${now} WHERE id = ${paymentId} AND status = 'processing'`);
  }

  /** Payments left `processing` since before `before` (a request that died between the processor and here). */
  /** Payments `processing` since before `before` (all of them, or the one named). */
  async inFlight(before: Date, id?: string): Promise<{ id: string; token: string | null; amount: number; currency: Currency; description: string }[]> {
    const { rows } = await this.db.execute<{ id: string; card_token: string | null; amount: number; currency: Currency; description: string }>(
      sql`SELECT id, card_token, amount, currency, description FROM payments
           WHERE status = 'processing' AND updated_at < ${before} ${id ? sql`AND id = ${id}` : sql``}`);
    return rows.map((r) => ({ id: r.id, token: r.card_token, amount: r.amount, currency: r.currency, description: r.description }));
  }

  /**
   * Records a refund of a card payment before the processor is asked, inside the caller's transaction: the
   * payment is locked and the amount must fit in what is left once completed and in-flight refunds are
   * counted. A refund this request (user and key) already recorded is answered instead of a second one.
   */
  async recordRefund(tx: Tx, paymentId: string, amount: number | 'rest', reason: string | null, requestKey: string | null,
    createdBy: string | null, now: Date): Promise<RefundStart | 'not_refundable' | 'exceeds'> {
    const { rows } = await tx.execute<{ amount: number; refunded_amount: number; status: PaymentStatus; processor_charge_id: string | null; pending: string }>(sql`
      SELECT amount, refunded_amount, status, processor_charge_id,
             COALESCE((SELECT sum(r.amount) FROM refunds r WHERE r.payment_id = payments.id AND r.status = 'processing'), 0) AS pending
        FROM payments WHERE id = ${paymentId} FOR UPDATE`);
    const payment = rows[0];
    if (requestKey && payment?.processor_charge_id) {
      const existing = await tx.execute<{ id: string; amount: number }>(
        sql`SELECT id, amount FROM refunds WHERE payment_id = ${paymentId} AND request_key = ${requestKey}`);
      const row = existing.rows[0];
      if (row) return { refundId: row.id, chargeId: payment.processor_charge_id, amount: row.amount, repeated: true };
    }
    if (!payment || !payment.processor_charge_id || !['completed', 'partial refund'].includes(payment.status)) return 'not_refundable';
    const left = payment.amount - payment.refunded_amount - Number(payment.pending);
    const wanted = amount === 'rest' ? left : amount;
    if (wanted <= 0 || wanted > left) return wanted <= 0 && amount === 'rest' ? 'not_refundable' : 'exceeds';
    const inserted = await tx.execute<{ id: string }>(sql`
      INSERT INTO refunds (payment_id, amount, reason, status, request_key, created_by, created_at, updated_at)
      VALUES (${paymentId}, ${wanted}, ${reason}, 'processing', ${requestKey}, ${createdBy}, ${now}, ${now}) RETURNING id`);
    return { refundId: inserted.rows[0]!.id, chargeId: payment.processor_charge_id, amount: wanted, repeated: false };
  }

  /** The processor refunded: the refund completes and the payment becomes refunded or partly refunded. */
  async completeRefund(refundId: string, processorRefundId: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ payment_id: string; amount: number }>(sql`
        UPDATE refunds SET status = 'completed', processor_refund_id = ${processorRefundId}, updated_at = ${now}
         WHERE id = ${refundId} AND status = 'processing' RETURNING payment_id, amount`);
      const row = rows[0];
      if (!row) return;
      await tx.execute(sql`
        UPDATE payments SET refunded_amount = refunded_amount + ${row.amount},
               status = CASE WHEN refunded_amount + ${row.amount} >= amount THEN 'refunded' ELSE 'partial refund' END,
               updated_at = ${now}
         WHERE id = ${row.payment_id}`);
    });
  }

  async failRefund(refundId: string, now: Date): Promise<void> {
    await this.db.execute(sql`UPDATE refunds SET status = 'failed', updated_at = ${now} WHERE id = ${refundId} AND status = 'processing'`);
  }

  /** Refunds left `processing` since before `before`, with the charge they refund. */
  async refundsInFlight(before: Date): Promise<RefundStart[]> {
    const { rows } = await this.db.execute<{ id: string; amount: number; processor_charge_id: string }>(sql`
      SELECT r.id, r.amount, p.processor_charge_id FROM refunds r JOIN payments p ON p.id = r.payment_id
       WHERE r.status = 'processing' AND r.updated_at < ${before}`);
    return rows.map((r) => ({ refundId: r.id, chargeId: r.processor_charge_id, amount: r.amount, repeated: false }));
  }

  /** The booking's settled payment (card completed or partly refunded, or cash pending), if any. */
  async paymentOfBooking(bookingId: string, executor: Executor = this.db): Promise<Payment | undefined> {
    const { rows } = await executor.execute<PaymentRow>(sql`
      SELECT ${PAYMENT_COLUMNS} FROM payments WHERE booking_id = ${bookingId} AND status NOT IN ('failed', 'cancelled', 'processing')`);
    return rows[0] && toPayment(rows[0]);
  }

  /** Cash not yet collected for a booking that is cancelled: the payment is cancelled too. */
  async cancelUncollected(tx: Tx, bookingId: string, now: Date): Promise<void> {
    await tx.execute(sql`UPDATE payments SET status = 'cancelled', updated_at = ${now} WHERE booking_id = ${bookingId} AND status = 'pending'`);
  }

  /** The live payment this request (user and key) started for the booking, if any. */
  async startedBy(bookingId: string, requestKey: string): Promise<Payment | undefined> {
    const { rows } = await this.db.execute<PaymentRow>(sql`
      SELECT ${PAYMENT_COLUMNS} FROM payments
       WHERE booking_id = ${bookingId} AND request_key = ${requestKey} AND status NOT IN ('failed', 'cancelled')`);
    return rows[0] && toPayment(rows[0]);
  }

  async find(id: string): Promise<Payment | undefined> {
    const { rows } = await this.db.execute<PaymentRow>(sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = ${id}`);
    return rows[0] && toPayment(rows[0]);
  }

  /** Newest first; `statuses` narrows to the payments page's filter. */
  async transactions(scope: TransactionScope, statuses: readonly PaymentStatus[] | undefined, page: number, limit: number)
    : Promise<{ transactions: StoredTransaction[]; total: number }> {
    const where = statuses ? sql`${scopeCondition(scope)} AND p.status IN (${sql.join(statuses.map((x) => sql`${x}`), sql`, `)})` : scopeCondition(scope);
    const [{ rows }, counted] = await Promise.all([
      this.db.execute<TransactionRow>(sql`${SELECT_TRANSACTION} WHERE ${where} ORDER BY p.created_at DESC, p.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
      this.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM payments p WHERE ${where}`),
    ]);
    return { transactions: rows.map(toTransaction), total: Number(counted.rows[0]?.n ?? 0) };
  }

  async transaction(id: string, scope: TransactionScope): Promise<StoredTransaction | undefined> {
    const { rows } = await this.db.execute<TransactionRow>(sql`${SELECT_TRANSACTION} WHERE p.id = ${id} AND ${scopeCondition(scope)}`);
    return rows[0] && toTransaction(rows[0]);
  }

  /**
   * Compare-and-swap of a paid booking: confirmed, or still pending without a hold when a manager confirms;
   * its notices (the receipt of a card payment, the confirmation or the request) go out with the change.
   */
  private async settleBooking(tx: Tx, bookingId: string, requiresConfirmation: boolean, now: Date, charged: boolean) {
    const result = await tx.execute(sql`
      UPDATE bookings SET status = ${requiresConfirmation ? 'pending' : 'confirmed'}, hold_expires_at = NULL, updated_at = ${now}
       WHERE id = ${bookingId} AND status = 'pending'`);
    if ((result.rowCount ?? 0) === 0) return false;
    if (charged) await this.notify(tx, { kind: 'paid', bookingId });
    await this.notify(tx, { kind: requiresConfirmation ? 'awaiting_confirmation' : 'confirmed', bookingId });
    return true;
  }
}
