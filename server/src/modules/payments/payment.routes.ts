import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYMENT_MESSAGES as M, ZPaymentMethodCreateSchema, ZRefundRequestSchema, ZSavedPaymentMethodSchema, ZTransactionListQuerySchema,
  ZReceiptQuerySchema, ZTransactionListSchema, ZTransactionSchema,
} from '@pitchside/shared-api/contracts/payment';
import { ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { actorOf } from '../../plugins/authentication.js';
import { idempotencyKey, ZIdempotencyHeaders } from '../idempotency/idempotency-http.js';
import { createdResponses, fieldSchemaErrors } from '../fields/field-http.js';
import { RECEIPT_DESCRIPTION, receiptLanguage, receiptResponses, sendReceipt } from './receipt-http.js';
import type { ReceiptService } from './receipt.service.js';
import type { TransactionService } from './transaction.service.js';

const ZTransactionParams = z.object({ id: z.uuid('Invalid transaction id') });
const ZMethodParams = z.object({ id: z.uuid('Invalid payment method id') });
const doc = { tags: ['payments'] };
const signedIn = { auth: 'required' } as const;

/** /api/v1/payments: transaction history, refunds, saved cards (docs/product/routes-and-screens.md). */
export const paymentRoutes: FastifyPluginAsyncZod<{ transactions: TransactionService; receipts: ReceiptService }> = async (app, { transactions, receipts }) => {
  app.setSchemaErrorFormatter(fieldSchemaErrors);

  app.get('/transactions', {
    config: signedIn,
    schema: {
      ...doc, operationId: 'listTransactions', summary: 'Payments the caller may see (a customer theirs, company staff their company’s, the super admin all), newest first',
      querystring: ZTransactionListQuerySchema, response: responses(ZTransactionListSchema, 400, 401, 403),
    },
  }, async (request) => ok(await transactions.list(actorOf(request), request.query)));

  app.get('/transactions/:id', {
    config: signedIn,
    schema: { ...doc, operationId: 'getTransaction', summary: 'One payment with its booking and breakdown', params: ZTransactionParams, response: responses(ZTransactionSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await transactions.get(actorOf(request), request.params.id)));

  app.get('/transactions/:id/receipt', {
    config: signedIn,
    schema: {
      ...doc, operationId: 'getTransactionReceipt', summary: 'The receipt of the payment’s booking as a PDF, to whoever may see the payment',
      description: RECEIPT_DESCRIPTION,
      params: ZTransactionParams, querystring: ZReceiptQuerySchema, response: receiptResponses(400, 401, 403, 404, 409),
    },
  }, async (request, reply) =>
    sendReceipt(reply, await receipts.forTransaction(actorOf(request), request.params.id, receiptLanguage(request))));

  app.post('/transactions/:id/refund', {
    config: signedIn,
    schema: {
      ...doc, operationId: 'refundTransaction', summary: 'Refund part (amount) or the rest of a card payment: owner, manager or super admin (Idempotency-Key required)',
      params: ZTransactionParams, headers: ZIdempotencyHeaders, body: ZRefundRequestSchema, response: responses(ZTransactionSchema, 400, 401, 402, 403, 404, 409, 422),
    },
  }, async (request) => {
    const { data, message } = await transactions.refund(actorOf(request), request.params.id, request.body, idempotencyKey(request));
    return ok(data, message);
  });

  app.get('/methods', {
    config: signedIn,
    schema: { ...doc, operationId: 'listPaymentMethods', summary: 'The caller’s saved cards, the default first', response: responses(z.array(ZSavedPaymentMethodSchema), 401) },
  }, async (request) => ok(await transactions.methods(actorOf(request))));

  app.post('/methods', {
    config: signedIn,
    schema: {
      ...doc, operationId: 'createPaymentMethod', summary: 'Save a card as a processor token (the first one becomes the default)',
      body: ZPaymentMethodCreateSchema, response: createdResponses(ZSavedPaymentMethodSchema, 400, 401, 402),
    },
  }, async (request, reply) => reply.code(201).send(ok(await transactions.addMethod(actorOf(request), request.body), M.methodAdded)));

  app.delete('/methods/:id', {
    config: signedIn,
    schema: { ...doc, operationId: 'deletePaymentMethod', summary: 'Remove a saved card', params: ZMethodParams, response: responses(ZNoDataSchema, 400, 401, 404) },
  }, async (request) => {
    await transactions.removeMethod(actorOf(request), request.params.id);
    return ok(null, M.methodRemoved);
  });

  app.patch('/methods/:id/default', {
    config: signedIn,
    schema: { ...doc, operationId: 'setDefaultPaymentMethod', summary: 'Make a saved card the default', params: ZMethodParams, response: responses(z.array(ZSavedPaymentMethodSchema), 400, 401, 404) },
  }, async (request) => ok(await transactions.makeDefault(actorOf(request), request.params.id), M.methodDefault));
};
