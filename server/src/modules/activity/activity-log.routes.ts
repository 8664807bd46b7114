import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZActivityLogExportSchema, ZActivityLogListSchema, ZActivityLogQuerySchema } from '@pitchside/shared-api/contracts/activity-log';
import { ok, responses } from '../../lib/http.js';
import { companyOf } from '../../plugins/company-scope.js';
import type { ActivityLogService } from './activity-log.service.js';

const owner = { company: 'owner' } as const;

/** /api/v1/companies/activity-logs: who did what in the company area, newest first. */
export const activityLogRoutes: FastifyPluginAsyncZod<{ activityLog: ActivityLogService }> = async (app, { activityLog }) => {
  app.get('/activity-logs', {
    config: owner,
    schema: { operationId: 'listActivityLog', summary: 'The activity log, filtered and paged', querystring: ZActivityLogQuerySchema, response: responses(ZActivityLogListSchema) },
  }, async (request) => {
    const { companyId: _named, page, limit, ...filters } = request.query;
    return ok(await activityLog.list(companyOf(request), filters, page, limit));
  });

  app.post('/activity-logs/export', {
    config: owner,
    schema: {
      operationId: 'exportActivityLog',
      summary: 'The filtered activity log as CSV (a download; at most 10,000 entries, newest first)',
      body: ZActivityLogExportSchema,
      response: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } } },
    },
  }, async (request, reply) => {
    const csv = await activityLog.exportCsv(companyOf(request), request.body.filters);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="activity-log.csv"')
      .header('cache-control', 'private, no-store').send(csv);
  });
};
