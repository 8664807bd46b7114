import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_DEFAULTS, BOOKING_MESSAGES as M,
  ZBookingCancelResultSchema, ZBookingCancelSchema, ZBookingCreateSchema, ZBookingDetailsSchema, ZBookingListQuerySchema, ZBookingListSchema, ZBookingSchema,
} from '@pitchside/shared-api/contracts/booking';
import { ZBookingPaySchema, ZPayResultSchema, ZReceiptQuerySchema } from '@pitchside/shared-api/contracts/payment';
import { ok, responses } from '../../lib/http.js';
import { actorOf as actor } from '../../plugins/authentication.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { ReceiptService } from '../payments/receipt.service.js';
import { bookingCalendar } from './booking-calendar.js';
import type { BookingLifecycleService } from './booking-lifecycle.service.js';
import type { BookingService } from './booking.service.js';
import { idempotencyKey, ZIdempotencyHeaders } from './idempotency-http.js';
import { createdResponses, fieldSchemaErrors } from '../fields/field-http.js';
import { RECEIPT_DESCRIPTION, receiptLanguage, receiptResponses, sendReceipt } from '../payments/receipt-http.js';

export const ZBookingParams = z.object({ id: z.uuid(M.invalidBookingId) });
const doc = { tags: ['bookings'], security: [{ bearerAuth: [] }] };
const signedIn = { auth: 'required' } as const;

export interface BookingRouteServices {
  bookings: BookingService;
  lifecycle: BookingLifecycleService;
  payments: PaymentService;
  receipts: ReceiptService;
  /** Base of the links in a booking's calendar event. */
  publicUrl: string;
}

/** /api/v1/bookings: a customer's holds and bookings (the booking wizard and my bookings, docs/product/routes-and-screens.md). */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRouteServices> = async (app, { bookings, lifecycle, payments, receipts, publicUrl }) => {
  app.setSchemaErrorFormatter(fieldSchemaErrors);

  app.post('/', {
    config: signedIn,
    schema: {
      ...doc,
      summary: 'Hold consecutive slots as a pending booking until holdExpiresAt (header Idempotency-Key required)',
      headers: ZIdempotencyHeaders, body: ZBookingCreateSchema, response: createdResponses(ZBookingSchema, 400, 401, 403, 404, 409, 422),
    },
  }, async (request, reply) => {
    const { data, message } = await bookings.create(actor(request), request.body, idempotencyKey(request));
    return reply.code(201).send(ok(data, message));
  });

  app.post('/:id/pay', {
    config: signedIn,
    schema: {
      ...doc,
      summary: 'Pay a held booking: a saved method, a new card (optionally saved) or cash where the field allows it (Idempotency-Key required)',
      description: 'Card failures answer 402 with CARD_DECLINED, INSUFFICIENT_FUNDS, EXPIRED_CARD, INCORRECT_CVC, INVALID_CARD_NUMBER or PROCESSING_ERROR; the hold stays. A lapsed hold answers 409 HOLD_EXPIRED.',
      params: ZBookingParams, headers: ZIdempotencyHeaders, body: ZBookingPaySchema,
      response: responses(ZPayResultSchema, 400, 401, 402, 404, 409, 422),
    },
  }, async (request) => {
    const { data, message } = await payments.pay(actor(request), request.params.id, request.body, idempotencyKey(request));
    return ok(data, message);
  });

  app.get('/', {
    config: signedIn,
    schema: { ...doc, summary: "The caller's bookings: upcoming, past or all, with search", querystring: ZBookingListQuerySchema, response: responses(ZBookingListSchema, 400, 401) },
  }, async (request) => ok(await bookings.list(actor(request), request.query)));

  app.get('/:id', {
    config: signedIn,
    schema: { ...doc, summary: 'One of the caller’s bookings with its pass (qrCode: a data URL)', params: ZBookingParams, response: responses(ZBookingDetailsSchema, 400, 401, 404) },
  }, async (request) => {
    const booking = await bookings.get(actor(request), request.params.id);
    const [refundIfCancelledNow, hasReceipt] = await Promise.all([
      lifecycle.refundIfCancelledNow(booking), receipts.hasReceipt(booking.id),
    ]);
    return ok({ ...booking, refundIfCancelledNow, hasReceipt });
  });

  app.get('/:id/receipt', {
    config: signedIn,
    schema: {
      ...doc, summary: 'The receipt of a paid booking as a PDF: to its customer, or to its company’s staff who manage reservations',
      description: RECEIPT_DESCRIPTION,
      params: ZBookingParams, querystring: ZReceiptQuerySchema, response: receiptResponses(400, 401, 403, 404, 409),
    },
  }, async (request, reply) =>
    sendReceipt(reply, await receipts.forBooking(actor(request), request.params.id, receiptLanguage(request))));

  app.get('/:id/calendar.ics', {
    config: { auth: 'optional' },
    schema: {
      ...doc, summary: 'The booking as an iCalendar event (text/calendar): to its customer, or to whoever holds its pass (?pass=)',
      description: 'A calendar application cannot send a bearer token: the pass (the content of the booking\'s QR code, booking.calendarUrl) opens the event instead.',
      params: ZBookingParams, querystring: z.object({ pass: z.string().max(200).optional() }), produces: ['text/calendar'],
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

  app.post('/:id/cancel', {
    config: signedIn,
    schema: {
      ...doc,
      summary: 'Cancel before the start; the company policy decides the refund (refundIfCancelledNow shows it beforehand)',
      params: ZBookingParams, body: ZBookingCancelSchema, response: responses(ZBookingCancelResultSchema, 400, 401, 404, 409),
    },
  }, async (request) => {
    const result = await lifecycle.cancelByCustomer(actor(request), request.params.id, request.body.reason);
    return ok(result, result.refund ? M.cancelledWithRefund(BOOKING_DEFAULTS.refundBusinessDays) : M.cancelled);
  });
};
