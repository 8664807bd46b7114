import { isApiError } from '@pitchside/shared-api/client/api-errors';

/** Why the field could not be shown: each reason has its own screen (docs/product/messages.md). */
export type FieldFailure = 'notFound' | 'invalidId' | 'loadFailed';

export function fieldFailure(error: unknown): FieldFailure {
  if (isApiError(error) && error.status === 404) return 'notFound';
  if (isApiError(error) && error.status === 400) return 'invalidId';
  return 'loadFailed';
}
