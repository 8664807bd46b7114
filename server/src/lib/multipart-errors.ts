import { DomainError, badRequest } from './errors.js';

/** A broken multipart stream is the client's mistake (400), never ours. */
export function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof DomainError || (typeof status === 'number' && status < 500)) return error;
  return badRequest('The upload could not be read', 'MALFORMED_MULTIPART');
}
