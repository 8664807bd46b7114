import { useCallback } from 'react';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { usePayBookingMutation } from '@pitchside/shared-api/client/bookings-api';
import { BOOKING_ERROR_CODES, BOOKING_MESSAGES } from '@pitchside/shared-api/contracts/booking-constants';
import { PAYMENT_ERROR_CODES, type BookingPay, type PayResult } from '@pitchside/shared-api/contracts/payment';
import type { ServerText } from './use-server-text';
import { useIdempotentAttempt } from './use-idempotent-attempt';

/** The hold is gone: lapsed, or already cancelled by the expiry sweep. */
const HOLD_GONE: readonly string[] = [BOOKING_ERROR_CODES.holdExpired, BOOKING_ERROR_CODES.invalidBookingState];

export type PayOutcome =
  | { kind: 'paid'; result: PayResult }
  /** Back to the time step: the slots are no longer held. */
  | { kind: 'expired'; message: string }
  | { kind: 'cashRefused'; message: string }
  /** A card refused (402) or a failed call: the hold stays and the customer tries again. */
  | { kind: 'failed'; message: string };

/**
 * Paying the held booking (`POST /bookings/:id/pay`). Each new attempt (another card, another method)
 * has a new Idempotency-Key; repeating a request whose outcome is unknown keeps its key, so it never
 * charges twice.
 */
export function usePayment(bookingId: string, text: ServerText) {
  const [payBooking, { isLoading }] = usePayBookingMutation();
  const attempt = useIdempotentAttempt();

  const pay = useCallback(async (payment: BookingPay): Promise<PayOutcome> => {
    const request = { bookingId, payment };
    const result = await payBooking({ ...request, idempotencyKey: attempt.keyFor(request) });
    attempt.settle(result.error);
    if (result.data) return { kind: 'paid', result: result.data };
    const error = result.error;
    if (isApiError(error) && HOLD_GONE.includes(error.code)) return { kind: 'expired', message: text.message(BOOKING_MESSAGES.holdExpired) };
    if (isApiError(error) && error.code === PAYMENT_ERROR_CODES.cashNotAccepted) return { kind: 'cashRefused', message: text.message(error.message) };
    return { kind: 'failed', message: text.failure(error, 'booking.errors.paymentFailed') };
  }, [bookingId, payBooking, attempt, text]);

  return { pay, paying: isLoading };
}
