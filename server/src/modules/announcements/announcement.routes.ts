import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_MESSAGES as M, ZAnnouncementCreateSchema, ZAnnouncementCreatedSchema, ZAnnouncementListQuerySchema, ZAnnouncementSchema,
  ZUnsubscribeQuerySchema, ZUnsubscribeResultSchema,
} from '@pitchside/shared-api/contracts/announcements';
import { ZPaginationSchema } from '@pitchside/shared-api/contracts/field';
import { DomainError } from '../../lib/errors.js';
import { ok, responses } from '../../lib/http.js';
import { actorOf } from '../../plugins/authentication.js';
import { idempotencyKey, ZIdempotencyHeaders } from '../idempotency/idempotency-http.js';
import { pickLanguage } from '../mail/mailer.js';
import type { AnnouncementService } from './announcement.service.js';
import { unsubscribePage, type UnsubscribePageState } from './unsubscribe-page.js';

const superAdmin = { auth: 'required', roles: ['SUPER_ADMIN'] } as const;
const tags = ['admin'];
const security = [{ bearerAuth: [] }];

const { 200: accepted, ...sendFailures } = responses(ZAnnouncementCreatedSchema, 400, 401, 403, 404, 422);
const { 200: _unused, ...listFailures } = responses(z.null(), 400, 401, 403);

/** /api/v1/admin/announcements: the super admin's announcements and newsletters. Another role: 403; no session: 401. */
export const announcementRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementService }> = async (app, { announcements }) => {
  app.post('/announcements', {
    config: superAdmin,
    schema: {
      tags, security,
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
      tags, security, summary: 'Announcements sent, newest first, with what was delivered, skipped and failed',
      querystring: ZAnnouncementListQuerySchema,
      response: { 200: z.object({ success: z.literal(true), data: z.array(ZAnnouncementSchema), pagination: ZPaginationSchema }), ...listFailures },
    },
  }, async (request) => ({ success: true as const, ...(await announcements.list(request.query)) }));
};

/** A browser (the page's form) wants the page back; a mail client's one-click POST gets JSON. */
const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/i.test(request.headers.accept ?? '');

const sendPage = (reply: FastifyReply, status: number, html: string) => reply
  .code(status)
  .type('text/html; charset=utf-8')
  .header('cache-control', 'no-store')
  // The token is in the address: never pass it on.
  .header('referrer-policy', 'no-referrer')
  .header('x-robots-tag', 'noindex')
  .send(html);

/**
 * GET and POST /api/v1/unsubscribe?token=… (public): the newsletter's one-click unsubscribe (RFC 8058). GET only
 * shows a page whose button POSTs (link scanners that follow GETs change nothing); POST turns the newsletter off.
 * No per-IP limit: one-click POSTs come from a few mailbox providers' servers, and a token that is not signed
 * costs one HMAC and no query.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementService }> = async (app, { announcements }) => {
  // The one-click body (`List-Unsubscribe=One-Click`) is a form; the token alone decides, so the body is only read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 16_384 }, (_request, _body, done) => done(null, {}));

  const languageOf = (request: FastifyRequest) => pickLanguage(undefined, request.headers['accept-language']);
  const page = (language: Parameters<typeof unsubscribePage>[0], state: UnsubscribePageState) => unsubscribePage(language, state, announcements.settingsUrl());

  app.get('/unsubscribe', {
    schema: {
      tags: ['notifications'], summary: 'The page of a newsletter’s unsubscribe link (text/html, public): a button that POSTs to the same address',
      description: 'A link that is not valid answers 400 with a page saying so.',
      querystring: ZUnsubscribeQuerySchema, produces: ['text/html'],
    },
  }, async (request, reply) => {
    const language = await announcements.unsubscribeLanguage(request.query.token);
    if (!language) return sendPage(reply, 400, page(languageOf(request), { state: 'invalid' }));
    const action = `/api/v1/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
    return sendPage(reply, 200, page(language, { state: 'confirm', action }));
  });

  app.post('/unsubscribe', {
    schema: {
      tags: ['notifications'],
      summary: 'Turns the newsletter off for the account the signed token names, without signing in (public, one-click, RFC 8058)',
      description: 'Accepts the body `List-Unsubscribe=One-Click` (form-encoded) or none. The same answer however often it is called; '
        + 'a browser (Accept: text/html) gets a page instead of JSON. A token that is not valid is 400 INVALID_UNSUBSCRIBE_LINK.',
      querystring: ZUnsubscribeQuerySchema, produces: ['application/json', 'text/html'],
      response: responses(ZUnsubscribeResultSchema, 400),
    },
  }, async (request, reply) => {
    try {
      const language = await announcements.unsubscribe(request.query.token);
      if (wantsHtml(request)) return sendPage(reply, 200, page(language, { state: 'done' }));
      return reply.header('cache-control', 'no-store').send(ok({ newsletter: false as const }, M.unsubscribed));
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'invalid' && wantsHtml(request)) {
        return sendPage(reply, 400, page(languageOf(request), { state: 'invalid' }));
      }
      throw error;
    }
  });
};
