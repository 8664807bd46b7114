import { TZDate } from '@date-fns/tz';

/** A calendar month of a zone: `YYYY-MM` and the instants it starts and ends (exclusive). */
export interface ZonedMonth {
  month: string;
  timezone: string;
  start: Date;
  end: Date;
}

/** Whether the runtime knows the IANA zone. */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** The zone "this month" is read in for a customer: their profile's zone when it is a known one, else UTC. */
export const customerZone = (profileZone: string | undefined): string =>
  profileZone && isKnownZone(profileZone) ? profileZone : 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');

/** The month `YYYY-MM` of a zone, from its first local midnight to the next month's. */
export function zonedMonth(month: string, timezone: string): ZonedMonth {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return {
    month,
    timezone,
    start: new Date(new TZDate(year, monthNumber - 1, 1, timezone).getTime()),
    end: new Date(new TZDate(year, monthNumber, 1, timezone).getTime()),
  };
}

/** The month `now` falls in, in the zone. */
export function monthAt(now: Date, timezone: string): ZonedMonth {
  const local = new TZDate(now.getTime(), timezone);
  return zonedMonth(`${local.getFullYear()}-${pad(local.getMonth() + 1)}`, timezone);
}

/** The first day of a `YYYY-MM` month and the first day of the next, as `YYYY-MM-DD`. */
export function monthDays(month: string): { first: string; next: string } {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const nextYear = monthNumber === 12 ? year + 1 : year;
  const nextMonth = monthNumber === 12 ? 1 : monthNumber + 1;
  return { first: `${year}-${pad(monthNumber)}-01`, next: `${nextYear}-${pad(nextMonth)}-01` };
}
