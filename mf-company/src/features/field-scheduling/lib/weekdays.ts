/** Days of week as the API numbers them: 0 = Sunday … 6 = Saturday. */
export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** The first day of the week shown to readers of a language (fr: Monday, ar: Saturday, else Sunday). */
export function weekStartFor(language: string): number {
  if (language.startsWith('fr')) return 1;
  if (language.startsWith('ar')) return 6;
  return 0;
}

/** The seven days of week in the reading order of a language. */
export function weekOrder(language: string): number[] {
  const first = weekStartFor(language);
  return DAYS_OF_WEEK.map((offset) => (first + offset) % 7);
}

// 1 January 2023 was a Sunday: day N of that week names weekday N.
const SUNDAY_UTC = Date.UTC(2023, 0, 1);

/** The localised name of a day of week (`long`: "Monday", `short`: "Mon"). */
export function weekdayName(day: number, language: string, width: 'long' | 'short' = 'long'): string {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  return format.format(new Date(SUNDAY_UTC + day * 86_400_000));
}

/** A name as a title ("lundi" → "Lundi"); languages without case keep it as it is. */
export function capitalize(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
