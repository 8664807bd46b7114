// Calendar arithmetic in a field's time zone. Local dates (`YYYY-MM-DD`) and times (`HH:mm`) come from
// the API already in the field's zone, so they are formatted as UTC values to keep them unshifted.

/** Today's date (`YYYY-MM-DD`) in `timeZone`, which may differ from the visitor's own date. */
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

/** A Sunday (2023-01-01) plus `dayOfWeek` days: formats to that weekday's name in any language. */
export function weekdayInstant(dayOfWeek: number): number {
  return Date.UTC(2023, 0, 1 + dayOfWeek);
}

/** Splits `HH:mm` (or `24:00`) into an instant on a fixed UTC day, and whether it is the day's end. */
export function timeInstant(time: string): { instant: number; endOfDay: boolean } {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const endOfDay = hours === 24;
  return { instant: Date.UTC(2000, 0, 1, endOfDay ? 0 : hours, minutes), endOfDay };
}
