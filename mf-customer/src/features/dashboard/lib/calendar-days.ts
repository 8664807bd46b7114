// Calendar days as `YYYY-MM-DD` texts and months as `YYYY-MM`, computed on UTC dates so that no reader's
// zone can shift a day.

const DAY_MS = 86_400_000;

const toUtc = (date: string) => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};
const toText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const monthOf = (date: string): string => date.slice(0, 7);
export const firstOfMonth = (month: string): string => `${month}-01`;

export function daysInMonth(month: string): number {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** Day of week of a date, 0 = Sunday. */
export const weekdayOf = (date: string): number => new Date(toUtc(date)).getUTCDay();

export const addDays = (date: string, days: number): string => toText(toUtc(date) + days * DAY_MS);

/** The same day `months` months on, or the last day of that month when it is shorter. */
export function addMonths(date: string, months: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const targetMonth = target.toISOString().slice(0, 7);
  return `${targetMonth}-${String(Math.min(day, daysInMonth(targetMonth))).padStart(2, '0')}`;
}

/** The first day of the week that holds `date`, weeks starting on `firstDay` (0 = Sunday). */
export const weekStart = (date: string, firstDay: number): string => addDays(date, -((weekdayOf(date) - firstDay + 7) % 7));

/** The last day of the week that holds `date`. */
export const weekEnd = (date: string, firstDay: number): string => addDays(weekStart(date, firstDay), 6);

/** The month as weeks of seven cells starting on `firstDay`; cells outside the month are null. */
export function monthWeeks(month: string, firstDay: number): (string | null)[][] {
  const first = firstOfMonth(month);
  const length = daysInMonth(month);
  const lead = (weekdayOf(first) - firstDay + 7) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
