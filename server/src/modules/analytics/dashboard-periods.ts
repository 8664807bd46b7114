import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/** The local days (yyyy-MM-dd) that bound "today", "this week" (from Monday) and "this month" in a zone. */
export interface DashboardPeriods {
  today: string;
  tomorrow: string;
  weekStart: string;
  nextWeekStart: string;
  monthStart: string;
  nextMonthStart: string;
  previousMonthStart: string;
}

export function dashboardPeriods(now: Date, timezone: string): DashboardPeriods {
  const local = new TZDate(now.getTime(), timezone);
  const day = startOfDay(local);
  const week = startOfWeek(local, { weekStartsOn: 1 });
  const month = startOfMonth(local);
  const nextMonth = addMonths(month, 1);
  const previousMonth = addMonths(month, -1);
  const ymd = (date: Date) => format(date, 'yyyy-MM-dd');
  return {
    today: ymd(day),
    tomorrow: ymd(addDays(day, 1)),
    weekStart: ymd(week),
    nextWeekStart: ymd(addDays(week, 7)),
    monthStart: ymd(month),
    nextMonthStart: ymd(nextMonth),
    previousMonthStart: ymd(previousMonth),
  };
}

/** Growth in percent with one decimal; from nothing to something counts as +100. */
export function growthOf(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
