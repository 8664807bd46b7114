import {
  ZBookingCancelResultSchema, ZBookingDetailsSchema, ZBookingListSchema, ZBookingSchema,
  type Booking, type BookingCancelResult, type BookingCreate, type BookingDetails, type BookingList, type BookingListQuery,
  type CheckIn, type CompanyBookingListQuery,
} from '../contracts/booking.js';
import { ZPayResultSchema, type BookingPay, type PayResult } from '../contracts/payment.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';
import { toSearchParams } from './fields-api.js';

const booking = (id: string) => `/bookings/${encodeURIComponent(id)}`;
const companyBooking = (id: string) => `/companies/bookings/${encodeURIComponent(id)}`;

/**
 * A request that creates or moves a booking or money carries an Idempotency-Key: the caller makes one per
 * intent (`newIdempotencyKey()`) and passes it again when the user retries the same thing, so a retried
 * request (by the user, or by the one automatic mutation retry) never books or charges twice.
 */
export interface Idempotent { idempotencyKey: string }

/** A fresh Idempotency-Key. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

const idempotent = (key: string) => ({ 'Idempotency-Key': key });
const LISTS = [{ type: 'Booking' as const, id: 'LIST' }, { type: 'Booking' as const, id: 'COMPANY_LIST' }];
/** What a change of a booking makes stale: the booking, the lists, the field's availability, the payments. */
const changed = (b: Pick<Booking, 'id' | 'field'> | undefined) => [
  ...LISTS,
  { type: 'Payment' as const, id: 'LIST' },
  ...(b ? [{ type: 'Booking' as const, id: b.id }, { type: 'Field' as const, id: `${b.field.id}:availability` }] : []),
];

/**
 * What a manager's action changed: as `changed` when it succeeded; nothing when it failed — the page reloads
 * its list itself when the answer says the booking changed meanwhile (mf-company's use-booking-action), so
 * that a failure refreshes the list once, not once here and once there.
 */
const managed = (b: Pick<Booking, 'id' | 'field'> | undefined) => (b ? changed(b) : []);

