import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/** The local days (yyyy-MM-dd) and instants that bound "today", "this week" (from Monday) and "this month" in a zone. */
export interface DashboardPeriods {
  today: string;
  tomorrow: string;
  weekStart: string;
  nextWeekStart: string;
  monthStart: string;
  nextMonthStart: string;
  previousMonthStart: string;
  /** The same instants, for the payments' and customers' timestamps. */
  instants: { weekStart: Date; monthStart: Date; nextMonthStart: Date; previousMonthStart: Date; previousWeekStart: Date };
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
    instants: {
      weekStart: new Date(week.getTime()), monthStart: new Date(month.getTime()), nextMonthStart: new Date(nextMonth.getTime()),
      previousMonthStart: new Date(previousMonth.getTime()), previousWeekStart: new Date(addDays(week, -7).getTime()),
    },
  };
}

/** Growth in percent with one decimal; from nothing to something counts as +100. */
export function growthOf(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
