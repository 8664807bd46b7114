// Weekday names and order in the reader's language. Days of week follow the API: 0 = Sunday.

/** 2023-01-01 was a Sunday: adding `day` days gives that weekday. */
const sundayUtc = Date.UTC(2023, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

export function weekdayName(language: string, day: number, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(new Date(sundayUtc + day * DAY_MS));
}

interface WeekInfo {
  /** 1 = Monday … 7 = Sunday. */
  firstDay?: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The locale's first day of the week (0 = Sunday), Sunday where the runtime cannot say. */
export function firstWeekday(language: string): number {
  try {
    const locale = new Intl.Locale(language) as LocaleWithWeekInfo;
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    return firstDay ? firstDay % 7 : 0;
  } catch {
    return 0;
  }
}

/** The seven days of week in the order the reader's calendar shows them. */
export function weekdayOrder(language: string): number[] {
  const first = firstWeekday(language);
  return Array.from({ length: 7 }, (_, offset) => (first + offset) % 7);
}
