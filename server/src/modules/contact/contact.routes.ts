import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import { CONTACT_MESSAGES as M, ZContactMessageSchema } from '@pitchside/shared-api/contracts/contact';
import { LANGUAGE_COOKIE } from '@pitchside/shared-api/contracts/language';
import { DomainError } from '../../lib/errors.js';
import { responses, ok, ZNoDataSchema } from '../../lib/http.js';
import { pickLanguage } from '../mail/mailer.js';
import type { ContactService } from './contact.service.js';

/** Messages per IP in a window (`CONTACT_RATE_LIMIT_MAX`, `CONTACT_RATE_LIMIT_WINDOW_MS`). */
export interface ContactLimit { max: number; timeWindow: number }

/** The 429 of the form, in its own words, with the seconds to wait. */
function tooManyMessages(retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new DomainError('rate_limited', API_ERROR_CODES.rateLimited, M.tooMany, {
    headers: { 'retry-after': String(seconds) }, details: { retryAfter: seconds },
  });
}

const { 200: accepted, ...failures } = responses(ZNoDataSchema, 400, 429);

/** POST /api/v1/contact (public): a message for the support team. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; limit: ContactLimit }> = async (app, { contact, limit }) => {
  app.post('/contact', {
    config: { rateLimit: { ...limit, errorResponseBuilder: (_request, context) => tooManyMessages(context.ttl / 1000) } },
    schema: {
      tags: ['platform'],
      operationId: 'sendContactMessage',
      summary: 'Sends a message to the platform’s support address, with the sender as Reply-To (public, limited per IP)',
      description: 'Answers 202 once the message is queued; the e-mail goes out in the background and is retried while the mail relay fails.',
      body: ZContactMessageSchema, response: { 202: accepted, ...failures },
    },
  }, async (request, reply) => {
    // The language the sender reads the site in (the page's cookie, else the browser's), named in the e-mail.
    const language = pickLanguage(request.cookies[LANGUAGE_COOKIE.name], request.headers['accept-language']);
    await contact.receive(request.body, language);
    return reply.code(202).send(ok(null, M.sent));
  });
};
