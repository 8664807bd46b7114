import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '../contracts/api-error.js';
import type { ValidationIssue } from '../contracts/envelope.js';
import { API_ERROR_CODES } from '../contracts/error-codes.js';

/** Codes the client derives itself, beyond API_ERROR_CODES. */
export const CLIENT_ERROR_CODES = {
  timeout: 'TIMEOUT',
  badRequest: 'BAD_REQUEST',
  conflict: 'CONFLICT',
  serverError: 'SERVER_ERROR',
  aborted: 'ABORTED',
} as const;

/** Texts (docs/product/messages.md; English; the UI translates them by this exact key). */
export const ERROR_MESSAGES = {
  network: 'Network error. Please check your connection.',
  request: 'An unexpected error occurred',
  default: 'An error occurred',
  timeout: 'The request timed out. Please try again.',
} as const;

function codeForStatus(status: number): string {
  if (status === 400 || status === 422) return API_ERROR_CODES.validation;
  if (status === 401) return API_ERROR_CODES.unauthorized;
  if (status === 403) return API_ERROR_CODES.forbidden;
  if (status === 404) return API_ERROR_CODES.notFound;
  if (status === 408) return CLIENT_ERROR_CODES.timeout;
  if (status === 409) return CLIENT_ERROR_CODES.conflict;
  if (status === 429) return API_ERROR_CODES.rateLimited;
  if (status >= 500) return CLIENT_ERROR_CODES.serverError;
  return CLIENT_ERROR_CODES.badRequest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function validationIssues(value: unknown): ValidationIssue[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item): ValidationIssue[] => {
    if (typeof item === 'string') return [{ message: item }];
    if (!isRecord(item) || typeof item.message !== 'string') return [];
    return [typeof item.field === 'string' ? { field: item.field, message: item.message } : { message: item.message }];
  });
}

/** Per docs/product/messages.md: message from `error.message`, then `message`, else 'An error occurred'. */
export function httpError(status: number, body: unknown): ApiError {
  const root = isRecord(body) ? body : {};
  const nested = isRecord(root.error) ? root.error : {};
  const error: ApiError = {
    status,
    message: nonEmptyString(nested.message) ?? nonEmptyString(root.message) ?? ERROR_MESSAGES.default,
    code: nonEmptyString(root.code) ?? nonEmptyString(nested.code) ?? codeForStatus(status),
  };
  const details = root.details ?? nested.details;
  if (details !== undefined) error.details = details;
  const errors = validationIssues(root.errors ?? nested.errors);
  if (errors) error.errors = errors;
  return error;
}

export const networkError = (details?: unknown): ApiError => ({
  status: 0,
  code: API_ERROR_CODES.network,
  message: ERROR_MESSAGES.network,
  details,
});

export const timeoutError = (details?: unknown): ApiError => ({
  status: 0,
  code: CLIENT_ERROR_CODES.timeout,
  message: ERROR_MESSAGES.timeout,
  details,
});

export const requestError = (details?: unknown, status = 0): ApiError => ({
  status,
  code: API_ERROR_CODES.request,
  message: ERROR_MESSAGES.request,
  details,
});

/** Turns any fetchBaseQuery error into the normalised ApiError of docs/product/entities.md and docs/product/messages.md. */
export function normalizeFetchError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') return httpError(error.status, error.data);
  switch (error.status) {
    case 'FETCH_ERROR':
      return networkError(error.error);
    case 'TIMEOUT_ERROR':
      return timeoutError(error.error);
    case 'PARSING_ERROR':
      return requestError(error.error, error.originalStatus);
    default:
      return requestError(error.error);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    typeof value.message === 'string' &&
    typeof value.status === 'number' &&
    typeof value.code === 'string'
  );
}

/** Retry only what may succeed later: no response, time-outs, 5xx, 408 and 429 — never other 4xx. */
export function isRetryableError(error: ApiError): boolean {
  if (error.status === 0) return error.code === API_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.timeout;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
