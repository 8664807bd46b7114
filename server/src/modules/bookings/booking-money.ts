/**
 * What bookings need of the money paid for them, as an interface bookings own and payments implement
 * (payments/booking-money.ts, wired in services.ts): cancelling a booking refunds what its policy says,
 * and a booking's page says whether it has a receipt. Bookings so never import the payments module.
 */
import type { Executor } from '../../db/client.js';

/** A refund recorded in a cancellation's transaction, settled with the card network once it has committed. */
export interface PendingRefund {
  amount: number;
  settle(): Promise<'completed' | 'failed'>;
}

export interface BookingMoney {
  /** What is left to refund of the booking's collected card payment; undefined when nothing was collected. */
  refundable(bookingId: string, executor?: Executor): Promise<{ paymentId: string; left: number } | undefined>;
  /** A payment never collected (cash due on site) is cancelled with its booking. */
  cancelUncollected(tx: Executor, bookingId: string, now: Date): Promise<void>;
  /** Records a refund of `amount` in the cancellation's transaction; undefined when nothing can be refunded. */
  recordRefund(tx: Executor, paymentId: string, amount: number, reason: string | null, by: string, now: Date): Promise<PendingRefund | undefined>;
  /** Whether the booking has a receipt to download (something was paid for it). */
  hasReceipt(bookingId: string): Promise<boolean>;
}
