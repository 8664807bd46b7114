import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelopeSchema } from '@pitchside/shared-api/contracts/envelope';
import type { Permission } from '@pitchside/shared-api/contracts/session-user';
import { ZCompanySettingsQuerySchema } from '@pitchside/shared-api/contracts/company-settings';
import { ZAnalyticsExportSchema, ZAnalyticsQuerySchema, ZAnalyticsSchema, type Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import type { Services } from '../../services.js';
import { pickLanguage } from '../mail/mailer.js';

const viewAnalytics = { auth: 'required', permissions: ['VIEW_ANALYTICS'] as readonly Permission[] } as const;
const doc = {
  tags: ['companies'], security: [{ bearerAuth: [] }],
  description: 'Owner, employees who view analytics, or a super admin naming the company with `companyId`. Periods: 7d, 30d, 3m, custom (startDate and endDate, at most 366 days).',
};

function actorOf(request: FastifyRequest) {
  const { user, permissions } = authOf(request);
  return { userId: user.id, role: user.role, tenantId: user.tenantId, permissions };
}

/** The parts of the analytics answer each sub-call gives (spec §7). */
const PARTS: [string, string, (keyof Analytics)[]][] = [
  ['/analytics/revenue', 'Revenue by day and by field over the period', ['totals', 'revenueByDay', 'bookingsByField']],
  ['/analytics/bookings', 'Bookings by day, status and field over the period', ['totals', 'revenueByDay', 'bookingsByStatus', 'bookingsByField']],
  ['/analytics/customers', 'The customers who spent most over the period', ['totals', 'topCustomers']],
  ['/analytics/field-utilization', 'Bookings by weekday and starting hour, and by field, over the period', ['heatmap', 'bookingsByField']],
];

/** /api/v1/companies/analytics…: the company's figures over a period, and their CSV export. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/analytics', {
    config: viewAnalytics,
    schema: { ...doc, summary: "The company's bookings and money over a period, every breakdown", querystring: ZAnalyticsQuerySchema, response: responses(ZAnalyticsSchema, 400, 401, 403, 404) },
  }, async (request) => {
    const { companyId, ...period } = request.query;
    return ok(await services.analytics.analytics(actorOf(request), companyId, period));
  });

  for (const [path, summary, keys] of PARTS) {
    const partSchema = ZAnalyticsSchema.pick({ period: true, startDate: true, endDate: true, timezone: true, currency: true, ...Object.fromEntries(keys.map((k) => [k, true])) });
    app.get(path, {
      config: viewAnalytics,
      schema: { ...doc, summary, querystring: ZAnalyticsQuerySchema, response: responses(partSchema, 400, 401, 403, 404) },
    }, async (request) => {
      const { companyId, ...period } = request.query;
      const all = await services.analytics.analytics(actorOf(request), companyId, period);
      const { period: p, startDate, endDate, timezone, currency } = all;
      return ok({ period: p, startDate, endDate, timezone, currency, ...Object.fromEntries(keys.map((k) => [k, all[k]])) });
    });
  }

  app.post('/analytics/export', {
    config: viewAnalytics,
    schema: {
      ...doc, summary: 'The period as CSV or PDF (a download); with `email: true` it is also mailed, attached, to the person asking',
      querystring: ZCompanySettingsQuerySchema, body: ZAnalyticsExportSchema,
      response: { 200: { description: 'The file', content: { 'text/csv': { schema: z.string() }, 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } }, 400: ZErrorEnvelopeSchema, 401: ZErrorEnvelopeSchema, 403: ZErrorEnvelopeSchema, 404: ZErrorEnvelopeSchema },
    },
  }, async (request, reply) => {
    const { user } = authOf(request);
    const language = pickLanguage(user.preferences.language, request.headers['accept-language']);
    const result = await services.analytics.exportFile({ ...actorOf(request), email: user.email, firstName: user.firstName, language }, request.query.companyId, request.body);
    return reply.type(result.contentType).header('content-disposition', `attachment; filename="${result.filename}"`)
      .header('cache-control', 'private, no-store').header('x-export-mailed-to', result.mailedTo ?? '').send(result.content as never);
  });
};
