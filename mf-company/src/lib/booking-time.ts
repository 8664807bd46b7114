import { format } from 'date-fns';
import { TZDate, tzName } from '@date-fns/tz';
import type { Booking } from '@pitchside/shared-api/contracts/booking';

// A booking happens on the field's wall clock (booking.field.timezone), whatever the reader's own zone:
// its local date and times come from the API as they are, and instants are placed in the field's zone.

type Placed = Pick<Booking, 'start' | 'field'>;

/** The wall-clock time (HH:mm) an instant shows in `timeZone`. */
export function wallClock(instant: string, timeZone: string): string {
  return format(new TZDate(instant, timeZone), 'HH:mm');
}

/** The booking's local date for reading, e.g. "Sat, Mar 14, 2026". */
export function bookingDay(booking: Pick<Booking, 'date'>, language: string): string {
  const [year = 1970, month = 1, day = 1] = booking.date.split('-').map(Number);
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The short name of the field's zone at the booking's start ("EST", "GMT+1"). */
export function bookingZone(booking: Placed): string {
  return tzName(booking.field.timezone, new Date(booking.start), 'short');
}

