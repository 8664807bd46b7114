import { createEvent } from 'ics';
import { BOOKING_DEFAULTS, type Booking } from '@pitchside/shared-api/contracts/booking';

/** An iCalendar (RFC 5545) event of a booking, in UTC, with an alarm an hour before. */
export function bookingCalendar(booking: Booking, publicUrl: string): string {
  const start = new Date(booking.start);
  const { error, value } = createEvent({
    uid: `${booking.id}@pitchside`,
    productId: 'pitchside/bookings',
    title: `${booking.field.name} – ${booking.bookingNumber}`,
    description: [
      `Confirmation code: ${booking.confirmationCode}`,
      `Please arrive ${BOOKING_DEFAULTS.arriveMinutesBefore} minutes before the start.`,
      `${publicUrl.replace(/\/$/, '')}/bookings/${booking.id}`,
    ].join('\n'),
    location: `${booking.field.name}, ${booking.field.address}, ${booking.field.city}`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(booking.end).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: booking.status === 'cancelled' ? 'CANCELLED' : booking.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    busyStatus: 'BUSY',
    url: `${publicUrl.replace(/\/$/, '')}/bookings/${booking.id}`,
    alarms: [{ action: 'display', description: `${booking.field.name} in one hour`, trigger: { hours: 1, before: true } }],
  });
  if (error || !value) throw error ?? new Error('calendar event could not be built');
  return value;
}
