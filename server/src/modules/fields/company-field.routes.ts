import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanyFieldsQuerySchema, ZCompanyFieldsResponseSchema } from '@pitchside/shared-api/contracts/field';
import { ok, responses } from '../../lib/http.js';
import { companyOf } from '../../plugins/company-scope.js';
import type { FieldService } from './field.service.js';

/** GET /api/v1/companies/fields: the company's fields, one publication state at a time. */
export const companyFieldRoutes: FastifyPluginAsyncZod<{ fieldManagement: FieldService }> = async (app, { fieldManagement }) => {
  app.get('/fields', {
    // Schedules managers pick fields from this list too.
    config: { company: 'staff', anyPermission: ['MANAGE_FIELDS', 'MANAGE_SCHEDULES'] },
    schema: {
      tags: ['companies', 'fields'],
      operationId: 'listCompanyFields', summary: 'One tab (state) of the company fields, newest change first; search matches name or city; counts per state use the same search',
      querystring: ZCompanyFieldsQuerySchema, response: responses(ZCompanyFieldsResponseSchema),
    },
  }, async (request) => ok(await fieldManagement.companyList(companyOf(request), request.query)));
};
