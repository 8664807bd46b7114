import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_TEMPLATE_MESSAGES as M, ZEmailPreviewSchema, ZEmailTemplateIdParamsSchema, ZEmailTemplateInputSchema, ZEmailTemplateListSchema,
  ZEmailTemplateParamsSchema, ZEmailTemplateSchema, ZEmailTemplateTestSchema, ZEmailTestResultSchema, parseEmailTemplateId,
  type EmailTemplateParams,
} from '@pitchside/shared-api/contracts/email-templates';
import { notFound } from '../../lib/errors.js';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import { companyOf } from '../../plugins/company-scope.js';
import type { EmailTemplateService } from './email-template.service.js';

const owner = { company: 'owner' } as const;

/**
 * Where the templates are served: at the paths of docs/product/api.md (`/settings/email-templates/{id}`, the id
 * being `confirmed-en` and the like; a wording is saved with PUT or POST), and at their former paths
 * (`/email-templates/{kind}/{language}`, PUT only), kept for existing clients. Both are registered from the
 * same definitions below.
 */
const PLACES = [
  { base: '/settings/email-templates', one: '/settings/email-templates/:id', params: ZEmailTemplateIdParamsSchema, former: false },
  { base: '/email-templates', one: '/email-templates/:kind/:language', params: ZEmailTemplateParamsSchema, former: true },
] as const;

/** The template a path names: by id (an unknown id: 404), or by kind and language (checked by their schema). */
function templateOf(params: { id: string } | EmailTemplateParams): EmailTemplateParams {
  if (!('id' in params)) return params;
  const template = parseEmailTemplateId(params.id);
  if (!template) throw notFound(M.notFound);
  return template;
}

/** /api/v1/companies/settings/email-templates: the company's wording of its customers' booking e-mails. */
export const emailTemplateRoutes: FastifyPluginAsyncZod<{ emailTemplates: EmailTemplateService }> = async (app, { emailTemplates }) => {
  for (const { base, one, params, former } of PLACES) {
    const place = () => (former ? { deprecated: true, description: `A former path, kept for existing clients: see ${PLACES[0].base}.` } : {});
    // The two places are two sets of operations: the former one's names say so.
    const operationId = (name: string) => (former ? `${name}AtFormerPath` : name);

    app.get(base, {
      config: owner,
      schema: { ...place(), operationId: operationId('listEmailTemplates'), summary: 'Every booking e-mail in every language: the wording in force, the platform’s, and the placeholders', response: responses(ZEmailTemplateListSchema) },
    }, async (request) => ok(await emailTemplates.list(companyOf(request))));

    for (const method of former ? (['PUT'] as const) : (['PUT', 'POST'] as const)) {
      app.route({
        method, url: one, config: owner,
        schema: {
          ...place(), operationId: operationId(method === 'PUT' ? 'updateEmailTemplate' : 'saveEmailTemplate'), summary: 'Word one e-mail: subject, opening and closing (unknown placeholders: 400)', params,
          body: ZEmailTemplateInputSchema, response: responses(ZEmailTemplateSchema),
        },
        handler: async (request) => ok(await emailTemplates.save(companyOf(request), templateOf(request.params), request.body), M.saved),
      });
    }

    app.delete(one, {
      config: owner,
      schema: { ...place(), operationId: operationId('resetEmailTemplate'), summary: 'Go back to the platform’s wording', params, response: responses(ZEmailTemplateSchema) },
    }, async (request) => ok(await emailTemplates.reset(companyOf(request), templateOf(request.params)), M.reset));

    app.post(`${one}/preview`, {
      config: owner,
      schema: {
        ...place(), operationId: operationId('previewEmailTemplate'), summary: 'Render a draft (or, without a body, the wording in force) with a sample booking', params,
        body: ZEmailTemplateInputSchema.nullish(), response: responses(ZEmailPreviewSchema),
      },
    }, async (request) => {
      const { user } = authOf(request);
      return ok(await emailTemplates.preview(companyOf(request), templateOf(request.params), request.body ?? undefined, user));
    });

    app.post(`${one}/test`, {
      config: owner,
      schema: {
        ...place(), operationId: operationId('sendEmailTemplateTest'), params, body: ZEmailTemplateTestSchema.nullish(), response: responses(ZEmailTestResultSchema),
        summary: 'Send the rendered draft (or the wording in force) to `email`, else to the caller’s own address',
      },
    }, async (request) => {
      const { user } = authOf(request);
      const { email, subject, body, closing } = request.body ?? {};
      const draft = subject !== undefined && body !== undefined ? { subject, body, closing } : undefined;
      const result = await emailTemplates.sendTest(companyOf(request), templateOf(request.params), { email, draft }, user);
      return ok(result, M.testSent(result.sentTo));
    });
  }
};
