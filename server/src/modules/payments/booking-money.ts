import type { Executor } from '../../db/client.js';
import type { BookingMoney, PendingRefund } from '../bookings/booking-money.js';
import type { PaymentRepository } from './payment.repository.js';
import type { PaymentService } from './payment.service.js';
import type { ReceiptService } from './receipt.service.js';

/** The money of bookings, as bookings see it (modules/bookings/booking-money.ts). */
export class PaymentsOfBookings implements BookingMoney {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly paying: PaymentService,
    private readonly receipts: ReceiptService,
  ) {}

  async refundable(bookingId: string, executor?: Executor): Promise<{ paymentId: string; left: number } | undefined> {
    const payment = await this.payments.paymentOfBooking(bookingId, executor);
    return payment?.transactionId ? { paymentId: payment.id, left: payment.amount - payment.refundedAmount } : undefined;
  }

  cancelUncollected(tx: Executor, bookingId: string, now: Date): Promise<void> {
    return this.payments.cancelUncollected(tx, bookingId, now);
  }

  async recordRefund(tx: Executor, paymentId: string, amount: number, reason: string | null, by: string, now: Date): Promise<PendingRefund | undefined> {
    const refund = await this.payments.recordRefund(tx, paymentId, amount, reason, null, by, now);
    if (typeof refund !== 'object') return undefined;
    return { amount: refund.amount, settle: () => this.paying.settleRefund(refund) };
  }

  hasReceipt(bookingId: string): Promise<boolean> {
    return this.receipts.hasReceipt(bookingId);
  }
}
