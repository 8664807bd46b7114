import { useEffect, useRef } from 'react';
import type { CalendarBooking } from '@pitchside/shared-api/contracts/customer-home';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { DASHBOARD_NS } from '../../../locales/namespace';
import { useCalendarKeys } from '../hooks/use-calendar-keys';
import { monthWeeks } from '../lib/calendar-days';
import { DayCell, Marker, Table, WeekdayNarrow, WeekdayShort } from './month-grid.styles';

export interface MonthGridProps {
  month: string;
  /** The day that holds the grid's one tab stop. */
  focused: string;
  selected: string;
  today: string;
  bookingsByDate: ReadonlyMap<string, CalendarBooking[]>;
  /** The ids of the month's title and of the keys' description. */
  labelledBy: string;
  describedBy: string;
  busy: boolean;
  /** Moves the tab stop; `byKeyboard`: the focus follows it. */
  onMove: (date: string, byKeyboard: boolean) => void;
  onChoose: (date: string) => void;
  /** Whether a key moved the tab stop last (then the focus follows it into the new cell). */
  followFocus: boolean;
}

/**
 * A month as a keyboard-navigable grid (WAI-ARIA grid, one tab stop): weeks start on the language's first
 * day, each day says how many bookings it has, today is marked, the chosen day is selected.
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, focused, selected, today, bookingsByDate, labelledBy, describedBy, busy, onMove, onChoose, followFocus } = props;
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const format = useFormat();
  const order = format.weekdays();
  const table = useRef<HTMLTableElement>(null);
  const onKeyDown = useCalendarKeys({
    focused, firstDay: order[0] ?? 0, rtl: i18n.dir() === 'rtl', onMove: (date) => onMove(date, true), onChoose,
  });

  useEffect(() => {
    if (!followFocus) return;
    table.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, followFocus]);

  return (
    <Table ref={table} role="grid" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-busy={busy || undefined} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {order.map((day) => (
            <th key={day} scope="col" aria-label={format.weekday(day, 'long')}>
              {/* Phones have room for a letter only. */}
              <WeekdayShort aria-hidden="true">{format.weekday(day, 'short')}</WeekdayShort>
              <WeekdayNarrow aria-hidden="true">{format.weekday(day, 'narrow')}</WeekdayNarrow>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month, order[0] ?? 0).map((week, row) => (
          <tr key={week.find(Boolean) ?? row}>
            {week.map((date, column) => {
              if (!date) return <td key={`blank-${column}`} role="gridcell" aria-hidden="true" />;
              const count = bookingsByDate.get(date)?.length ?? 0;
              const day = format.calendarDate(date, 'full');
              const label = count > 0 ? t('dashboard.calendar.dayWithBookings', { date: day, bookings: t('dashboard.calendar.bookings', { count }) }) : day;
              return (
                <DayCell
                  key={date}
                  role="gridcell"
                  data-date={date}
                  tabIndex={date === focused ? 0 : -1}
                  aria-selected={date === selected}
                  aria-current={date === today ? 'date' : undefined}
                  aria-label={label}
                  $selected={date === selected}
                  $today={date === today}
                  onClick={() => {
                    onMove(date, false);
                    onChoose(date);
                  }}
                >
                  {format.number(Number(date.slice(8)))}
                  {count > 0 && <Marker aria-hidden="true">{format.number(count)}</Marker>}
                </DayCell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
