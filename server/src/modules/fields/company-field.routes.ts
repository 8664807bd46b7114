import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanyFieldsQuerySchema, ZCompanyFieldsResponseSchema } from '@pitchside/shared-api/contracts/field';
import { ok, responses } from '../../lib/http.js';
import type { Services } from '../../services.js';
import { actorOf, manageSchedules } from './field-http.js';

/** GET /api/v1/companies/fields: the caller's own company's fields, one publication state at a time. */
export const companyFieldRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/fields', {
    config: manageSchedules, // schedules managers pick fields from this list too
    schema: {
      tags: ['companies', 'fields'], security: [{ bearerAuth: [] }],
      summary: 'One tab (state) of the company fields, newest change first; search matches name or city; counts per state use the same search',
      querystring: ZCompanyFieldsQuerySchema, response: responses(ZCompanyFieldsResponseSchema, 400, 401, 403),
    },
  }, async (request) => ok(await services.fieldManagement.companyList(await actorOf(services, request), request.query)));
};
