import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_DEFAULTS, BOOKING_MESSAGES as M,
  ZBookingCancelResultSchema, ZBookingCancelSchema, ZBookingCreateSchema, ZBookingDetailsSchema, ZBookingListQuerySchema, ZBookingListSchema, ZBookingSchema,
} from '@pitchside/shared-api/contracts/booking';
import { PROMOTION_MESSAGES, ZPromoCodeSchema } from '@pitchside/shared-api/contracts/promotion';
import { errorResponses, ok, responses, withExamples } from '../../lib/http.js';
import { actorOf as actor } from '../../plugins/authentication.js';
import { bookingCalendar } from './booking-calendar.js';
import type { BookingLifecycleService } from './booking-lifecycle.service.js';
import type { BookingMoney } from './booking-money.js';
import type { BookingPromoService } from './booking-promo.service.js';
import type { BookingService } from './booking.service.js';
import { idempotencyKey, ZIdempotencyHeaders } from '../idempotency/idempotency-http.js';
import { createdResponses, fieldSchemaErrors } from '../fields/field-http.js';

/** The booking named in the path (the payment and company routes of a booking use it too). */
export const ZBookingParams = z.object({ id: z.uuid(M.invalidBookingId) });
const doc = { tags: ['bookings'] };
const signedIn = { auth: 'required' } as const;

const hold = {
  fieldId: '3f2b8c1e-6d4a-4f7b-9a51-2c8e0d7b6a94', date: '2030-06-14', startTime: '18:00', duration: 60,
  fullName: 'Sam Carter', email: 'customer@pitchside.test', phone: '+1 212 555 0147',
};
const ZBookingCreateBody = withExamples(ZBookingCreateSchema, {
  hold: { summary: 'An hour from 18:00', value: hold },
  withPromoCode: { summary: 'Two hours for a team, with a promotion code', value: { ...hold, duration: 120, groupName: 'Tuesday five-a-side', groupSize: 10, promoCode: 'WELCOME10' } },
});

export interface BookingRouteServices {
  bookings: BookingService;
  lifecycle: BookingLifecycleService;
  money: BookingMoney;
  promo: BookingPromoService;
  /** Base of the links in a booking's calendar event. */
  publicUrl: string;
}

/** /api/v1/bookings: a customer's holds and bookings (the booking wizard and my bookings, docs/product/routes-and-screens.md). */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRouteServices> = async (app, { bookings, lifecycle, money, promo, publicUrl }) => {
  app.setSchemaErrorFormatter(fieldSchemaErrors);

  app.post('/', {
    config: signedIn,
    schema: {
      ...doc,
      operationId: 'createBooking',
      summary: 'Hold consecutive slots as a pending booking until holdExpiresAt (header Idempotency-Key required)',
      headers: ZIdempotencyHeaders, body: ZBookingCreateBody, response: createdResponses(ZBookingSchema, 400, 401, 403, 404, 409, 422),
    },
  }, async (request, reply) => {
    const { data, message } = await bookings.create(actor(request), request.body, idempotencyKey(request));
    return reply.code(201).send(ok(data, message));
  });

  app.get('/', {
    config: signedIn,
    schema: { ...doc, operationId: 'listMyBookings', summary: "The caller's bookings: upcoming, past or all, with search", querystring: ZBookingListQuerySchema, response: responses(ZBookingListSchema, 400, 401) },
  }, async (request) => ok(await bookings.list(actor(request), request.query)));

  app.get('/:id', {
    config: signedIn,
    schema: { ...doc, operationId: 'getMyBooking', summary: 'One of the caller’s bookings with its pass (qrCode: a data URL)', params: ZBookingParams, response: responses(ZBookingDetailsSchema, 400, 401, 404) },
  }, async (request) => {
    const booking = await bookings.get(actor(request), request.params.id);
    const [refundIfCancelledNow, hasReceipt] = await Promise.all([
      lifecycle.refundIfCancelledNow(booking), money.hasReceipt(booking.id),
    ]);
    return ok({ ...booking, refundIfCancelledNow, hasReceipt });
  });

  app.get('/:id/calendar.ics', {
    config: { auth: 'optional' },
    schema: {
      ...doc, operationId: 'getBookingCalendarEvent',
      summary: 'The booking as an iCalendar event (text/calendar): to its customer, or to whoever holds its pass (?pass=)',
      description: 'A calendar application cannot send a bearer token: the pass (the content of the booking\'s QR code, booking.calendarUrl) opens the event instead.',
      params: ZBookingParams, querystring: z.object({ pass: z.string().max(200).optional() }),
      response: { 200: { description: 'The event', content: { 'text/calendar': { schema: z.string() } } }, ...errorResponses(404) },
    },
  }, async (request, reply) => {
    const booking = request.auth
      ? await bookings.get(actor(request), request.params.id)
      : await bookings.getByPass(request.params.id, request.query.pass ?? '');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${booking.bookingNumber}.ics"`)
      .send(bookingCalendar(booking, publicUrl));
  });

  app.put('/:id/promo-code', {
    config: signedIn,
    schema: {
      ...doc,
      operationId: 'applyBookingPromoCode',
      summary: 'Give a promo code to a held booking (the wizard\'s payment step): the hold is re-priced, the discount taken off the subtotal',
      description: 'Refusals are 422 PROMO_NOT_FOUND, PROMO_EXPIRED, PROMO_MIN_HOURS (details.minHours), PROMO_USED_UP (details.limit) or '
        + 'PROMO_NOT_FOR_FIELD; a lapsed hold 409 HOLD_EXPIRED; a paid booking or one being paid 409 INVALID_BOOKING_STATE. '
        + 'Another code replaces the one the hold had.',
      params: ZBookingParams, body: ZPromoCodeSchema, response: responses(ZBookingSchema, 400, 401, 404, 409, 422),
    },
  }, async (request) => ok(await promo.apply(actor(request), request.params.id, request.body.promoCode), PROMOTION_MESSAGES.applied));

  app.delete('/:id/promo-code', {
    config: signedIn,
    schema: {
      ...doc, operationId: 'removeBookingPromoCode', summary: 'Take the promo code off a held booking: full price again, the promotion\'s use given back',
      params: ZBookingParams, response: responses(ZBookingSchema, 400, 401, 404, 409),
    },
  }, async (request) => ok(await promo.remove(actor(request), request.params.id), PROMOTION_MESSAGES.removed));

  app.post('/:id/cancel', {
    config: signedIn,
    schema: {
      ...doc,
      operationId: 'cancelMyBooking',
      summary: 'Cancel before the start; the company policy decides the refund (refundIfCancelledNow shows it beforehand)',
      params: ZBookingParams, body: ZBookingCancelSchema, response: responses(ZBookingCancelResultSchema, 400, 401, 404, 409),
    },
  }, async (request) => {
    const result = await lifecycle.cancelByCustomer(actor(request), request.params.id, request.body.reason);
    return ok(result, result.refund ? M.cancelledWithRefund(BOOKING_DEFAULTS.refundBusinessDays) : M.cancelled);
  });
};
