import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import type { ValidationIssue } from '@pitchside/shared-api/contracts/envelope';

/** Texts the client shows as they are (docs/product/messages.md). */
export const MESSAGES = {
  validation: 'Validation failed. Please check your input.',
  invalidCredentials: 'Invalid email or password',
  sessionExpired: 'Your session has expired. Please sign in again.',
  accountLocked: 'Your account is locked. Please contact support.',
  unauthorized: 'Authentication required',
  forbidden: "You don't have the required permissions to perform this action.",
  notFound: 'Resource not found',
  rateLimited: 'Too many requests. Please try again later.',
  internal: 'An unexpected error occurred',
  emailVerificationRequired:
    'Email verification is required to perform this action. Please check your inbox and verify your email address.',
  gracePeriodExpired:
    'Your account has been restricted due to unverified email. Please verify your email address to regain full access.',
  twoFactorRequired: 'Two-factor authentication code required',
  invalidTwoFactorCode: 'Invalid two-factor code',
  emailTaken: 'An account with this email already exists',
} as const;

/**
 * What went wrong, in the domain's terms. Services and repositories throw these; the error envelope
 * (plugins/error-envelope.ts) is the one place that turns a kind into an HTTP status.
 */
export type ErrorKind =
  | 'invalid' // the request itself is wrong (400)
  | 'unauthenticated' // nobody, or a session that no longer counts (401)
  | 'payment_failed' // the card network refused, or a payment is required (402)
  | 'forbidden' // known caller, not allowed (403)
  | 'not_found' // nothing the caller may see has this id (404)
  | 'conflict' // the state forbids it now: taken, already done, over a limit (409)
  | 'too_large' // an upload or an import over its limit (413)
  | 'unprocessable' // well formed but impossible: a rule of the domain refuses it (422)
  | 'locked' // the account is locked (423)
  | 'rate_limited' // too many attempts (429)
  | 'unavailable'; // a service the request depends on failed (502)

/** An expected failure that maps to one envelope answer. Anything else becomes a 500. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly extra: { details?: unknown; errors?: ValidationIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A 400 naming one input, in the shape of the other validation errors (`summary` is the answer's own message). */
export const invalidField = (field: string, message: string, summary: string = message) =>
  new DomainError('invalid', API_ERROR_CODES.validation, summary, { errors: [{ field, message }] });

export const badRequest = (message: string, code = 'BAD_REQUEST', details?: unknown) =>
  new DomainError('invalid', code, message, { details });
export const unauthorized = (message: string = MESSAGES.unauthorized, code: string = API_ERROR_CODES.unauthorized) =>
  new DomainError('unauthenticated', code, message);
export const forbidden = (message: string = MESSAGES.forbidden, code: string = API_ERROR_CODES.forbidden) =>
  new DomainError('forbidden', code, message);
export const notFound = (message: string = MESSAGES.notFound) => new DomainError('not_found', API_ERROR_CODES.notFound, message);
export const conflict = (message: string, code = 'CONFLICT', details?: unknown) =>
  new DomainError('conflict', code, message, details === undefined ? {} : { details });
export const unprocessable = (message: string, code: string) => new DomainError('unprocessable', code, message);
export const paymentFailed = (message: string, code: string, details?: unknown) =>
  new DomainError('payment_failed', code, message, details === undefined ? {} : { details });
export const tooLarge = (message: string, code: string, errors?: ValidationIssue[]) =>
  new DomainError('too_large', code, message, errors ? { errors } : {});
export const locked = (message: string, code: string) => new DomainError('locked', code, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new DomainError('rate_limited', API_ERROR_CODES.rateLimited, MESSAGES.rateLimited, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    details: { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) },
  });

/** PostgreSQL unique violation, as raised directly by pg or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isPgError(error, '23505', constraint);
}

/** PostgreSQL exclusion violation (e.g. two overlapping bookings), as raised by pg or wrapped by Drizzle. */
export function isExclusionViolation(error: unknown): boolean {
  return isPgError(error, '23P01');
}

/** A PostgreSQL error of `code` (and of `constraint`, if given), raised directly or as Drizzle's cause. */
function isPgError(error: unknown, code: string, constraint?: string): boolean {
  const fields = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown; constraint?: unknown }) : {});
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return [fields(error), fields(cause)].some((e) => e.code === code && (constraint === undefined || e.constraint === constraint));
}
