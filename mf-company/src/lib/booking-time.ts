import { format } from 'date-fns';
import { TZDate, tzName } from '@date-fns/tz';
import { formatCalendarDate } from '@pitchside/shared-ui/format';
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
  return formatCalendarDate(booking.date, language, 'weekdayDate');
}

/** The short name of the field's zone at the booking's start ("EST", "GMT+1"). */
export function bookingZone(booking: Placed): string {
  return tzName(booking.field.timezone, new Date(booking.start), 'short');
}

