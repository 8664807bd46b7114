import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAnnouncementCreateSchema, ZAnnouncementCreatedSchema, ZAnnouncementListQuerySchema, ZAnnouncementSchema,
} from '@pitchside/shared-api/contracts/announcements';
import { ZPaginationSchema } from '@pitchside/shared-api/contracts/field';
import { ok, responses } from '../../lib/http.js';
import { actorOf } from '../../plugins/authentication.js';
import { idempotencyKey, ZIdempotencyHeaders } from '../idempotency/idempotency-http.js';
import type { AnnouncementService } from './announcement.service.js';

const superAdmin = { auth: 'required', roles: ['SUPER_ADMIN'] } as const;
const tags = ['admin'];

const { 200: accepted, ...sendFailures } = responses(ZAnnouncementCreatedSchema, 400, 401, 403, 404, 422);
const { 200: _unused, ...listFailures } = responses(z.null(), 400, 401, 403);

/** /api/v1/admin/announcements: the super admin's announcements and newsletters. Another role: 403; no session: 401. */
export const announcementRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementService }> = async (app, { announcements }) => {
  app.post('/announcements', {
    config: superAdmin,
    schema: {
      tags, operationId: 'sendAnnouncement',
      summary: 'Sends an announcement or a newsletter to an audience, in the background (header Idempotency-Key required)',
      description: 'Answers 202 with the number of accounts in the audience; a job writes the in-app notifications and sends the e-mails in batches. '
        + 'A newsletter is e-mailed only to accounts that asked for it (the others count as skipped) and carries a one-click unsubscribe link.',
      headers: ZIdempotencyHeaders, body: ZAnnouncementCreateSchema, response: { 202: accepted, ...sendFailures },
    },
  }, async (request, reply) => {
    const { data, message } = await announcements.send(actorOf(request), request.body, idempotencyKey(request));
    return reply.code(202).send(ok(data, message));
  });

  app.get('/announcements', {
    config: superAdmin,
    schema: {
      tags, operationId: 'listAnnouncements', summary: 'Announcements sent, newest first, with what was delivered, skipped and failed',
      querystring: ZAnnouncementListQuerySchema,
      response: { 200: z.object({ success: z.literal(true), data: z.array(ZAnnouncementSchema), pagination: ZPaginationSchema }), ...listFailures },
    },
  }, async (request) => ({ success: true as const, ...(await announcements.list(request.query)) }));
};
