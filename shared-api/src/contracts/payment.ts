import { z } from 'zod';
import { ZBookingSchema, ZPriceBreakdownSchema } from './booking.js';
import { ZCurrencySchema } from './field-primitives.js';
import { LANGUAGE_CODES } from './language.js';
import { CARD_BRANDS, PAYMENT_METHODS, PAYMENT_STATUSES, TRANSACTION_FILTERS, type TransactionFilter } from './payment-constants.js';

export * from './payment-constants.js';

export const ZPaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const ZPaymentMethodSchema = z.enum(PAYMENT_METHODS);
export const ZCardBrandSchema = z.enum(CARD_BRANDS);

export const ZBillingAddressSchema = z.object({
  line1: z.string().trim().min(1).max(200),
  line2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(1).max(100),
  postalCode: z.string().trim().min(1).max(20),
  country: z.string().trim().min(2).max(100),
});
export type BillingAddress = z.infer<typeof ZBillingAddressSchema>;

/** A card as typed in the payment form; never stored nor logged. */
export const ZCardInputSchema = z.object({
  number: z.string().transform((s) => s.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number')),
  expMonth: z.number().int().min(1, 'Invalid expiry month').max(12, 'Invalid expiry month'),
  expYear: z.number().int().min(2000, 'Invalid expiry year').max(2100, 'Invalid expiry year'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits of the security code'),
  holder: z.string().trim().min(1, 'Cardholder name is required').max(100),
});
export type CardInput = z.input<typeof ZCardInputSchema>;

/** `POST /bookings/:id/pay`: a saved method, a new card, or cash on site where the field allows it. */
export const ZBookingPaySchema = z.union([
  z.object({ paymentMethodId: z.uuid('Invalid payment method id') }).strict(),
  z.object({ card: ZCardInputSchema, saveCard: z.boolean().optional(), billingAddress: ZBillingAddressSchema.optional() }).strict(),
  z.object({ method: z.literal('cash') }).strict(),
]);
export type BookingPay = z.input<typeof ZBookingPaySchema>;

export const ZPaymentSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  amount: z.number().int(),
  currency: ZCurrencySchema,
  status: ZPaymentStatusSchema,
  method: ZPaymentMethodSchema,
  description: z.string(),
  cardBrand: ZCardBrandSchema.nullable(),
  cardLast4: z.string().nullable(),
  /** The processor's reference of the charge. */
  transactionId: z.string().nullable(),
  refundedAmount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Payment = z.infer<typeof ZPaymentSchema>;

export const ZPayResultSchema = z.object({ booking: ZBookingSchema, payment: ZPaymentSchema });
export type PayResult = z.infer<typeof ZPayResultSchema>;

/** A saved card: a processor token and what identifies the card to its owner. */
export const ZSavedPaymentMethodSchema = z.object({
  id: z.uuid(),
  brand: ZCardBrandSchema,
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  holder: z.string(),
  billingAddress: ZBillingAddressSchema.nullable(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SavedPaymentMethod = z.infer<typeof ZSavedPaymentMethodSchema>;

/** A payment as the payments pages show it: with its booking and the breakdown of the amount (docs/product/entities.md). */
export const ZTransactionSchema = ZPaymentSchema.extend({
  booking: z.object({ id: z.uuid(), bookingNumber: z.string(), fieldName: z.string(), date: z.string(), startTime: z.string() }),
  customerName: z.string(),
  /** Its refunds, oldest first: `refundedAmount` is the sum of the completed ones. */
  refunds: z.array(z.object({ id: z.uuid(), amount: z.number().int(), status: z.enum(['processing', 'completed', 'failed']), createdAt: z.iso.datetime() })),
  breakdown: ZPriceBreakdownSchema,
  /** Whether the caller may refund it now: an owner, a manager or the super admin, and money left to refund on a card charge. */
  mayRefund: z.boolean(),
});
export type Transaction = z.infer<typeof ZTransactionSchema>;

export const ZTransactionListQuerySchema = z.object({
  status: z.enum(Object.keys(TRANSACTION_FILTERS) as [TransactionFilter, ...TransactionFilter[]]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type TransactionListQuery = z.infer<typeof ZTransactionListQuerySchema>;

export const ZTransactionListSchema = z.object({
  transactions: z.array(ZTransactionSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
});
export type TransactionList = z.infer<typeof ZTransactionListSchema>;

/** `POST /payments/transactions/:id/refund`: the whole rest when `amount` is absent. */
export const ZRefundRequestSchema = z.object({
  amount: z.number().int().min(1, 'The refund must be at least 1 minor unit').optional(),
  reason: z.string().trim().min(1, 'A reason is required').max(500),
});
export type RefundRequest = z.infer<typeof ZRefundRequestSchema>;

/** `POST /payments/methods`: a card to keep as a token. */
export const ZPaymentMethodCreateSchema = z.object({
  card: ZCardInputSchema,
  billingAddress: ZBillingAddressSchema.optional(),
  makeDefault: z.boolean().optional(),
});
export type PaymentMethodCreate = z.input<typeof ZPaymentMethodCreateSchema>;

/**
 * `GET /bookings/:id/receipt` and `GET /payments/transactions/:id/receipt` answer the receipt as a PDF
 * (`application/pdf`, a download); `lang` chooses its language, else the user's, else Accept-Language.
 */
export const ZReceiptQuerySchema = z.object({ lang: z.enum(LANGUAGE_CODES).optional() });
export type ReceiptQuery = z.infer<typeof ZReceiptQuerySchema>;
