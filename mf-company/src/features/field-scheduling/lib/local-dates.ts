import { TZDate } from '@date-fns/tz';
import { minutesOf } from '@pitchside/shared-api/contracts/field';

// Calendar dates (`YYYY-MM-DD`) and wall-clock times (`HH:mm`) of a field, in the field's IANA zone.
// Plain dates are computed in UTC (a date has no zone); instants go through @date-fns/tz.

const DAY_MS = 86_400_000;

function parseDate(date: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

const isoDateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `date` moved by a number of days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return isoDateOf(Date.UTC(year, month - 1, day) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export function dayOfWeekOf(date: string): number {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Today's date on the wall clock of `timeZone`. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  const local = new TZDate(now, timeZone);
  return isoDateOf(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
}

/** The latest date on or before `date` that falls on `weekStart`. */
export function startOfWeek(date: string, weekStart: number): string {
  return addDays(date, -((dayOfWeekOf(date) - weekStart + 7) % 7));
}

/**
 * The instant (ISO, UTC) at which the wall clock of `timeZone` shows `time` on `date`. `24:00` is the
 * midnight that ends the day. A time skipped by a daylight-saving jump resolves to the later side.
 */
export function localInstant(date: string, time: string, timeZone: string): string {
  const [year, month, day] = parseDate(date);
  const minutes = minutesOf(time);
  const local = new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, timeZone);
  return new Date(local.getTime()).toISOString();
}
