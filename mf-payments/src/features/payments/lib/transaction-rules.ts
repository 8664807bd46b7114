import type { BadgeTone } from '@pitchside/shared-ui/badge';
import { RECEIPT_PAYMENT_STATUSES, type PaymentStatus } from '@pitchside/shared-api/contracts/payment-constants';
import type { Transaction } from '@pitchside/shared-api/contracts/payment';

/** Badge tone of each payment status. */
export const STATUS_TONES: Readonly<Record<PaymentStatus, BadgeTone>> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  refunded: 'neutral',
  'partial refund': 'info',
};

/** Translation key (under `payments.status`) of each payment status. */
export const STATUS_KEYS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'pending',
  processing: 'processing',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: 'refunded',
  'partial refund': 'partialRefund',
};

/** What is left to refund, in minor units. */
export const refundableLeft = (transaction: Pick<Transaction, 'amount' | 'refundedAmount'>): number =>
  Math.max(0, transaction.amount - transaction.refundedAmount);

/** As the server rules: money was taken (a receipt exists), whatever was refunded since. */
export function hasReceipt(transaction: Pick<Transaction, 'status'>): boolean {
  return (RECEIPT_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(transaction.status);
}
