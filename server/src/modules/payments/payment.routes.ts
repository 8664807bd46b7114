import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYMENT_MESSAGES as M, ZPaymentMethodCreateSchema, ZRefundRequestSchema, ZSavedPaymentMethodSchema, ZTransactionListQuerySchema,
  ZReceiptQuerySchema, ZTransactionListSchema, ZTransactionSchema,
} from '@pitchside/shared-api/contracts/payment';
import { DomainError } from '../../lib/errors.js';
import { ok, responses, ZNoDataSchema } from '../../lib/http.js';
import type { Services } from '../../services.js';
import { bookingActor } from '../bookings/booking.routes.js';
import { createdResponses, fieldSchemaErrors } from '../fields/field-http.js';
import { RECEIPT_DESCRIPTION, receiptActor, receiptLanguage, receiptResponses, sendReceipt } from './receipt-http.js';

const ZTransactionParams = z.object({ id: z.uuid('Invalid transaction id') });
const ZMethodParams = z.object({ id: z.uuid('Invalid payment method id') });
const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(255).optional() });
const doc = { tags: ['payments'], security: [{ bearerAuth: [] }] };
const signedIn = { auth: 'required' } as const;

/** /api/v1/payments: transaction history, refunds, saved cards (spec §2 payments). */
export const paymentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { transactions } = services;
  app.setSchemaErrorFormatter(fieldSchemaErrors);

  app.get('/transactions', {
    config: signedIn,
    schema: {
      ...doc, summary: 'Payments the caller may see (a customer theirs, company staff their company’s, the super admin all), newest first',
      querystring: ZTransactionListQuerySchema, response: responses(ZTransactionListSchema, 400, 401, 403),
    },
  }, async (request) => ok(await transactions.list(bookingActor(request), request.query)));

  app.get('/transactions/:id', {
    config: signedIn,
    schema: { ...doc, summary: 'One payment with its booking and breakdown', params: ZTransactionParams, response: responses(ZTransactionSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await transactions.get(bookingActor(request), request.params.id)));

  app.get('/transactions/:id/receipt', {
    config: signedIn,
    schema: {
      ...doc, summary: 'The receipt of the payment’s booking as a PDF, to whoever may see the payment',
      description: RECEIPT_DESCRIPTION,
      params: ZTransactionParams, querystring: ZReceiptQuerySchema, response: receiptResponses(400, 401, 403, 404, 409),
    },
  }, async (request, reply) =>
    sendReceipt(reply, await services.receipts.forTransaction(receiptActor(request), request.params.id, receiptLanguage(request))));

  app.post('/transactions/:id/refund', {
    config: signedIn,
    schema: {
      ...doc, summary: 'Refund part (amount) or the rest of a card payment: owner, manager or super admin (Idempotency-Key required)',
      params: ZTransactionParams, headers: ZIdempotencyHeaders, body: ZRefundRequestSchema, response: responses(ZTransactionSchema, 400, 401, 402, 403, 404, 409, 422),
    },
  }, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (!key) throw new DomainError('invalid', 'IDEMPOTENCY_KEY_REQUIRED', 'An Idempotency-Key header is required for this request');
    const answer = await transactions.refund(bookingActor(request), request.params.id, request.body, key);
    return reply.code(answer.statusCode as 200).send(answer.body as never);
  });

  app.get('/methods', {
    config: signedIn,
    schema: { ...doc, summary: 'The caller’s saved cards, the default first', response: responses(z.array(ZSavedPaymentMethodSchema), 401) },
  }, async (request) => ok(await transactions.methods(bookingActor(request))));

  app.post('/methods', {
    config: signedIn,
    schema: {
      ...doc, summary: 'Save a card as a processor token (the first one becomes the default)',
      body: ZPaymentMethodCreateSchema, response: createdResponses(ZSavedPaymentMethodSchema, 400, 401, 402),
    },
  }, async (request, reply) => reply.code(201).send(ok(await transactions.addMethod(bookingActor(request), request.body), M.methodAdded)));

  app.delete('/methods/:id', {
    config: signedIn,
    schema: { ...doc, summary: 'Remove a saved card', params: ZMethodParams, response: responses(ZNoDataSchema, 400, 401, 404) },
  }, async (request) => {
    await transactions.removeMethod(bookingActor(request), request.params.id);
    return ok(null, M.methodRemoved);
  });

  app.patch('/methods/:id/default', {
    config: signedIn,
    schema: { ...doc, summary: 'Make a saved card the default', params: ZMethodParams, response: responses(z.array(ZSavedPaymentMethodSchema), 400, 401, 404) },
  }, async (request) => ok(await transactions.makeDefault(bookingActor(request), request.params.id), M.methodDefault));
};
