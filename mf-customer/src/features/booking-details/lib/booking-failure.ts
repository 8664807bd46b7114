import { isApiError } from '@pitchside/shared-api/client/api-errors';

/** Why the booking could not be shown: each reason has its own screen (docs/product/messages.md). */
export type BookingFailure = 'notFound' | 'invalidId' | 'loadFailed';

export function bookingFailure(error: unknown): BookingFailure {
  if (isApiError(error) && error.status === 404) return 'notFound';
  if (isApiError(error) && error.status === 400) return 'invalidId';
  return 'loadFailed';
}
