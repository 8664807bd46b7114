import type { Booking } from '@pitchside/shared-api/contracts/booking';
import type { BadgeTone } from '@pitchside/shared-ui/badge';

/** How a booking's state reads to the player: a pending booking either waits for its payment or for the company. */
export type BookingStatusKey = 'awaitingPayment' | 'awaitingConfirmation' | 'confirmed' | 'cancelled';

export function bookingStatusKey(booking: Pick<Booking, 'status' | 'holdExpiresAt'>): BookingStatusKey {
  if (booking.status === 'pending') return booking.holdExpiresAt ? 'awaitingPayment' : 'awaitingConfirmation';
  return booking.status;
}

export const STATUS_TONES: Readonly<Record<BookingStatusKey, BadgeTone>> = {
  awaitingPayment: 'warning',
  awaitingConfirmation: 'info',
  confirmed: 'success',
  cancelled: 'danger',
};

/** Whether the player may still cancel: pending or confirmed, and not started yet. */
export function isCancellable(booking: Pick<Booking, 'status' | 'start'>, now: number = Date.now()): boolean {
  return booking.status !== 'cancelled' && Date.parse(booking.start) > now;
}
