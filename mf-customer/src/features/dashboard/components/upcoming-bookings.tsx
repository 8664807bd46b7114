import { useId } from 'react';
import type { HomeBooking } from '@pitchside/shared-api/contracts/customer-home';
import { Button } from '@pitchside/shared-ui/button';
import { Card } from '@pitchside/shared-ui/card';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CalendarIcon, QrCodeIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { Stack } from '@pitchside/shared-ui/stack';
import { DASHBOARD_NS } from '../../../locales/namespace';
import { HomeStatusBadge } from './home-status-badge';
import { AllLink, Facts, Item, Name, Note, Title, TitleRow, What } from './upcoming-bookings.styles';

/** One next game: where, the day and times at the field (its own zone), the status and its pass. */
function UpcomingItem({ booking }: { booking: HomeBooking }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const format = useFormat();
  const date = format.calendarDate(booking.date, 'weekdayDate');
  const time = t('dashboard.timeRange', { start: format.clock(booking.startTime), end: format.clock(booking.endTime) });
  return (
    <Item>
      <What>
        <Name>
          {booking.field.name}
          <HomeStatusBadge booking={booking} />
        </Name>
        <Facts>
          {t('dashboard.upcoming.facts', { sport: t(`dashboard.sports.${booking.field.sportType}`), city: booking.field.city, date, time })}
        </Facts>
      </What>
      <Button asChild variant="outline" size="sm" startIcon={<QrCodeIcon size={16} />}>
        <Link to={booking.passUrl} aria-label={t('dashboard.upcoming.passLabel', { field: booking.field.name, date, time })}>
          {t('dashboard.upcoming.pass')}
        </Link>
      </Button>
    </Item>
  );
}

/** The player's next games, soonest first; a first visit leads to the fields. */
export function UpcomingBookings({ bookings }: { bookings: HomeBooking[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <TitleRow>
        <Title id={headingId}>{t('dashboard.upcoming.title')}</Title>
        {bookings.length > 0 && <AllLink to="/bookings">{t('dashboard.upcoming.all')}</AllLink>}
      </TitleRow>
      {bookings.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<CalendarIcon size={28} />}
          title={t('dashboard.upcoming.emptyTitle')}
          description={t('dashboard.upcoming.emptyText')}
          action={
            <Button asChild>
              <Link to="/fields">{t('dashboard.upcoming.action')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <Stack as="ul" gap={3}>
            {bookings.map((booking) => <UpcomingItem key={booking.id} booking={booking} />)}
          </Stack>
          <Note>{t('dashboard.localTimes')}</Note>
        </>
      )}
    </Card>
  );
}
