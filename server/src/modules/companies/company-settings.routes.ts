import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPANY_SETTINGS_MESSAGES as M, ZCompanySettingsQuerySchema, ZCompanySettingsSchema, ZCompanySettingsUpdateSchema,
} from '@pitchside/shared-api/contracts/company-settings';
import { ok, responses } from '../../lib/http.js';
import type { Services } from '../../services.js';
import { companyActorOf } from './company-scope.js';

const doc = {
  tags: ['companies'],
  security: [{ bearerAuth: [] }],
  description: "The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.",
  querystring: ZCompanySettingsQuerySchema,
};

const actorOf = companyActorOf;

/** /api/v1/companies/settings: the company's settings, today its booking rules (spec §7 Settings). */
export const companySettingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { companySettings } = services;

  app.get('/settings', {
    config: { auth: 'required' },
    schema: { ...doc, summary: "The company's settings: booking rules, and its currency to show the fee in", response: responses(ZCompanySettingsSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await companySettings.get(actorOf(request), request.query.companyId)));

  app.put('/settings', {
    config: { auth: 'required' },
    schema: {
      ...doc, summary: 'Change some settings; those not given keep their values (unknown keys: 400)',
      body: ZCompanySettingsUpdateSchema, response: responses(ZCompanySettingsSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await companySettings.update(actorOf(request), request.query.companyId, request.body), M.saved));

  app.post('/settings/reset', {
    config: { auth: 'required' },
    schema: { ...doc, summary: 'Put every booking rule back to its default', response: responses(ZCompanySettingsSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await companySettings.reset(actorOf(request), request.query.companyId), M.reset));
};
