import { useCallback, type KeyboardEvent } from 'react';
import { addDays, addMonths, weekEnd, weekStart } from '../lib/calendar-days';

/**
 * The day a key moves to from `date` in a month grid (the date picker keys of the WAI-ARIA practices):
 * arrows by a day or a week — left and right swapped in a right-to-left page — Home and End to the ends of
 * the week, Page Up and Page Down by a month. Null for other keys.
 */
export function dayAfterKey(key: string, date: string, firstDay: number, rtl: boolean): string | null {
  switch (key) {
    case 'ArrowRight': return addDays(date, rtl ? -1 : 1);
    case 'ArrowLeft': return addDays(date, rtl ? 1 : -1);
    case 'ArrowDown': return addDays(date, 7);
    case 'ArrowUp': return addDays(date, -7);
    case 'Home': return weekStart(date, firstDay);
    case 'End': return weekEnd(date, firstDay);
    case 'PageDown': return addMonths(date, 1);
    case 'PageUp': return addMonths(date, -1);
    default: return null;
  }
}

/** A `keydown` handler for the grid: moves to the day a key names, or chooses the day on Enter and Space. */
export function useCalendarKeys(
  { focused, firstDay, rtl, onMove, onChoose }:
  { focused: string; firstDay: number; rtl: boolean; onMove: (date: string) => void; onChoose: (date: string) => void },
) {
  return useCallback((event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(focused);
      return;
    }
    const next = dayAfterKey(event.key, focused, firstDay, rtl);
    if (!next) return;
    event.preventDefault();
    onMove(next);
  }, [focused, firstDay, rtl, onMove, onChoose]);
}
