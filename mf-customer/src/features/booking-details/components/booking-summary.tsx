import { Fragment } from 'react';
import type { BookingDetails } from '@pitchside/shared-api/contracts/booking';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { useBookingTexts } from '../../../components/booking/booking-texts';
import { BOOKINGS_NS } from '../../../locales/namespace';
import { Facts } from '../booking-details-page.styles';
import { DetailsCard } from './details-card';

/** Where and when (the field's local time), for how long, for whom, and the notes. */
export function BookingSummary({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const format = useFormat();
  const texts = useBookingTexts();
  const group = [
    booking.groupName,
    booking.groupSize === null ? null : t('bookingDetails.summary.players', { count: booking.groupSize, players: format.number(booking.groupSize) }),
  ].filter(Boolean).join(' · ');
  const rows: [string, string | null][] = [
    ['field', booking.field.name],
    ['address', t('bookingDetails.summary.place', { address: booking.field.address, city: booking.field.city })],
    ['company', booking.company.name],
    ['date', format.calendarDate(booking.date, 'full')],
    ['time', texts.timeRange(booking.startTime, booking.endTime)],
    ['duration', texts.duration(booking.duration)],
    ['bookedBy', booking.fullName],
    ['group', group || null],
    ['contactPerson', booking.contactPerson],
    ['notes', booking.notes],
    ['confirmationNote', booking.confirmationNote],
  ];
  return (
    <DetailsCard title={t('bookingDetails.summary.title')} description={t('bookingDetails.timesIn', { zone: booking.field.timezone })}>
      <Facts>
        {rows.map(([key, value]) =>
          value ? (
            <Fragment key={key}>
              <dt>{t(`bookingDetails.summary.${key}`)}</dt>
              <dd>{value}</dd>
            </Fragment>
          ) : null,
        )}
      </Facts>
    </DetailsCard>
  );
}
