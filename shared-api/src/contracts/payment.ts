import { z } from 'zod';
import { ZBookingSchema } from './booking.js';
import { ZCurrencySchema } from './field-primitives.js';
import { CARD_BRANDS, PAYMENT_METHODS, PAYMENT_STATUSES } from './payment-constants.js';

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
