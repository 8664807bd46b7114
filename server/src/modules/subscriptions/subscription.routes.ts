import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_CODES } from '@pitchside/shared-api/contracts/language';
import { ZPaymentMethodCreateSchema, ZSavedPaymentMethodSchema } from '@pitchside/shared-api/contracts/payment';
import {
  SUBSCRIPTION_ERROR_CODES as C, SUBSCRIPTION_MESSAGES as M, ZBillingHistoryQuerySchema, ZBillingHistorySchema, ZCompanyPaymentMethodUpdateSchema,
  ZSubscriptionChangeResultSchema, ZSubscriptionChangeSchema, ZSubscriptionPlanSchema, ZSubscriptionSchema, ZUsageSchema,
} from '@pitchside/shared-api/contracts/subscription';
import { createdResponses, ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import { companyOf } from '../../plugins/company-scope.js';
import { pickLanguage } from '../mail/mailer.js';
import { receiptResponses, sendReceipt } from '../payments/receipt-http.js';
import type { SubscriptionService } from './subscription.service.js';

const owner = { company: 'owner' } as const;
const tags = ['subscription'];
const ZMethodParams = z.object({ id: z.uuid('Invalid payment method id') });
const ZInvoiceParams = z.object({ id: z.uuid('Invalid invoice id') });
const ZInvoiceQuery = z.object({ lang: z.enum(LANGUAGE_CODES).optional() });

/** `GET /api/v1/subscription-plans`: the plans anyone may read (docs/product/api.md: at the root). */
export const subscriptionPlanRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionService }> = async (app, { subscriptions }) => {
  app.get('/subscription-plans', {
    schema: {
      tags, operationId: 'listSubscriptionPlans', summary: 'The plans with their monthly price and limits (null: unlimited), cheapest first',
      response: responses(z.array(ZSubscriptionPlanSchema)),
    },
  }, async () => ok(subscriptions.plans()));
};

/** /api/v1/companies: subscription, usage, billing history and invoices, payment methods (docs/product/api.md). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionService }> = async (app, { subscriptions }) => {
  app.get('/subscription', {
    config: owner,
    schema: { tags, operationId: 'getSubscription', summary: 'The plan, its period and state', response: responses(ZSubscriptionSchema) },
  }, async (request) => ok(await subscriptions.subscription(companyOf(request))));

  app.put('/subscription', {
    config: owner,
    schema: {
      tags, body: ZSubscriptionChangeSchema,
      operationId: 'changeSubscriptionPlan', summary: 'Move to a plan at once: an upgrade is charged pro rata for the rest of the period, a downgrade leaves a credit',
      description: `The plan already held answers unchanged (nothing charged). No card for a paid plan: 402 ${C.paymentMethodRequired}; `
        + `a refused card: 402 with the card error; usage above the target plan: 409 ${C.downgradeBlocked}.`,
      response: responses(ZSubscriptionChangeResultSchema, 402, 409),
    },
  }, async (request) => ok(await subscriptions.changePlan(companyOf(request), request.body), M.planChanged));

  app.patch('/subscription/cancel', {
    config: owner,
    schema: { tags, operationId: 'cancelSubscription', summary: 'End the paid plan with the current period', response: responses(ZSubscriptionSchema, 409) },
  }, async (request) => ok(await subscriptions.cancel(companyOf(request)), M.cancelled));

  app.patch('/subscription/resume', {
    config: owner,
    schema: { tags, operationId: 'resumeSubscription', summary: 'Keep a cancelled plan after all', response: responses(ZSubscriptionSchema) },
  }, async (request) => ok(await subscriptions.resume(companyOf(request)), M.resumed));

  app.get('/usage', {
    config: owner,
    schema: { tags, operationId: 'getPlanUsage', summary: 'Fields, employees and locations against the plan’s limits', response: responses(ZUsageSchema) },
  }, async (request) => ok(await subscriptions.usage(companyOf(request))));

  app.get('/billing/history', {
    config: owner,
    schema: { tags, querystring: ZBillingHistoryQuerySchema, operationId: 'listInvoices', summary: 'Invoices, newest first (page 1, 10 a page by default)', response: responses(ZBillingHistorySchema) },
  }, async (request) => ok(await subscriptions.history(companyOf(request), request.query)));

  app.get('/billing/invoices/:id/download', {
    config: owner,
    schema: {
      tags, params: ZInvoiceParams, querystring: ZInvoiceQuery, operationId: 'downloadInvoice', summary: 'An invoice as a PDF (`lang`, else the user’s language)',
      response: receiptResponses(),
    },
  }, async (request, reply) => {
    const language = request.query.lang ?? pickLanguage(authOf(request).user.preferences.language, request.headers['accept-language']);
    return sendReceipt(reply, await subscriptions.invoicePdf(companyOf(request), request.params.id, language));
  });

  app.get('/payment-methods', {
    config: owner,
    schema: { tags, operationId: 'listCompanyPaymentMethods', summary: 'The company’s cards, the default first', response: responses(z.array(ZSavedPaymentMethodSchema)) },
  }, async (request) => ok(await subscriptions.methods(companyOf(request))));

  app.post('/payment-methods', {
    config: owner,
    schema: {
      tags, body: ZPaymentMethodCreateSchema,
      operationId: 'createCompanyPaymentMethod', summary: 'Save a card as a processor token (the first one becomes the default)', response: createdResponses(ZSavedPaymentMethodSchema, 402),
    },
  }, async (request, reply) => reply.code(201).send(ok(await subscriptions.addMethod(companyOf(request), request.body), M.methodAdded)));

  app.put('/payment-methods/:id', {
    config: owner,
    schema: {
      tags, params: ZMethodParams, body: ZCompanyPaymentMethodUpdateSchema,
      operationId: 'updateCompanyPaymentMethod', summary: 'Change a card’s holder or billing address', response: responses(ZSavedPaymentMethodSchema),
    },
  }, async (request) => ok(await subscriptions.updateMethod(companyOf(request), request.params.id, request.body), M.methodUpdated));

  app.delete('/payment-methods/:id', {
    config: owner,
    schema: {
      tags, params: ZMethodParams,
      operationId: 'deleteCompanyPaymentMethod', summary: `Remove a card (not the last one while on a paid plan: 409 ${C.methodInUse})`, response: responses(ZNoDataSchema, 409),
    },
  }, async (request) => {
    await subscriptions.removeMethod(companyOf(request), request.params.id);
    return ok(null, M.methodRemoved);
  });

  app.patch('/payment-methods/:id/set-default', {
    config: owner,
    schema: { tags, params: ZMethodParams, operationId: 'setDefaultCompanyPaymentMethod', summary: 'Make a card the default', response: responses(z.array(ZSavedPaymentMethodSchema)) },
  }, async (request) => ok(await subscriptions.makeDefault(companyOf(request), request.params.id), M.methodDefault));
};
