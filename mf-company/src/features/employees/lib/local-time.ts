// Dates (`YYYY-MM-DD`) and times (`HH:mm`) on the reader's wall clock, the browser's time zone, and the
// instants the API stores (ISO with the offset of that moment, so daylight-saving changes are kept).

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's IANA time zone ("Europe/Paris"), in which dated shifts are typed and shown. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** `2026-12-03T09:00:00+01:00`: the moment as the local wall clock shows it, with its offset. */
export function isoWithOffset(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  return `${localDateOf(at)}T${localTimeOf(at)}:00${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The instant at which the local wall clock shows `time` on `date`, `days` later. A time skipped by a
 * daylight-saving jump resolves to the later side.
 */
export function localInstant(date: string, time: string, days = 0): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return isoWithOffset(new Date(year, month - 1, day + days, hours, minutes));
}

/** The local calendar date of an instant (`YYYY-MM-DD`). */
export function localDateOf(at: Date | string): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local wall-clock time of an instant (`HH:mm`). */
export function localTimeOf(at: Date | string): string {
  const d = new Date(at);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
