import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelopeSchema, zSuccessEnvelope } from '@pitchside/shared-api/contracts/envelope';
import {
  UNSUBSCRIBE_MESSAGES as M, UNSUBSCRIBE_SETTING, ZUnsubscribeQuerySchema, ZUnsubscribeResultSchema, type UnsubscribeResult,
} from '@pitchside/shared-api/contracts/unsubscribe';
import { DomainError } from '../../lib/errors.js';
import { ok } from '../../lib/http.js';
import { pickLanguage } from './mailer.js';
import { unsubscribePage, type UnsubscribePageState } from './unsubscribe-page.js';
import type { UnsubscribeService } from './unsubscribe.service.js';

/** A browser (the page's form) wants the page back; a mail client's one-click POST gets JSON. */
const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/i.test(request.headers.accept ?? '');

const HTML_PAGE = { 'text/html': { schema: z.string() } };
/** A link that is not valid: a page saying so for a browser, else the error envelope. */
const invalidLink = { description: 'The link is not valid', content: { 'application/json': { schema: ZErrorEnvelopeSchema }, ...HTML_PAGE } };

const sendPage = (reply: FastifyReply, status: number, html: string) => reply
  .code(status)
  .type('text/html; charset=utf-8')
  .header('cache-control', 'no-store')
  // The token is in the address: never pass it on.
  .header('referrer-policy', 'no-referrer')
  .header('x-robots-tag', 'noindex')
  .send(html);

/**
 * GET and POST /api/v1/unsubscribe?token=… (public): the one-click unsubscribe (RFC 8058) of every optional
 * e-mail — newsletter, promotion, booking reminder — each link turning off the one setting it names. GET only
 * shows a page whose button POSTs (link scanners that follow GETs change nothing); POST turns the setting off.
 * No per-IP limit: one-click POSTs come from a few mailbox providers' servers, and a token that is not signed
 * costs one HMAC and no query.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ unsubscribe: UnsubscribeService }> = async (app, { unsubscribe }) => {
  // The one-click body (`List-Unsubscribe=One-Click`) is a form; the token alone decides, so the body is only read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 16_384 }, (_request, _body, done) => done(null, {}));

  const languageOf = (request: FastifyRequest) => pickLanguage(undefined, request.headers['accept-language']);
  const page = (language: Parameters<typeof unsubscribePage>[0], state: UnsubscribePageState) => unsubscribePage(language, state, unsubscribe.settingsUrl());

  app.get('/unsubscribe', {
    schema: {
      tags: ['notifications'],
      operationId: 'getUnsubscribePage',
      summary: 'The page of an optional e-mail’s unsubscribe link (text/html, public): a button that POSTs to the same address',
      description: 'The page names what the link turns off (the newsletter, promotions or booking reminders). A link that is not valid answers 400 with a page saying so.',
      querystring: ZUnsubscribeQuerySchema,
      response: { 200: { description: 'The page and its button', content: HTML_PAGE }, 400: invalidLink },
    },
  }, async (request, reply) => {
    const link = await unsubscribe.inspect(request.query.token);
    if (!link) return sendPage(reply, 400, page(languageOf(request), { state: 'invalid' }));
    const action = `/api/v1/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
    return sendPage(reply, 200, page(link.language, { state: 'confirm', purpose: link.purpose, action }));
  });

  app.post('/unsubscribe', {
    schema: {
      tags: ['notifications'],
      operationId: 'unsubscribe',
      summary: 'Turns off the notification setting the signed token names (newsletter, promotions or bookingReminders), without signing in (public, one-click, RFC 8058)',
      description: 'Accepts the body `List-Unsubscribe=One-Click` (form-encoded) or none. The same answer however often it is called; '
        + 'a browser (Accept: text/html) gets a page instead of JSON. A token that is not valid is 400 INVALID_UNSUBSCRIBE_LINK.',
      querystring: ZUnsubscribeQuerySchema,
      response: {
        200: { description: 'The setting is off', content: { 'application/json': { schema: zSuccessEnvelope(ZUnsubscribeResultSchema) }, ...HTML_PAGE } },
        400: invalidLink,
      },
    },
  }, async (request, reply) => {
    try {
      const { language, purpose } = await unsubscribe.unsubscribe(request.query.token);
      if (wantsHtml(request)) return sendPage(reply, 200, page(language, { state: 'done', purpose }));
      const turnedOff = { [UNSUBSCRIBE_SETTING[purpose]]: false } as UnsubscribeResult;
      return reply.header('cache-control', 'no-store').send(ok(turnedOff, M.unsubscribed[purpose]));
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'invalid' && wantsHtml(request)) {
        return sendPage(reply, 400, page(languageOf(request), { state: 'invalid' }));
      }
      throw error;
    }
  });
};
