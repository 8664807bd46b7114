/** Monday first, as a working week reads; days keep the API's numbers (0 = Sunday). */
export const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** A weekday's name in `language` ("Monday"), for the API's day number (0 = Sunday). */
export function dayName(day: number, language: string): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)));
}
