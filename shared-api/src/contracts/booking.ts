import { z } from 'zod';
import { BOOKING_LIMITS as L, BOOKING_MESSAGES as M, BOOKING_STATUSES, BOOKING_TABS } from './booking-constants.js';
import { ZCurrencySchema, ZLocalDateSchema, ZLocalTimeSchema, ZClosingTimeSchema } from './field-primitives.js';
import { PROMOTION_LIMITS, PROMOTION_MESSAGES } from './promotion-constants.js';

export * from './booking-constants.js';

export const ZBookingStatusSchema = z.enum(BOOKING_STATUSES);

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** `POST /bookings`: a run of consecutive slots of one field, starting at one of the day's slot starts. */
export const ZBookingCreateSchema = z.object({
  fieldId: z.uuid('Invalid field id'),
  date: ZLocalDateSchema,
  startTime: ZLocalTimeSchema,
  /** Minutes: a whole number of the field's slots. */
  duration: z.number().int().min(1).max(24 * 60),
  fullName: z.string().trim().min(1, M.fullName).max(L.nameMax),
  email: z.email(M.email).max(L.emailMax),
  phone: z.string().trim().regex(/^\+?[0-9 ().-]{6,30}$/, M.phone),
  notes: optionalText(L.notesMax),
  groupName: optionalText(L.groupNameMax),
  groupSize: z.number().int().min(1).max(10_000).optional(),
  contactPerson: optionalText(L.nameMax),
  /** A promotion code of the field's company: the discount is taken off the subtotal (docs/product/entities.md#promotion). */
  promoCode: z.string().trim().max(PROMOTION_LIMITS.customerCodeMax, PROMOTION_MESSAGES.notFound).optional(),
});
export type BookingCreate = z.infer<typeof ZBookingCreateSchema>;

/** Money of one booking in minor units of `currency` (docs/product/entities.md, payment breakdown). */
export const ZPriceBreakdownSchema = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  processingFee: z.number().int(),
  total: z.number().int(),
});
export type PriceBreakdown = z.infer<typeof ZPriceBreakdownSchema>;

export const ZBookingSchema = z.object({
  id: z.uuid(),
  bookingNumber: z.string(),
  confirmationCode: z.string(),
  status: ZBookingStatusSchema,
  field: z.object({ id: z.uuid(), name: z.string(), city: z.string(), address: z.string(), timezone: z.string() }),
  company: z.object({ id: z.uuid(), name: z.string() }),
  /** Local date and times in the field's zone; `start`/`end` are the instants. */
  date: ZLocalDateSchema,
  startTime: ZLocalTimeSchema,
  endTime: ZClosingTimeSchema,
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  duration: z.number().int(),
  /** While `pending` and unpaid: when the slot is released. */
  holdExpiresAt: z.iso.datetime().nullable(),
  price: ZPriceBreakdownSchema,
  currency: ZCurrencySchema,
  /** The promotion code whose discount the price carries, as its company wrote it. The server always says; absent reads as none. */
  promoCode: z.string().nullable().optional(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string().nullable(),
  groupName: z.string().nullable(),
  groupSize: z.number().int().nullable(),
  contactPerson: z.string().nullable(),
  confirmationNote: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  checkedInAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** The company's policy as it applies to this booking: a full refund until `freeUntil`, then the late percentage. */
  cancellationPolicy: z.object({ freeUntil: z.iso.datetime(), lateRefundPercent: z.number().int() }),
});
export type Booking = z.infer<typeof ZBookingSchema>;

/**
 * `GET /bookings/:id` adds the pass (a data URL of the QR code of a signed check-in token), what a
 * cancellation now would refund, in minor units (0 when nothing was paid or the booking cannot be cancelled),
 * and whether it has a receipt.
 */
export const ZBookingDetailsSchema = ZBookingSchema.extend({
  qrCode: z.string(),
  /** The booking as an iCalendar file, opened by its pass (no session needed: for calendar applications). */
  calendarUrl: z.string(),
  refundIfCancelledNow: z.number().int(),
  /** Something was paid: a receipt can be downloaded. The server always says; absent reads as false. */
  hasReceipt: z.boolean().optional(),
});
export type BookingDetails = z.infer<typeof ZBookingDetailsSchema>;

export const ZBookingListQuerySchema = z.object({
  tab: z.enum(BOOKING_TABS).default('upcoming'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(L.pageSizeMax).default(L.pageSizeDefault),
});
export type BookingListQuery = z.infer<typeof ZBookingListQuerySchema>;

export const ZBookingListSchema = z.object({
  bookings: z.array(ZBookingSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
});
export type BookingList = z.infer<typeof ZBookingListSchema>;

/** `POST /bookings/:id/cancel` and the company's decline and cancel. */
export const ZBookingCancelSchema = z.object({ reason: z.string().trim().max(L.reasonMax).optional() });
export type BookingCancel = z.infer<typeof ZBookingCancelSchema>;

/** `PATCH /companies/bookings/:id/confirm`. */
export const ZBookingConfirmSchema = z.object({ note: z.string().trim().max(L.reasonMax).optional() });
export type BookingConfirm = z.infer<typeof ZBookingConfirmSchema>;

/** A cancelled booking and the refund it gave (null when nothing was paid by card). */
export const ZBookingCancelResultSchema = z.object({
  booking: ZBookingSchema,
  refund: z.object({ amount: z.number().int(), currency: ZCurrencySchema, status: z.enum(['processing', 'completed', 'failed']) }).nullable(),
});
export type BookingCancelResult = z.infer<typeof ZBookingCancelResultSchema>;

export const ZCompanyBookingListQuerySchema = z.object({
  status: ZBookingStatusSchema.optional(),
  fieldId: z.uuid('Invalid field id').optional(),
  date: ZLocalDateSchema.optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(L.pageSizeMax).default(L.pageSizeDefault),
});
export type CompanyBookingListQuery = z.infer<typeof ZCompanyBookingListQuerySchema>;

/** `POST /checkins`: the pass's content (scanned) or the confirmation code (typed by staff). */
export const ZCheckInSchema = z.union([
  z.object({ token: z.string().min(10).max(200) }).strict(),
  z.object({ confirmationCode: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{8}$/, 'Enter the 8-character confirmation code') }).strict(),
]);
export type CheckIn = z.input<typeof ZCheckInSchema>;
