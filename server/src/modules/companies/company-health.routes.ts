import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanyHealthSchema } from '@pitchside/shared-api/contracts/company-health';
import { ok, responses } from '../../lib/http.js';
import { companyOf } from '../../plugins/company-scope.js';
import type { CompanyHealthService } from './company-health.service.js';

/** GET /api/v1/companies/health. */
export const companyHealthRoutes: FastifyPluginAsyncZod<{ companyHealth: CompanyHealthService }> = async (app, { companyHealth }) => {
  app.get('/health', {
    config: { company: 'owner' },
    schema: { operationId: 'getCompanyHealth', summary: 'Whether the company can take bookings, and what needs a look', response: responses(ZCompanyHealthSchema) },
  }, async (request) => ok(await companyHealth.check(companyOf(request))));
};
