import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INTEGRATION_MESSAGES as M, ZCalendarFeedParamsSchema, ZIntegrationsSchema, ZWebhookInputSchema, ZWebhookSecretSchema, ZWebhookTestResultSchema,
} from '@pitchside/shared-api/contracts/company-integrations';
import { notFound } from '../../lib/errors.js';
import { errorResponses, ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { companyOf } from '../../plugins/company-scope.js';
import type { IntegrationService } from './integration.service.js';

const owner = { company: 'owner' } as const;

/**
 * /api/v1/companies/integrations: the company's webhook and calendar feed. The webhook is the integration whose
 * id is `webhook`: `PUT /integrations/webhook` and `POST /integrations/webhook/test` are the
 * `PUT /integrations/{id}` and `POST /integrations/{id}/test` of docs/product/api.md.
 */
export const integrationRoutes: FastifyPluginAsyncZod<{ integrations: IntegrationService }> = async (app, { integrations }) => {
  app.get('/integrations', {
    config: owner,
    schema: { operationId: 'getIntegrations', summary: 'The webhook (without its secret), its latest deliveries and the calendar feed address', response: responses(ZIntegrationsSchema) },
  }, async (request) => ok(await integrations.get(companyOf(request))));

  app.put('/integrations/webhook', {
    config: owner,
    schema: {
      operationId: 'saveWebhook', summary: 'Create the webhook (its signing secret is answered this once) or change its address, events and state',
      body: ZWebhookInputSchema, response: responses(ZWebhookSecretSchema),
    },
  }, async (request) => ok(await integrations.saveWebhook(companyOf(request), request.body), M.saved));

  app.delete('/integrations/webhook', {
    config: owner,
    schema: { operationId: 'deleteWebhook', summary: 'Remove the webhook (pending deliveries are dropped)', response: responses(ZNoDataSchema) },
  }, async (request) => {
    await integrations.removeWebhook(companyOf(request));
    return ok(null, M.deleted);
  });

  app.post('/integrations/webhook/test', {
    config: owner,
    schema: { operationId: 'testWebhook', summary: 'Send a signed `ping` event now and answer what the receiver said', response: responses(ZWebhookTestResultSchema) },
  }, async (request) => ok(await integrations.test(companyOf(request)), M.testSent));

  app.post('/integrations/webhook/rotate-secret', {
    config: owner,
    schema: { operationId: 'rotateWebhookSecret', summary: 'Replace the signing secret (answered this once)', response: responses(ZWebhookSecretSchema) },
  }, async (request) => ok(await integrations.rotateSecret(companyOf(request)), M.rotated));

  app.post('/integrations/calendar-feed/rotate', {
    config: owner,
    schema: { operationId: 'rotateCalendarFeed', summary: 'Replace the calendar feed address; the old one stops working', response: responses(z.object({ calendarFeedUrl: z.string() })) },
  }, async (request) => ok({ calendarFeedUrl: await integrations.rotateFeed(companyOf(request)) }, M.feedRotated));
};

/** /api/v1/calendar-feeds/{token}.ics: a company's bookings for calendar apps (public: the token is the only key). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ integrations: IntegrationService }> = async (app, { integrations }) => {
  app.get('/:file', {
    schema: {
      tags: ['companies'],
      operationId: 'getCalendarFeed', summary: "A company's confirmed and awaiting-confirmation bookings, a month back and half a year ahead, as iCalendar",
      params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/) }),
      response: {
        200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
        ...errorResponses(400, 404),
      },
    },
  }, async (request, reply) => {
    const { token } = ZCalendarFeedParamsSchema.parse({ token: request.params.file.slice(0, -'.ics'.length) });
    const calendar = await integrations.feed(token);
    if (calendar === undefined) throw notFound();
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(calendar);
  });
};
