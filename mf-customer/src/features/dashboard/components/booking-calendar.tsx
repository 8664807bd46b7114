import { useCallback, useId, useMemo, useState } from 'react';
import type { CalendarBooking } from '@pitchside/shared-api/contracts/customer-home';
import { useGetBookingCalendarQuery } from '@pitchside/shared-api/client/customer-home-api';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { ChevronEndIcon, ChevronStartIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { styled } from '@pitchside/shared-ui/styled';
import { font, space } from '@pitchside/shared-ui/tokens';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { DASHBOARD_NS } from '../../../locales/namespace';
import { addMonths, firstOfMonth, monthOf } from '../lib/calendar-days';
import { DayBookings } from './day-bookings';
import { MonthGrid } from './month-grid';

const MonthBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  margin-block-end: ${space[2]};

  h3 {
    font-size: ${font.sizeMd};
    font-weight: ${font.weightSemibold};
    text-align: center;
  }
`;

const EMPTY = new Map<string, CalendarBooking[]>();

/** The month of the player's bookings, each on its local day at its field; choosing a day lists its bookings. */
export function BookingCalendar({ today }: { today: string }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const format = useFormat();
  const [focused, setFocused] = useState(today);
  const [selected, setSelected] = useState(today);
  const [followFocus, setFollowFocus] = useState(false);
  const month = monthOf(focused);
  const calendar = useGetBookingCalendarQuery(month);
  const bookingsByDate = useMemo(
    () => (calendar.data?.month === month ? new Map(calendar.data.days.map((day) => [day.date, day.bookings])) : EMPTY),
    [calendar.data, month],
  );
  const loaded = calendar.data?.month === month && !calendar.isError;
  const headingId = useId();
  const monthId = useId();
  const hintId = useId();

  const move = useCallback((date: string, byKeyboard: boolean) => {
    setFollowFocus(byKeyboard);
    setFocused(date);
  }, []);
  const step = (months: number) => move(addMonths(focused, months), false);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader title={t('dashboard.calendar.title')} titleId={headingId} />
      <MonthBar>
        <IconButton label={t('dashboard.calendar.previous')} size="sm" onClick={() => step(-1)}>
          <ChevronStartIcon />
        </IconButton>
        <h3 id={monthId} aria-live="polite">{format.calendarDate(firstOfMonth(month), 'monthYear')}</h3>
        <IconButton label={t('dashboard.calendar.next')} size="sm" onClick={() => step(1)}>
          <ChevronEndIcon />
        </IconButton>
      </MonthBar>
      <VisuallyHidden id={hintId}>{t('dashboard.calendar.keys')}</VisuallyHidden>
      {calendar.isError && <LoadError message={t('dashboard.calendar.loadError')} onRetry={() => void calendar.refetch()} />}
      <MonthGrid
        month={month}
        focused={focused}
        selected={selected}
        today={today}
        bookingsByDate={bookingsByDate}
        labelledBy={monthId}
        describedBy={hintId}
        busy={calendar.isFetching}
        onMove={move}
        onChoose={setSelected}
        followFocus={followFocus}
      />
      <DayBookings date={monthOf(selected) === month ? selected : null} bookings={loaded ? bookingsByDate.get(selected) ?? [] : undefined} />
    </Card>
  );
}
