// Dates of a field's calendar. Local dates (`YYYY-MM-DD`) come from the API already in the field's zone,
// so their arithmetic is done on UTC instants, which no zone shifts.
import { calendarInstant } from '@pitchside/shared-ui/format';

const DAY_MS = 86_400_000;

/** `date` plus `days` days, as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  return new Date(calendarInstant(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(calendarInstant(date)).getUTCDay();
}
