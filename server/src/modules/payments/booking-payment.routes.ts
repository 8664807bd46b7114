import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBookingPaySchema, ZPayResultSchema, ZReceiptQuerySchema } from '@pitchside/shared-api/contracts/payment';
import { ok, responses, withExamples } from '../../lib/http.js';
import { actorOf as actor } from '../../plugins/authentication.js';
import { ZBookingParams } from '../bookings/booking.routes.js';
import { fieldSchemaErrors } from '../fields/field-http.js';
import { idempotencyKey, ZIdempotencyHeaders } from '../idempotency/idempotency-http.js';
import type { PaymentService } from './payment.service.js';
import { RECEIPT_DESCRIPTION, receiptLanguage, receiptResponses, sendReceipt } from './receipt-http.js';
import type { ReceiptService } from './receipt.service.js';

const doc = { tags: ['bookings'] };
const signedIn = { auth: 'required' } as const;

const ZBookingPayBody = withExamples(ZBookingPaySchema, {
  newCard: {
    summary: 'A new card, kept for next time (4242 4242 4242 4242 succeeds on the test processor)',
    value: { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Sam Carter' }, saveCard: true },
  },
  savedCard: { summary: 'A saved card', value: { paymentMethodId: '8c0f4d2a-1b7e-4e39-a6d5-93f1c2b8e071' } },
  cash: { summary: 'Cash at the field, where the field takes it', value: { method: 'cash' } },
});

/** /api/v1/bookings/:id/pay and /receipt: paying for a held booking and its receipt. */
export const bookingPaymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService; receipts: ReceiptService }> = async (app, { payments, receipts }) => {
  app.setSchemaErrorFormatter(fieldSchemaErrors);

  app.post('/:id/pay', {
    config: signedIn,
    schema: {
      ...doc,
      operationId: 'payBooking',
      summary: 'Pay a held booking: a saved method, a new card (optionally saved) or cash where the field allows it (Idempotency-Key required)',
      description: 'Card failures answer 402 with CARD_DECLINED, INSUFFICIENT_FUNDS, EXPIRED_CARD, INCORRECT_CVC, INVALID_CARD_NUMBER or PROCESSING_ERROR; the hold stays. A lapsed hold answers 409 HOLD_EXPIRED.',
      params: ZBookingParams, headers: ZIdempotencyHeaders, body: ZBookingPayBody,
      response: responses(ZPayResultSchema, 400, 401, 402, 404, 409, 422),
    },
  }, async (request) => {
    const { data, message } = await payments.pay(actor(request), request.params.id, request.body, idempotencyKey(request));
    return ok(data, message);
  });

  app.get('/:id/receipt', {
    config: signedIn,
    schema: {
      ...doc, operationId: 'getBookingReceipt', summary: 'The receipt of a paid booking as a PDF: to its customer, or to its company’s staff who manage reservations',
      description: RECEIPT_DESCRIPTION,
      params: ZBookingParams, querystring: ZReceiptQuerySchema, response: receiptResponses(400, 401, 403, 404, 409),
    },
  }, async (request, reply) =>
    sendReceipt(reply, await receipts.forBooking(actor(request), request.params.id, receiptLanguage(request))));

};
