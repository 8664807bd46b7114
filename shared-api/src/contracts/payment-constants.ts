// Payment constants without zod, for the payment step, the payments pages and the server (docs/product/entities.md, docs/product/states.md, docs/product/messages.md).

/** Payment status (docs/product/states.md). */
export const PAYMENT_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled', 'refunded', 'partial refund'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payments a receipt is written for: money was taken, whatever was refunded since. */
export const RECEIPT_PAYMENT_STATUSES = ['completed', 'partial refund', 'refunded'] as const satisfies readonly PaymentStatus[];
export type ReceiptPaymentStatus = (typeof RECEIPT_PAYMENT_STATUSES)[number];

/** The transaction filter of the payments page (docs/product/states.md) and the statuses each value stands for. */
export const TRANSACTION_FILTERS = {
  successful: ['completed'],
  pending: ['pending', 'processing'],
  failed: ['failed', 'cancelled'],
  refunded: ['refunded', 'partial refund'],
} as const satisfies Record<string, readonly PaymentStatus[]>;
export type TransactionFilter = keyof typeof TRANSACTION_FILTERS;

/** Payment methods (docs/product/entities.md). Cards go through the processor; cash is paid on site. */
export const PAYMENT_METHODS = ['credit_card', 'debit_card', 'paypal', 'apple_pay', 'google_pay', 'bank_transfer', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** What a card network's test mode answers, by name (402 answers). */
export const CARD_ERRORS = {
  declined: 'CARD_DECLINED',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  expired: 'EXPIRED_CARD',
  incorrectCvc: 'INCORRECT_CVC',
  invalidNumber: 'INVALID_CARD_NUMBER',
  processingError: 'PROCESSING_ERROR',
} as const;

/** The card codes as a list. */
export const CARD_ERROR_CODES = [
  CARD_ERRORS.declined, CARD_ERRORS.insufficientFunds, CARD_ERRORS.expired, CARD_ERRORS.incorrectCvc, CARD_ERRORS.invalidNumber,
  CARD_ERRORS.processingError,
] as const;

/** Error codes of the payment calls (pay, refund), beside the card codes. */
export const PAYMENT_ERROR_CODES = {
  cashNotAccepted: 'CASH_NOT_ACCEPTED',
  alreadyPaid: 'ALREADY_PAID',
  /** The same Idempotency-Key is still being processed. */
  requestInProgress: 'IDEMPOTENCY_KEY_IN_USE',
  notRefundable: 'NOT_REFUNDABLE',
  refundExceedsPayment: 'REFUND_EXCEEDS_PAYMENT',
} as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

/** Texts the client shows as they are (docs/product/messages.md "Payments"). */
export const CARD_ERROR_MESSAGES: Record<CardErrorCode, string> = {
  CARD_DECLINED: 'Your card was declined. Please use another card.',
  INSUFFICIENT_FUNDS: 'Your card has insufficient funds. Please use another card.',
  EXPIRED_CARD: 'Your card has expired. Please check the expiry date or use another card.',
  INCORRECT_CVC: "Your card's security code (CVV) is incorrect.",
  INVALID_CARD_NUMBER: 'Your card number is invalid. Please check it and try again.',
  PROCESSING_ERROR: 'An error occurred while processing your card. Please try again.',
};

/**
 * The built-in test processor's cards (the well-known test numbers of card networks' test modes); any other
 * number that passes the Luhn check is charged successfully, one that fails it is invalid.
 */
export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'success' },
  { number: '5555555555554444', outcome: 'success' },
  { number: '4000000000000002', outcome: 'CARD_DECLINED' },
  { number: '4000000000009995', outcome: 'INSUFFICIENT_FUNDS' },
  { number: '4000000000000069', outcome: 'EXPIRED_CARD' },
  { number: '4000000000000127', outcome: 'INCORRECT_CVC' },
  { number: '4000000000000119', outcome: 'PROCESSING_ERROR' },
] as const satisfies readonly { number: string; outcome: 'success' | CardErrorCode }[];

export const PAYMENT_MESSAGES = {
  holdExpired: 'Your reservation of this slot has expired. Please choose a time again.',
  alreadyPaid: 'This booking is already paid.',
  cashNotAccepted: 'This field does not accept payment on site.',
  methodNotFound: 'Payment method not found',
  paid: 'Payment successful',
  paidAwaitingConfirmation: 'Payment successful: the booking awaits the manager’s confirmation',
  cashReserved: 'Booking reserved: pay on site',
  transactionNotFound: 'Transaction not found',
  refundExceeds: 'The refund cannot exceed what is left of the payment.',
  notRefundable: 'Only a completed card payment can be refunded.',
  refunded: 'Refund issued',
  methodAdded: 'Payment method added',
  methodRemoved: 'Payment method removed',
  methodDefault: 'Default payment method updated',
  requestInProgress: 'A request with this Idempotency-Key is still being processed. Please retry in a moment.',
} as const;
