import { ERROR_MESSAGES, isApiError } from '@pitchside/shared-api/client/api-errors';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/error-codes';
import { BOOKING_ERROR_CODES as CODES, BOOKING_MESSAGES as M } from '@pitchside/shared-api/contracts/booking-constants';
import type { MessageRef } from './field-messages';

const key = (name: string, values?: Record<string, number>): MessageRef => ({ key: `bookings.errors.${name}`, ...(values ? { values } : {}) });

/** Codes whose server text (docs/product/messages.md) has a translation under `bookings.errors`. */
const BY_CODE: Readonly<Record<string, string>> = {
  [CODES.paymentRequired]: 'paymentRequired',
  [CODES.alreadyCheckedIn]: 'alreadyCheckedIn',
  [CODES.checkInClosed]: 'checkInClosed',
  [CODES.bookingCancelled]: 'bookingCancelled',
  [CODES.invalidPass]: 'invalidPass',
  [API_ERROR_CODES.network]: 'network',
};

/**
 * Why a booking call failed, in the reader's language: the API answers with the contract's English
 * texts and a code; known codes get their translation, any other answer keeps the server's own text.
 */
export function bookingFailure(error: unknown): MessageRef {
  if (!isApiError(error)) return key('unexpected');
  const known = BY_CODE[error.code];
  if (known) return key(known);
  if (error.code === CODES.checkInNotOpen) {
    const minutes = /\d+/.exec(error.message)?.[0];
    return minutes ? key('checkInNotOpen', { minutes: Number(minutes) }) : { text: error.message };
  }
  if (error.code === CODES.invalidBookingState) return key(error.message === M.notConfirmed ? 'notConfirmed' : 'stateChange');
  if (error.status === 404) return key('notFound');
  if (error.status === 403) return key('forbidden');
  if (error.status >= 500 || error.status === 0 || error.message === ERROR_MESSAGES.default) return key('unexpected');
  return { text: error.message };
}

/** True when the failure means the list on screen is out of date (another hand changed the booking). */
export function isStaleBookingFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.status === 404);
}
