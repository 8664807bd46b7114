import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompanyQuerySchema } from '@pitchside/shared-api/contracts/company-profile';
import { LANGUAGE_CODES } from '@pitchside/shared-api/contracts/language';
import { ZPaymentMethodCreateSchema, ZSavedPaymentMethodSchema } from '@pitchside/shared-api/contracts/payment';
import {
  SUBSCRIPTION_MESSAGES as M, ZBillingHistoryQuerySchema, ZBillingHistorySchema, ZCompanyPaymentMethodUpdateSchema,
  ZSubscriptionChangeResultSchema, ZSubscriptionChangeSchema, ZSubscriptionPlanSchema, ZSubscriptionSchema, ZUsageSchema,
} from '@pitchside/shared-api/contracts/subscription';
import { createdResponses, ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import type { Services } from '../../services.js';
import { companyActorOf } from '../companies/company-scope.js';
import { pickLanguage } from '../mail/mailer.js';
import { receiptResponses, sendReceipt } from '../payments/receipt-http.js';

const doc = {
  tags: ['subscription'],
  security: [{ bearerAuth: [] }],
  description: "The company owner's own company; a super admin names it with `companyId`. Employees and customers: 403.",
};
const signedIn = { auth: 'required' } as const;
const ZMethodParams = z.object({ id: z.uuid('Invalid payment method id') });
const ZInvoiceParams = z.object({ id: z.uuid('Invalid invoice id') });
const ZInvoiceQuery = ZCompanyQuerySchema.extend({ lang: z.enum(LANGUAGE_CODES).optional() });

/** `GET /api/v1/subscription-plans`: the plans anyone may read (spec §7: at the root). */
export const subscriptionPlanRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/subscription-plans', {
    schema: {
      tags: ['subscription'], summary: 'The plans with their monthly price and limits (null: unlimited), cheapest first',
      response: responses(z.array(ZSubscriptionPlanSchema)),
    },
  }, async () => ok(services.subscriptions.plans()));
};

/** /api/v1/companies: subscription, usage, billing history and invoices, payment methods (spec §7). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { subscriptions } = services;

  app.get('/subscription', {
    config: signedIn,
    schema: { ...doc, querystring: ZCompanyQuerySchema, summary: 'The plan, its period and state', response: responses(ZSubscriptionSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await subscriptions.subscription(companyActorOf(request), request.query.companyId)));

  app.put('/subscription', {
    config: signedIn,
    schema: {
      ...doc, querystring: ZCompanyQuerySchema, body: ZSubscriptionChangeSchema,
      summary: 'Move to a plan at once: an upgrade is charged pro rata for the rest of the period, a downgrade leaves a credit',
      description: `${doc.description} The plan already held answers unchanged (nothing charged). No card for a paid plan: 402 SUBSCRIPTION_REQUIRED; `
        + 'a refused card: 402 with the card error; usage above the target plan: 409 PLAN_DOWNGRADE_BLOCKED.',
      response: responses(ZSubscriptionChangeResultSchema, 400, 401, 402, 403, 404, 409),
    },
  }, async (request) => ok(await subscriptions.changePlan(companyActorOf(request), request.query.companyId, request.body), M.planChanged));

  app.patch('/subscription/cancel', {
    config: signedIn,
    schema: { ...doc, querystring: ZCompanyQuerySchema, summary: 'End the paid plan with the current period', response: responses(ZSubscriptionSchema, 400, 401, 403, 404, 409) },
  }, async (request) => ok(await subscriptions.cancel(companyActorOf(request), request.query.companyId), M.cancelled));

  app.patch('/subscription/resume', {
    config: signedIn,
    schema: { ...doc, querystring: ZCompanyQuerySchema, summary: 'Keep a cancelled plan after all', response: responses(ZSubscriptionSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await subscriptions.resume(companyActorOf(request), request.query.companyId), M.resumed));

  app.get('/usage', {
    config: signedIn,
    schema: { ...doc, querystring: ZCompanyQuerySchema, summary: 'Fields, employees and locations against the plan’s limits', response: responses(ZUsageSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await subscriptions.usage(companyActorOf(request), request.query.companyId)));

  app.get('/billing/history', {
    config: signedIn,
    schema: { ...doc, querystring: ZBillingHistoryQuerySchema, summary: 'Invoices, newest first (page 1, 10 a page by default)', response: responses(ZBillingHistorySchema, 400, 401, 403, 404) },
  }, async (request) => ok(await subscriptions.history(companyActorOf(request), request.query)));

  app.get('/billing/invoices/:id/download', {
    config: signedIn,
    schema: {
      ...doc, params: ZInvoiceParams, querystring: ZInvoiceQuery, summary: 'An invoice as a PDF (`lang`, else the user’s language)',
      response: receiptResponses(400, 401, 403, 404),
    },
  }, async (request, reply) => {
    const language = request.query.lang ?? pickLanguage(authOf(request).user.preferences.language, request.headers['accept-language']);
    return sendReceipt(reply, await subscriptions.invoicePdf(companyActorOf(request), request.query.companyId, request.params.id, language));
  });

  app.get('/payment-methods', {
    config: signedIn,
    schema: { ...doc, querystring: ZCompanyQuerySchema, summary: 'The company’s cards, the default first', response: responses(z.array(ZSavedPaymentMethodSchema), 400, 401, 403, 404) },
  }, async (request) => ok(await subscriptions.methods(companyActorOf(request), request.query.companyId)));

  app.post('/payment-methods', {
    config: signedIn,
    schema: {
      ...doc, querystring: ZCompanyQuerySchema, body: ZPaymentMethodCreateSchema,
      summary: 'Save a card as a processor token (the first one becomes the default)', response: createdResponses(ZSavedPaymentMethodSchema, 400, 401, 402, 403, 404),
    },
  }, async (request, reply) => reply.code(201).send(ok(await subscriptions.addMethod(companyActorOf(request), request.query.companyId, request.body), M.methodAdded)));

  app.put('/payment-methods/:id', {
    config: signedIn,
    schema: {
      ...doc, params: ZMethodParams, querystring: ZCompanyQuerySchema, body: ZCompanyPaymentMethodUpdateSchema,
      summary: 'Change a card’s holder or billing address', response: responses(ZSavedPaymentMethodSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await subscriptions.updateMethod(companyActorOf(request), request.query.companyId, request.params.id, request.body), M.methodUpdated));

  app.delete('/payment-methods/:id', {
    config: signedIn,
    schema: {
      ...doc, params: ZMethodParams, querystring: ZCompanyQuerySchema,
      summary: 'Remove a card (not the last one while on a paid plan: 409 PAYMENT_METHOD_IN_USE)', response: responses(ZNoDataSchema, 400, 401, 403, 404, 409),
    },
  }, async (request) => {
    await subscriptions.removeMethod(companyActorOf(request), request.query.companyId, request.params.id);
    return ok(null, M.methodRemoved);
  });

  app.patch('/payment-methods/:id/set-default', {
    config: signedIn,
    schema: { ...doc, params: ZMethodParams, querystring: ZCompanyQuerySchema, summary: 'Make a card the default', response: responses(z.array(ZSavedPaymentMethodSchema), 400, 401, 403, 404) },
  }, async (request) => ok(await subscriptions.makeDefault(companyActorOf(request), request.query.companyId, request.params.id), M.methodDefault));
};
