import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_TEMPLATE_MESSAGES as M, ZEmailPreviewSchema, ZEmailTemplateInputSchema, ZEmailTemplateListSchema, ZEmailTemplateParamsSchema,
  ZEmailTemplateSchema, ZEmailTestResultSchema,
} from '@pitchside/shared-api/contracts/email-templates';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import { companyOf } from '../../plugins/company-scope.js';
import type { EmailTemplateService } from './email-template.service.js';

const owner = { company: 'owner' } as const;

/** /api/v1/companies/email-templates: the company's wording of its customers' booking e-mails. */
export const emailTemplateRoutes: FastifyPluginAsyncZod<{ emailTemplates: EmailTemplateService }> = async (app, { emailTemplates }) => {
  const one = '/email-templates/:kind/:language';
  const params = ZEmailTemplateParamsSchema;

  app.get('/email-templates', {
    config: owner,
    schema: { summary: 'Every booking e-mail in every language: the wording in force, the platform’s, and the placeholders', response: responses(ZEmailTemplateListSchema) },
  }, async (request) => ok(await emailTemplates.list(companyOf(request))));

  app.put(one, {
    config: owner,
    schema: {
      summary: 'Word one e-mail: subject, opening and closing (unknown placeholders: 400)', params,
      body: ZEmailTemplateInputSchema, response: responses(ZEmailTemplateSchema),
    },
  }, async (request) => ok(await emailTemplates.save(companyOf(request), request.params, request.body), M.saved));

  app.delete(one, {
    config: owner,
    schema: { summary: 'Go back to the platform’s wording', params, response: responses(ZEmailTemplateSchema) },
  }, async (request) => ok(await emailTemplates.reset(companyOf(request), request.params), M.reset));

  app.post(`${one}/preview`, {
    config: owner,
    schema: {
      summary: 'Render a draft (or, without a body, the wording in force) with a sample booking', params,
      body: ZEmailTemplateInputSchema.nullish(), response: responses(ZEmailPreviewSchema),
    },
  }, async (request) => ok(await emailTemplates.preview(companyOf(request), request.params, request.body ?? undefined, authOf(request).user)));

  app.post(`${one}/test`, {
    config: owner,
    schema: {
      summary: 'Send the rendered draft (or the wording in force) to the caller’s own address', params,
      body: ZEmailTemplateInputSchema.nullish(), response: responses(ZEmailTestResultSchema),
    },
  }, async (request) => {
    const result = await emailTemplates.sendTest(companyOf(request), request.params, request.body ?? undefined, authOf(request).user);
    return ok(result, M.testSent(result.sentTo));
  });
};