/** Booking calls: the wizard's hold and payment, my bookings, booking management and check-in. */
export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<Booking, BookingCreate & Idempotent>({
      query: ({ idempotencyKey, ...body }) => ({ url: '/bookings', method: 'POST', body, headers: idempotent(idempotencyKey) }),
      transformResponse: unwrapEnvelope<Booking>,
      responseSchema: __DEV__ ? ZBookingSchema : undefined,
      invalidatesTags: (result) => changed(result),
    }),
    payBooking: build.mutation<PayResult, { bookingId: string; payment: BookingPay } & Idempotent>({
      query: ({ bookingId, payment, idempotencyKey }) => ({ url: `${booking(bookingId)}/pay`, method: 'POST', body: payment, headers: idempotent(idempotencyKey) }),
      transformResponse: unwrapEnvelope<PayResult>,
      responseSchema: __DEV__ ? ZPayResultSchema : undefined,
      invalidatesTags: (result) => [...changed(result?.booking), { type: 'PaymentMethod' as const, id: 'LIST' }],
    }),
    getMyBookings: build.query<BookingList, Partial<BookingListQuery>>({
      query: (query) => `/bookings${toSearchParams(query)}`,
      transformResponse: unwrapEnvelope<BookingList>,
      responseSchema: __DEV__ ? ZBookingListSchema : undefined,
      providesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    getBooking: build.query<BookingDetails, string>({
      query: (id) => booking(id),
      transformResponse: unwrapEnvelope<BookingDetails>,
      responseSchema: __DEV__ ? ZBookingDetailsSchema : undefined,
      providesTags: (_r, _e, id) => [{ type: 'Booking', id }],
    }),
    /** Gives a promo code to a held booking (the wizard's payment step): the hold comes back re-priced. */
    applyPromoCode: build.mutation<Booking, { bookingId: string; promoCode: string }>({
      query: ({ bookingId, promoCode }) => ({ url: `${booking(bookingId)}/promo-code`, method: 'PUT', body: { promoCode } }),
      transformResponse: unwrapEnvelope<Booking>,
      responseSchema: __DEV__ ? ZBookingSchema : undefined,
      invalidatesTags: (result) => (result ? [{ type: 'Booking' as const, id: result.id }] : []),
    }),
    /** Takes the code off a held booking: full price again. */
    removePromoCode: build.mutation<Booking, { bookingId: string }>({
      query: ({ bookingId }) => ({ url: `${booking(bookingId)}/promo-code`, method: 'DELETE' }),
      transformResponse: unwrapEnvelope<Booking>,
      responseSchema: __DEV__ ? ZBookingSchema : undefined,
      invalidatesTags: (result) => (result ? [{ type: 'Booking' as const, id: result.id }] : []),
    }),
    cancelBooking: build.mutation<BookingCancelResult, { bookingId: string; reason?: string }>({
      query: ({ bookingId, reason }) => ({ url: `${booking(bookingId)}/cancel`, method: 'POST', body: { reason } }),
      transformResponse: unwrapEnvelope<BookingCancelResult>,
      responseSchema: __DEV__ ? ZBookingCancelResultSchema : undefined,
      invalidatesTags: (result) => changed(result?.booking),
    }),
    getCompanyBookings: build.query<BookingList, Partial<CompanyBookingListQuery>>({
      query: (query) => `/companies/bookings${toSearchParams(query)}`,
      transformResponse: unwrapEnvelope<BookingList>,
      responseSchema: __DEV__ ? ZBookingListSchema : undefined,
      providesTags: [{ type: 'Booking', id: 'COMPANY_LIST' }],
    }),
    confirmBooking: build.mutation<Booking, { bookingId: string; note?: string }>({
      query: ({ bookingId, note }) => ({ url: `${companyBooking(bookingId)}/confirm`, method: 'PATCH', body: { note } }),
      transformResponse: unwrapEnvelope<Booking>,
      responseSchema: __DEV__ ? ZBookingSchema : undefined,
      invalidatesTags: (result) => managed(result),
    }),
    declineBooking: build.mutation<BookingCancelResult, { bookingId: string; reason?: string }>({
      query: ({ bookingId, reason }) => ({ url: `${companyBooking(bookingId)}/decline`, method: 'PATCH', body: { reason } }),
      transformResponse: unwrapEnvelope<BookingCancelResult>,
      responseSchema: __DEV__ ? ZBookingCancelResultSchema : undefined,
      invalidatesTags: (result) => managed(result?.booking),
    }),
    cancelCompanyBooking: build.mutation<BookingCancelResult, { bookingId: string; reason?: string }>({
      query: ({ bookingId, reason }) => ({ url: `${companyBooking(bookingId)}/cancel`, method: 'PATCH', body: { reason } }),
      transformResponse: unwrapEnvelope<BookingCancelResult>,
      responseSchema: __DEV__ ? ZBookingCancelResultSchema : undefined,
      invalidatesTags: (result) => managed(result?.booking),
    }),
    checkIn: build.mutation<Booking, CheckIn>({
      query: (body) => ({ url: '/checkins', method: 'POST', body }),
      transformResponse: unwrapEnvelope<Booking>,
      responseSchema: __DEV__ ? ZBookingSchema : undefined,
      invalidatesTags: (result) => changed(result),
      // A scan is not repeated behind the user's back: a second attempt would answer "already checked in".
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const {
  useCreateBookingMutation, usePayBookingMutation, useGetMyBookingsQuery, useGetBookingQuery, useCancelBookingMutation,
  useApplyPromoCodeMutation, useRemovePromoCodeMutation,
  useGetCompanyBookingsQuery, useConfirmBookingMutation, useDeclineBookingMutation, useCancelCompanyBookingMutation, useCheckInMutation,
} = bookingsApi;
