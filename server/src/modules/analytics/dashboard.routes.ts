import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Permission } from '@pitchside/shared-api/contracts/session-user';
import { ZDashboardOverviewSchema, ZDashboardQuerySchema } from '@pitchside/shared-api/contracts/company-dashboard';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import type { Services } from '../../services.js';

const viewAnalytics = { auth: 'required', permissions: ['VIEW_ANALYTICS'] as readonly Permission[] } as const;

/** /api/v1/companies/dashboard. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/dashboard', {
    config: viewAnalytics,
    schema: {
      tags: ['companies'], security: [{ bearerAuth: [] }], querystring: ZDashboardQuerySchema,
      summary: "The company's overview: revenue, bookings, customers and fields against the previous period, and its latest bookings",
      description: 'Owner, employees who view analytics, or a super admin naming the company with `companyId`. Others: 403.',
      response: responses(ZDashboardOverviewSchema, 400, 401, 403, 404),
    },
  }, async (request) => {
    const { user, permissions } = authOf(request);
    return ok(await services.dashboard.overview({ userId: user.id, role: user.role, tenantId: user.tenantId, permissions }, request.query.companyId));
  });
};
