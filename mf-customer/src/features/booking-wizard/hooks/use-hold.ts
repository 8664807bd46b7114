import { useCallback } from 'react';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useCreateBookingMutation } from '@pitchside/shared-api/client/bookings-api';
import { BOOKING_ERROR_CODES } from '@pitchside/shared-api/contracts/booking-constants';
import type { Booking, BookingCreate } from '@pitchside/shared-api/contracts/booking';
import type { ServerText } from './use-server-text';
import { useIdempotentAttempt } from './use-idempotent-attempt';

/** Codes that mean the chosen time cannot be had: the customer picks another one (step 2). */
const TIME_PROBLEMS: readonly string[] = [BOOKING_ERROR_CODES.slotUnavailable, BOOKING_ERROR_CODES.invalidDuration];

export type HoldOutcome =
  | { kind: 'held'; booking: Booking }
  /** Back to the time step; `taken` when the slot went to someone else (the start is forgotten). */
  | { kind: 'timeLost'; message: string; taken: boolean }
  /** Stays on the details step: the form's fields the server refused, and a message. */
  | { kind: 'refused'; message: string; fields: { field: string; message: string }[] };

/**
 * Leaving the details step: holds the chosen slots as a pending booking (`POST /bookings`). A retry of
 * the same request after an unknown outcome reuses its Idempotency-Key, so it never holds twice.
 */
export function useHold(text: ServerText) {
  const [createBooking, { isLoading }] = useCreateBookingMutation();
  const attempt = useIdempotentAttempt();

  const hold = useCallback(async (request: BookingCreate): Promise<HoldOutcome> => {
    const result = await createBooking({ ...request, idempotencyKey: attempt.keyFor(request) });
    attempt.settle(result.error);
    if (result.data) return { kind: 'held', booking: result.data };
    const error = result.error;
    if (isApiError(error) && TIME_PROBLEMS.includes(error.code)) {
      return { kind: 'timeLost', message: text.message(error.message), taken: error.status === 409 };
    }
    const message = text.failure(error, 'booking.errors.bookingFailed');
    if (isApiError(error) && error.code === BOOKING_ERROR_CODES.groupTooLarge) return { kind: 'refused', message, fields: [{ field: 'groupSize', message }] };
    const issues = isApiError(error) ? (error.errors ?? []) : [];
    const fields = issues.flatMap((issue) => (issue.field ? [{ field: issue.field, message: text.message(issue.message) }] : []));
    return { kind: 'refused', message, fields };
  }, [createBooking, attempt, text]);

  return { hold, holding: isLoading };
}
