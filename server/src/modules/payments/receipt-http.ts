/** What the two receipt routes share: the language chosen, the PDF answer and its OpenAPI description. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { ReceiptQuery } from '@pitchside/shared-api/contracts/payment';
import { errorResponses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import { pickLanguage } from '../mail/mailer.js';
import type { ReceiptFile } from './receipt.service.js';

export const RECEIPT_DESCRIPTION = 'A download (Content-Disposition: attachment). Nothing paid for the booking: 409 RECEIPT_UNAVAILABLE.';

/** `response` of a receipt route: the PDF, then the failure envelopes. */
export function receiptResponses<S extends number>(...errorStatuses: S[]) {
  return {
    200: { description: 'The receipt', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
    ...errorResponses(...errorStatuses),
  };
}

/** `?lang=`, else the user's preferred language, else the browser's (Accept-Language), else English. */
export function receiptLanguage(request: FastifyRequest<{ Querystring: ReceiptQuery }>): LanguageCode {
  return request.query.lang ?? pickLanguage(authOf(request).user.preferences.language, request.headers['accept-language']);
}

export function sendReceipt(reply: FastifyReply, receipt: ReceiptFile): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${receipt.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(receipt.content);
}
