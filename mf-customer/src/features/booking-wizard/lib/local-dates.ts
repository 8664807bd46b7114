// Dates of a field's calendar. Local dates (`YYYY-MM-DD`) and times (`HH:mm`) come from the API already in
// the field's zone; to format them unshifted they are read as UTC instants.

const DAY_MS = 86_400_000;

/** Today's date (`YYYY-MM-DD`) in `timeZone`, which may differ from the customer's own date. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The instant of a local date's midnight read as UTC, for formatting with `timeZone: 'UTC'`. */
export function utcDate(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** `date` plus `days` days, as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  return new Date(utcDate(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcDate(date)).getUTCDay();
}

/** Splits `HH:mm` (or `24:00`) into an instant on a fixed UTC day, and whether it is the day's end. */
export function timeInstant(time: string): { instant: number; endOfDay: boolean } {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const endOfDay = hours === 24;
  return { instant: Date.UTC(2000, 0, 1, endOfDay ? 0 : hours, minutes), endOfDay };
}
