import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanySettingsQuerySchema } from '@pitchside/shared-api/contracts/company-settings';
import {
  EMAIL_TEMPLATE_MESSAGES as M, ZEmailPreviewSchema, ZEmailTemplateInputSchema, ZEmailTemplateListSchema, ZEmailTemplateParamsSchema,
  ZEmailTemplateSchema, ZEmailTestResultSchema,
} from '@pitchside/shared-api/contracts/email-templates';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import type { Services } from '../../services.js';

const doc = {
  tags: ['companies'],
  security: [{ bearerAuth: [] }],
  description: "The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.",
  querystring: ZCompanySettingsQuerySchema,
};

function actorOf(request: FastifyRequest) {
  const { user } = authOf(request);
  return { userId: user.id, role: user.role, tenantId: user.tenantId, email: user.email, firstName: user.firstName };
}

/** /api/v1/companies/email-templates: the company's wording of its customers' booking e-mails. */
export const emailTemplateRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { emailTemplates } = services;
  const one = '/email-templates/:kind/:language';

  app.get('/email-templates', {
    config: { auth: 'required' },
    schema: { ...doc, summary: 'Every booking e-mail in every language: the wording in force, the platform’s, and the placeholders', response: responses(ZEmailTemplateListSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await emailTemplates.list(actorOf(request), request.query.companyId)));

  app.put(one, {
    config: { auth: 'required' },
    schema: {
      ...doc, summary: 'Word one e-mail: subject, opening and closing (unknown placeholders: 400)', params: ZEmailTemplateParamsSchema,
      body: ZEmailTemplateInputSchema, response: responses(ZEmailTemplateSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await emailTemplates.save(actorOf(request), request.query.companyId, request.params, request.body), M.saved));

  app.delete(one, {
    config: { auth: 'required' },
    schema: { ...doc, summary: 'Go back to the platform’s wording', params: ZEmailTemplateParamsSchema, response: responses(ZEmailTemplateSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await emailTemplates.reset(actorOf(request), request.query.companyId, request.params), M.reset));

  app.post(`${one}/preview`, {
    config: { auth: 'required' },
    schema: {
      ...doc, summary: 'Render a draft (or, without a body, the wording in force) with a sample booking', params: ZEmailTemplateParamsSchema,
      body: ZEmailTemplateInputSchema.nullish(), response: responses(ZEmailPreviewSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await emailTemplates.preview(actorOf(request), request.query.companyId, request.params, request.body ?? undefined)));

  app.post(`${one}/test`, {
    config: { auth: 'required' },
    schema: {
      ...doc, summary: 'Send the rendered draft (or the wording in force) to the caller’s own address', params: ZEmailTemplateParamsSchema,
      body: ZEmailTemplateInputSchema.nullish(), response: responses(ZEmailTestResultSchema, 400, 401, 403, 404),
    },
  }, async (request) => {
    const result = await emailTemplates.sendTest(actorOf(request), request.query.companyId, request.params, request.body ?? undefined);
    return ok(result, M.testSent(result.sentTo));
  });
};
