import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelopeSchema } from '@pitchside/shared-api/contracts/envelope';
import { ZCompanySettingsQuerySchema } from '@pitchside/shared-api/contracts/company-settings';
import { ZActivityLogExportSchema, ZActivityLogListSchema, ZActivityLogQuerySchema } from '@pitchside/shared-api/contracts/activity-log';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import type { Services } from '../../services.js';

const doc = {
  tags: ['companies'],
  security: [{ bearerAuth: [] }],
  description: "The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.",
};

/** /api/v1/companies/activity-logs: who did what in the company area, newest first. */
export const activityLogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { userId: user.id, role: user.role, tenantId: user.tenantId };
  };

  app.get('/activity-logs', {
    config: { auth: 'required' },
    schema: { ...doc, summary: 'The activity log, filtered and paged', querystring: ZActivityLogQuerySchema, response: responses(ZActivityLogListSchema, 400, 401, 403, 404) },
  }, async (request) => {
    const { companyId, page, limit, ...filters } = request.query;
    return ok(await services.activityLog.list(actorOf(request), companyId, filters, page, limit));
  });

  app.post('/activity-logs/export', {
    config: { auth: 'required' },
    schema: {
      ...doc, summary: 'The filtered activity log as CSV (a download; at most 10,000 entries, newest first)',
      querystring: ZCompanySettingsQuerySchema, body: ZActivityLogExportSchema,
      response: {
        200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
        400: ZErrorEnvelopeSchema, 401: ZErrorEnvelopeSchema, 403: ZErrorEnvelopeSchema, 404: ZErrorEnvelopeSchema,
      },
    },
  }, async (request, reply) => {
    const csv = await services.activityLog.exportCsv(actorOf(request), request.query.companyId, request.body.filters);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="activity-log.csv"')
      .header('cache-control', 'private, no-store').send(csv);
  });
};
