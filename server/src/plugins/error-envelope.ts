/**
 * Every failure leaves as `{ success: false, message, code, details?, errors? }`. Client mistakes
 * keep their 4xx status; anything unexpected is logged and answered with a bare 500 (no stack, no SQL).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import type { ErrorEnvelope, ValidationIssue } from '@pitchside/shared-api/contracts/envelope';
import { DomainError, MESSAGES, type ErrorKind } from '../lib/errors.js';

/** Generic texts for framework-level 4xx errors, whose own messages may echo internals. */
const STATUS_TEXT: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be understood. Please check your input.' },
  401: { code: API_ERROR_CODES.unauthorized, message: MESSAGES.unauthorized },
  403: { code: API_ERROR_CODES.forbidden, message: MESSAGES.forbidden },
  404: { code: API_ERROR_CODES.notFound, message: MESSAGES.notFound },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' },
  406: { code: 'NOT_ACCEPTABLE', message: 'Not acceptable' },
  408: { code: 'REQUEST_TIMEOUT', message: 'The request took too long' },
  411: { code: 'LENGTH_REQUIRED', message: 'Content-Length required' },
  413: { code: API_ERROR_CODES.payloadTooLarge, message: 'The request body is too large' },
  414: { code: 'URI_TOO_LONG', message: 'The request URL is too long' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  429: { code: API_ERROR_CODES.rateLimited, message: MESSAGES.rateLimited },
  431: { code: 'HEADERS_TOO_LARGE', message: 'Request headers too large' },
};

/** The one mapping of the domain's failures to HTTP. */
export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  locked: 423,
  rate_limited: 429,
  unavailable: 502,
};

/** Body problems worth naming precisely; the texts never echo the input. */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_BAD_URL: 'The request URL is malformed',
};

function issuesOf(error: FastifyError): ValidationIssue[] {
  const context = error.validationContext;
  return (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { field: field || (context === 'body' ? undefined : context) || undefined, message: issue.message ?? 'Invalid value' };
  });
}

export function envelopeFor(error: unknown): { status: number; body: ErrorEnvelope; headers: Record<string, string> } {
  if (error instanceof DomainError) {
    const body: ErrorEnvelope = { success: false, message: error.message, code: error.code };
    if (error.extra.details !== undefined) body.details = error.extra.details;
    if (error.extra.errors) body.errors = error.extra.errors;
    return { status: STATUS_OF_KIND[error.kind], body, headers: error.extra.headers ?? {} };
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || Array.isArray(fastifyError.validation)) {
    return {
      status: 400,
      body: { success: false, message: MESSAGES.validation, code: API_ERROR_CODES.validation, errors: issuesOf(fastifyError) },
      headers: {},
    };
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  const specific = BODY_ERRORS[fastifyError.code];
  if (status === 400 && specific) return { status, body: { success: false, code: 'BAD_REQUEST', message: specific }, headers: {} };
  if (status >= 400 && status < 500) {
    const known = STATUS_TEXT[status] ?? { code: 'BAD_REQUEST', message: STATUS_TEXT[400]!.message };
    return { status, body: { success: false, ...known }, headers: {} };
  }
  return { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: MESSAGES.internal }, headers: {} };
}

export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body, headers } = envelopeFor(error);
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

export const errorEnvelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status } = envelopeFor(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.debug({ code: error.code, status }, 'client error');
      return sendError(reply, error);
    });
  },
  { name: 'error-envelope' },
);
