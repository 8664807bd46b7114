import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboardOverviewSchema, ZDashboardQuerySchema } from '@pitchside/shared-api/contracts/company-dashboard';
import { ok, responses } from '../../lib/http.js';
import { companyOf } from '../../plugins/company-scope.js';
import type { DashboardService } from './dashboard.service.js';

/** /api/v1/companies/dashboard: for the owner, employees who view analytics, or a super admin naming the company. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get('/dashboard', {
    config: { company: 'staff', permissions: ['VIEW_ANALYTICS'] },
    schema: {
      querystring: ZDashboardQuerySchema,
      operationId: 'getCompanyDashboard',
      summary: "The company's overview: revenue, bookings, customers and fields against the previous period, and its latest bookings",
      response: responses(ZDashboardOverviewSchema),
    },
  }, async (request) => ok(await dashboard.overview(companyOf(request))));
};
