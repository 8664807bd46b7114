import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnalyticsExportSchema, ZAnalyticsQuerySchema, ZAnalyticsSchema, type Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import { companyOf } from '../../plugins/company-scope.js';
import { pickLanguage } from '../mail/mailer.js';
import type { AnalyticsService } from './analytics.service.js';

const viewAnalytics = { company: 'staff', permissions: ['VIEW_ANALYTICS'] } as const;
const PERIODS = 'Periods: 7d, 30d, 3m, custom (startDate and endDate, at most 366 days), in local days of the company\'s zone, today included. Money is one entry per currency; every figure is defined in docs/product/figures.md.';

/** The parts of the analytics answer each sub-call gives (docs/product/api.md). */
const PARTS: [string, string, string, (keyof Analytics)[]][] = [
  ['/analytics/revenue', 'getCompanyRevenue', 'Revenue per currency by day and by field over the period', ['totals', 'revenueByDay', 'bookingsByField']],
  ['/analytics/bookings', 'getCompanyBookingFigures', 'Bookings by day, status and field over the period', ['totals', 'revenueByDay', 'bookingsByStatus', 'bookingsByField']],
  ['/analytics/customers', 'getCompanyTopCustomers', 'The customers who made most bookings over the period', ['totals', 'topCustomers']],
  ['/analytics/field-utilization', 'getCompanyFieldUtilization', 'Games played by weekday and starting hour, and by field, over the period', ['heatmap', 'bookingsByField']],
];

/** /api/v1/companies/analytics…: the company's figures over a period, and their CSV export. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  app.get('/analytics', {
    config: viewAnalytics,
    schema: { description: PERIODS, operationId: 'getCompanyAnalytics', summary: "The company's bookings and money over a period, every breakdown", querystring: ZAnalyticsQuerySchema, response: responses(ZAnalyticsSchema) },
  }, async (request) => {
    const { companyId: _named, ...period } = request.query;
    return ok(await analytics.analytics(companyOf(request), period));
  });

  for (const [path, operationId, summary, keys] of PARTS) {
    const partSchema = ZAnalyticsSchema.pick({
      period: true, startDate: true, endDate: true, timezone: true, primaryCurrency: true, currencies: true, ...Object.fromEntries(keys.map((k) => [k, true])),
    });
    app.get(path, {
      config: viewAnalytics,
      schema: { description: PERIODS, operationId, summary, querystring: ZAnalyticsQuerySchema, response: responses(partSchema) },
    }, async (request) => {
      const { companyId: _named, ...period } = request.query;
      const all = await analytics.analytics(companyOf(request), period);
      const { period: p, startDate, endDate, timezone, primaryCurrency, currencies } = all;
      return ok({ period: p, startDate, endDate, timezone, primaryCurrency, currencies, ...Object.fromEntries(keys.map((k) => [k, all[k]])) });
    });
  }

  app.post('/analytics/export', {
    config: viewAnalytics,
    schema: {
      description: PERIODS, operationId: 'exportCompanyAnalytics', summary: 'The period as CSV or PDF (a download); with `email: true` it is also mailed, attached, to the person asking',
      body: ZAnalyticsExportSchema,
      response: { 200: { description: 'The file', content: { 'text/csv': { schema: z.string() }, 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } } },
    },
  }, async (request, reply) => {
    const { user } = authOf(request);
    const language = pickLanguage(user.preferences.language, request.headers['accept-language']);
    const result = await analytics.exportFile(companyOf(request), { email: user.email, firstName: user.firstName, language }, request.body);
    return reply.type(result.contentType).header('content-disposition', `attachment; filename="${result.filename}"`)
      .header('cache-control', 'private, no-store').header('x-export-mailed-to', result.mailedTo ?? '').send(result.content as never);
  });
};
