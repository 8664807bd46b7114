import { sql } from 'drizzle-orm';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import { RECEIPT_PAYMENT_STATUSES, type CardBrand, type PaymentMethod, type PaymentStatus, type ReceiptPaymentStatus } from '@pitchside/shared-api/contracts/payment';
import type { Db } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import type { ReceiptData } from './receipt-content.js';

/** Whose receipts a caller may have: a customer theirs, a company its bookings', the super admin all. */
export type ReceiptScope = { customerId: string } | { companyId: string } | 'all';

const isReceiptStatus = (status: PaymentStatus): status is ReceiptPaymentStatus =>
  (RECEIPT_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);
const receiptStatuses = sql.join(RECEIPT_PAYMENT_STATUSES.map((s) => sql`${s}`), sql`, `);

function scoped(alias: 'b' | 'p', scope: ReceiptScope) {
  if (scope === 'all') return sql`true`;
  const column = 'customerId' in scope ? sql.raw(`${alias}.customer_id`) : sql.raw(`${alias}.company_id`);
  return sql`${column} = ${'customerId' in scope ? scope.customerId : scope.companyId}`;
}

type ReceiptRow = {
  booking_number: string; confirmation_code: string; company_name: string; field_name: string; timezone: string;
  local_date: string; start_time: string; end_time: string; full_name: string; email: string; currency: Currency;
  subtotal: number; discount: number; tax: number; processing_fee: number; total: number;
  payment_id: string; method: PaymentMethod; card_brand: CardBrand | null; card_last4: string | null; status: PaymentStatus;
  paid_at: Date | string; amount: number; refunded_amount: number;
};

/** The SQL of receipts: which payment a receipt is written for, and what it states. */
export class ReceiptRepository {
  constructor(private readonly db: Db) {}

  /**
   * The booking's paid payment: undefined when the booking is not in the scope (or does not exist),
   * `null` when nothing was paid for it (an unpaid or lapsed hold, cash not yet collected).
   */
  async paymentOfBooking(bookingId: string, scope: ReceiptScope): Promise<string | null | undefined> {
    const { rows } = await this.db.execute<{ payment_id: string | null }>(sql`
      SELECT (SELECT p.id FROM payments p WHERE p.booking_id = b.id AND p.status IN (${receiptStatuses}) LIMIT 1) AS payment_id
        FROM bookings b WHERE b.id = ${bookingId} AND ${scoped('b', scope)}`);
    return rows[0] ? rows[0].payment_id : undefined;
  }

  /** Whether the payment is in the scope (undefined when not), and whether a receipt can be written for it. */
  async payment(paymentId: string, scope: ReceiptScope): Promise<{ receiptable: boolean } | undefined> {
    const { rows } = await this.db.execute<{ status: PaymentStatus }>(sql`
      SELECT p.status FROM payments p WHERE p.id = ${paymentId} AND ${scoped('p', scope)}`);
    return rows[0] && { receiptable: isReceiptStatus(rows[0].status) };
  }

  async hasReceipt(bookingId: string): Promise<boolean> {
    const { rows } = await this.db.execute(sql`
      SELECT 1 FROM payments WHERE booking_id = ${bookingId} AND status IN (${receiptStatuses}) LIMIT 1`);
    return rows.length > 0;
  }

  /** What the receipt of a paid payment states (undefined when the payment is not, or no longer, paid). */
  async data(paymentId: string, issuedAt: Date): Promise<ReceiptData | undefined> {
    const { rows } = await this.db.execute<ReceiptRow>(sql`
      SELECT b.booking_number, b.confirmation_code, c.name AS company_name, f.name AS field_name, f.timezone,
             b.local_date, b.start_time, b.end_time, b.full_name, b.email, b.currency,
             b.subtotal, b.discount, b.tax, b.processing_fee, b.total,
             p.id AS payment_id, p.method, p.card_brand, p.card_last4, p.status, p.created_at AS paid_at, p.amount, p.refunded_amount
        FROM payments p JOIN bookings b ON b.id = p.booking_id JOIN fields f ON f.id = b.field_id JOIN companies c ON c.id = b.company_id
       WHERE p.id = ${paymentId}`);
    const row = rows[0];
    if (!row || !isReceiptStatus(row.status)) return undefined;
    const refunds = await this.db.execute<{ amount: number; created_at: Date | string; reason: string | null }>(sql`
      SELECT amount, created_at, reason FROM refunds WHERE payment_id = ${paymentId} AND status = 'completed' ORDER BY created_at, id`);
    return {
      bookingNumber: row.booking_number,
      confirmationCode: row.confirmation_code,
      issuedAt,
      company: row.company_name,
      field: row.field_name,
      timezone: row.timezone,
      date: row.local_date,
      startTime: row.start_time,
      endTime: row.end_time,
      customer: { fullName: row.full_name, email: row.email },
      currency: row.currency,
      price: { subtotal: row.subtotal, discount: row.discount, tax: row.tax, processingFee: row.processing_fee, total: row.total },
      payment: {
        method: row.method, cardBrand: row.card_brand, cardLast4: row.card_last4, status: row.status,
        paidAt: new Date(iso(row.paid_at)), amount: row.amount, refundedAmount: row.refunded_amount,
      },
      refunds: refunds.rows.map((r) => ({ amount: r.amount, refundedAt: new Date(iso(r.created_at)), reason: r.reason })),
    };
  }
}
