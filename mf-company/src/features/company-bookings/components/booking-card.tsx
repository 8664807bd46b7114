import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { Stack } from '@pitchside/shared-ui/stack';
import { formatMoney } from '@pitchside/shared-ui/format';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { bookingDay, bookingZone } from '../../../lib/booking-time';
import { NS } from '../../../locales/namespace';
import { BookingActions } from './booking-actions';
import { BookingBadges } from './booking-badges';
import { CardLayout, Contact, Customer, Facts, Remark } from './bookings.styles';

/** One booking of the company: who, where, when (the field's wall clock), how long, how many, how much. */
export function BookingCard({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation(NS);
  const titleId = useId();
  const hours = Math.floor(booking.duration / 60);
  const minutes = booking.duration % 60;
  const remarks = [
    booking.notes && t('bookings.card.notes', { text: booking.notes }),
    booking.confirmationNote && t('bookings.card.confirmationNote', { text: booking.confirmationNote }),
    booking.cancellationReason && t('bookings.card.cancellationReason', { text: booking.cancellationReason }),
  ].filter((remark): remark is string => Boolean(remark));

  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardLayout>
        <Stack gap={3}>
          <Stack direction="row" gap={2} wrap align="center">
            <Customer id={titleId}>{booking.fullName}</Customer>
            <BookingBadges booking={booking} />
          </Stack>
          <Contact>
            <a href={`mailto:${booking.email}`}>{booking.email}</a>
            <a href={`tel:${booking.phone}`}>{booking.phone}</a>
          </Contact>
          <Facts>
            <div>
              <dt>{t('bookings.card.field')}</dt>
              <dd>{booking.field.name}</dd>
            </div>
            <div>
              <dt>{t('bookings.card.when')}</dt>
              <dd>
                {t('bookings.card.whenValue', {
                  date: bookingDay(booking, i18n.language), start: booking.startTime, end: booking.endTime, zone: bookingZone(booking),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('bookings.card.duration')}</dt>
              <dd>{t(hours && minutes ? 'bookings.card.hoursMinutes' : hours ? 'bookings.card.hours' : 'bookings.card.minutes', { hours, minutes })}</dd>
            </div>
            {booking.groupSize !== null && (
              <div>
                <dt>{t('bookings.card.group')}</dt>
                <dd>{t('bookings.card.players', { count: booking.groupSize })}</dd>
              </div>
            )}
            <div>
              <dt>{t('bookings.card.total')}</dt>
              <dd>{formatMoney(booking.price.total, booking.currency, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('bookings.card.reference')}</dt>
              <dd>{t('bookings.card.referenceValue', { number: booking.bookingNumber, code: booking.confirmationCode })}</dd>
            </div>
          </Facts>
          {remarks.map((remark) => (
            <Remark key={remark}>{remark}</Remark>
          ))}
        </Stack>
        <BookingActions booking={booking} />
      </CardLayout>
    </Card>
  );
}
