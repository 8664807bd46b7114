import { useId } from 'react';
import type { CalendarBooking } from '@pitchside/shared-api/contracts/customer-home';
import { Link } from '@pitchside/shared-ui/router';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { DASHBOARD_NS } from '../../../locales/namespace';
import { HomeStatusBadge } from './home-status-badge';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin-block-start: ${space[3]};
  padding-block-start: ${space[3]};
  border-block-start: 1px solid ${color.border};

  h3 {
    font-size: ${font.sizeMd};
    font-weight: ${font.weightSemibold};
  }
`;
const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space[2]};
  }
`;
const Muted = styled.p`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/** The chosen day's bookings, in the local time of each field; `bookings` undefined while the month loads. */
export function DayBookings({ date, bookings }: { date: string | null; bookings: CalendarBooking[] | undefined }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const format = useFormat();
  const headingId = useId();
  if (!date) {
    return (
      <Panel aria-live="polite">
        <Muted>{t('dashboard.calendar.choose')}</Muted>
      </Panel>
    );
  }
  return (
    <Panel aria-labelledby={headingId} aria-live="polite">
      <h3 id={headingId}>{format.calendarDate(date, 'full')}</h3>
      {bookings && bookings.length > 0 ? (
        <List>
          {bookings.map((booking) => (
            <li key={booking.id}>
              <Link to={`/bookings/${encodeURIComponent(booking.id)}`}>
                {t('dashboard.calendar.booking', {
                  field: booking.fieldName,
                  time: t('dashboard.timeRange', { start: format.clock(booking.startTime), end: format.clock(booking.endTime) }),
                })}
              </Link>
              <HomeStatusBadge booking={booking} />
            </li>
          ))}
        </List>
      ) : (
        <Muted>{bookings ? t('dashboard.calendar.dayEmpty') : t('dashboard.calendar.loading')}</Muted>
      )}
    </Panel>
  );
}
