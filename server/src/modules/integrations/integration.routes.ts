import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelopeSchema } from '@pitchside/shared-api/contracts/envelope';
import { ZCompanySettingsQuerySchema } from '@pitchside/shared-api/contracts/company-settings';
import {
  INTEGRATION_MESSAGES as M, ZCalendarFeedParamsSchema, ZIntegrationsSchema, ZWebhookInputSchema, ZWebhookSecretSchema,
  ZWebhookTestResultSchema,
} from '@pitchside/shared-api/contracts/company-integrations';
import { notFound } from '../../lib/errors.js';
import { ok, responses, ZNoDataSchema } from '../../lib/http.js';
import type { Services } from '../../services.js';
import { companyActorOf } from '../companies/company-scope.js';

const doc = {
  tags: ['companies'],
  security: [{ bearerAuth: [] }],
  description: "The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.",
  querystring: ZCompanySettingsQuerySchema,
};

const actorOf = companyActorOf;

/** /api/v1/companies/integrations: the company's webhook and calendar feed. */
export const integrationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { integrations } = services;

  app.get('/integrations', {
    config: { auth: 'required' },
    schema: { ...doc, summary: 'The webhook (without its secret), its latest deliveries and the calendar feed address', response: responses(ZIntegrationsSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await integrations.get(actorOf(request), request.query.companyId)));

  app.put('/integrations/webhook', {
    config: { auth: 'required' },
    schema: {
      ...doc, summary: 'Create the webhook (its signing secret is answered this once) or change its address, events and state',
      body: ZWebhookInputSchema, response: responses(ZWebhookSecretSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await integrations.saveWebhook(actorOf(request), request.query.companyId, request.body), M.saved));

  app.delete('/integrations/webhook', {
    config: { auth: 'required' },
    schema: { ...doc, summary: 'Remove the webhook (pending deliveries are dropped)', response: responses(ZNoDataSchema, 400, 401, 403, 404) },
  }, async (request) => {
    await integrations.removeWebhook(actorOf(request), request.query.companyId);
    return ok(null, M.deleted);
  });

  app.post('/integrations/webhook/rotate-secret', {
    config: { auth: 'required' },
    schema: { ...doc, summary: 'Replace the signing secret (answered this once)', response: responses(ZWebhookSecretSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await integrations.rotateSecret(actorOf(request), request.query.companyId), M.rotated));

  app.post('/integrations/webhook/test', {
    config: { auth: 'required' },
    schema: { ...doc, summary: 'Send a signed `ping` event now and answer what the receiver said', response: responses(ZWebhookTestResultSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await integrations.test(actorOf(request), request.query.companyId), M.testSent));

  app.post('/integrations/calendar-feed/rotate', {
    config: { auth: 'required' },
    schema: { ...doc, summary: 'Replace the calendar feed address; the old one stops working', response: responses(z.object({ calendarFeedUrl: z.string() }), 400, 401, 403, 404) },
  }, async (request) => ok({ calendarFeedUrl: await integrations.rotateFeed(actorOf(request), request.query.companyId) }, M.feedRotated));
};

/** /api/v1/calendar-feeds/{token}.ics: a company's bookings for calendar apps (the token is the only key). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/:file', {
    schema: {
      tags: ['companies'],
      summary: "A company's confirmed and awaiting-confirmation bookings, a month back and half a year ahead, as iCalendar",
      params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/) }),
      response: {
        200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
        400: ZErrorEnvelopeSchema,
        404: ZErrorEnvelopeSchema,
      },
    },
  }, async (request, reply) => {
    const { token } = ZCalendarFeedParamsSchema.parse({ token: request.params.file.slice(0, -'.ics'.length) });
    const calendar = await services.integrations.feed(token);
    if (calendar === undefined) throw notFound();
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(calendar);
  });
};
