import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/http.js';
import type { OutboxRepository } from '../mail/outbox.repository.js';

const ZOutboxMailSchema = z.object({
  id: z.string(), to: z.string(), from: z.string(), subject: z.string(), html: z.string(), text: z.string(),
  template: z.string(), language: z.string(), createdAt: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  headers: z.record(z.string(), z.string()),
});

/** GET /api/v1/dev/outbox?to=: captured mail, for super admins, outside production only (not registered there). */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  app.get('/outbox', {
    config: { auth: 'required', roles: ['SUPER_ADMIN'] },
    schema: {
      tags: ['dev'], operationId: 'listOutboxMail', summary: 'Mail captured instead of sent (no SMTP relay configured), newest first',
      querystring: z.object({ to: z.string().trim().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
      response: responses(z.array(ZOutboxMailSchema), 400, 401, 403),
    },
  }, async (request) => {
    const mails = await outbox.list({ to: request.query.to, limit: request.query.limit });
    return ok(mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })));
  });
};
