import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageCookie, supportedLanguage } from '@pitchside/shared-api/contracts/language';

/**
 * A document asked for with `?lng=` in a supported language keeps that language from its answer on, as
 * the browser's language detector would once the page's script has run (shared-ui/src/i18n): same cookie,
 * same attributes. A visitor who follows a link before that (a slow phone, no script) stays in it.
 */
export function rememberRequestedLanguage(request: FastifyRequest, reply: FastifyReply): void {
  const query = request.url.indexOf('?');
  if (query === -1) return;
  const language = supportedLanguage(new URLSearchParams(request.url.slice(query)).get('lng'));
  if (language) reply.header('set-cookie', languageCookie(language, Date.now()));
}
