import { BOOKING_DEFAULTS } from '@pitchside/shared-api/contracts/booking-constants';
import type { BookingDetails } from '@pitchside/shared-api/contracts/booking';
import { Button } from '@pitchside/shared-ui/button';
import { CalendarIcon, CheckIcon, ClockIcon } from '@pitchside/shared-ui/icons';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { BookingStatusBadge } from '../../../components/booking/booking-status-badge';
import { BOOKINGS_NS } from '../../../locales/namespace';
import { Code, CodeLabel, Line, Muted, PassBody, QrImage } from './booking-pass.styles';
import { DetailsCard } from './details-card';

/** What staff check at the entrance: the QR code, the confirmation code, and when to arrive. */
export function BookingPass({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const format = useFormat();
  const cancelled = booking.status === 'cancelled';
  return (
    <DetailsCard title={t('bookingDetails.pass.title')} action={<BookingStatusBadge booking={booking} />}>
      <PassBody>
        {cancelled ? (
          <Muted>{t('bookingDetails.pass.cancelled')}</Muted>
        ) : (
          <QrImage
            src={booking.qrCode}
            alt={t('bookingDetails.pass.qrAlt', { number: booking.bookingNumber, field: booking.field.name, date: format.calendarDate(booking.date, 'weekdayDate') })}
            width={320}
            height={320}
          />
        )}
        <div>
          <CodeLabel>{t('bookingDetails.pass.code')}</CodeLabel>
          <Code>{booking.confirmationCode}</Code>
        </div>
        {!cancelled && (
          <Line>
            <ClockIcon size={18} />
            {t('bookingDetails.pass.arrive', { minutes: format.number(BOOKING_DEFAULTS.arriveMinutesBefore) })}
          </Line>
        )}
        {booking.status === 'pending' && <Muted>{t('bookingDetails.pass.pendingNote')}</Muted>}
        {booking.checkedInAt && (
          <Line>
            <CheckIcon size={18} />
            {t('bookingDetails.pass.checkedIn', { when: format.dateTime(booking.checkedInAt, { timeZone: booking.field.timezone, clock: '24h' }) })}
          </Line>
        )}
        <Muted>{t('bookingDetails.pass.number', { number: booking.bookingNumber })}</Muted>
        {!cancelled && (
          <Button asChild variant="outline" startIcon={<CalendarIcon size={18} />}>
            <a href={booking.calendarUrl} download={`${booking.bookingNumber}.ics`}>{t('bookingDetails.pass.addToCalendar')}</a>
          </Button>
        )}
      </PassBody>
    </DetailsCard>
  );
}
