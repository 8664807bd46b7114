import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPANY_SETTINGS_MESSAGES as M, ZCompanySettingsSchema, ZCompanySettingsUpdateSchema,
} from '@pitchside/shared-api/contracts/company-settings';
import { ok, responses } from '../../lib/http.js';
import { companyOf } from '../../plugins/company-scope.js';
import type { CompanySettingsService } from './company-settings.service.js';

const owner = { company: 'owner' } as const;

/** /api/v1/companies/settings: the company's settings, today its booking rules (docs/product/api.md). */
export const companySettingsRoutes: FastifyPluginAsyncZod<{ companySettings: CompanySettingsService }> = async (app, { companySettings }) => {
  app.get('/settings', {
    config: owner,
    schema: { operationId: 'getCompanySettings', summary: "The company's settings: booking rules, and its currency to show the fee in", response: responses(ZCompanySettingsSchema) },
  }, async (request) => ok(await companySettings.get(companyOf(request))));

  app.put('/settings', {
    config: owner,
    schema: {
      operationId: 'updateCompanySettings',
      summary: 'Change some settings; those not given keep their values (unknown keys: 400)',
      body: ZCompanySettingsUpdateSchema, response: responses(ZCompanySettingsSchema),
    },
  }, async (request) => ok(await companySettings.update(companyOf(request), request.body), M.saved));

  app.post('/settings/reset', {
    config: owner,
    schema: { operationId: 'resetCompanySettings', summary: 'Put every booking rule back to its default', response: responses(ZCompanySettingsSchema) },
  }, async (request) => ok(await companySettings.reset(companyOf(request)), M.reset));
};
