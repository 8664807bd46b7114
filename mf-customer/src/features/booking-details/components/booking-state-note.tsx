import type { BookingDetails } from '@pitchside/shared-api/contracts/booking';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Link } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { bookingStatusKey } from '../../../components/booking/booking-status';
import { BOOKINGS_NS } from '../../../locales/namespace';

/**
 * What the booking's state means for the player: when and why it was cancelled, how long an unpaid
 * slot stays held, or that the company has still to confirm. Nothing for a confirmed booking.
 */
export function BookingStateNote({ booking, now = Date.now() }: { booking: BookingDetails; now?: number }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const format = useFormat();
  const zone = booking.field.timezone;
  const status = bookingStatusKey(booking);

  if (status === 'cancelled') {
    return (
      <Alert tone="info" title={t('bookingDetails.cancelled.title')}>
        {booking.cancelledAt && <p>{t('bookingDetails.cancelled.on', { when: format.dateTime(booking.cancelledAt, { timeZone: zone, clock: '24h' }) })}</p>}
        <p>{booking.cancellationReason ? t('bookingDetails.cancelled.reason', { reason: booking.cancellationReason }) : t('bookingDetails.cancelled.noReason')}</p>
      </Alert>
    );
  }
  if (status === 'awaitingPayment' && booking.holdExpiresAt) {
    const time = format.dateTime(booking.holdExpiresAt, { timeZone: zone, clock: '24h' });
    if (Date.parse(booking.holdExpiresAt) > now) {
      return (
        <Alert tone="warning" title={t('bookingDetails.hold.title')}>
          {t('bookingDetails.hold.live', { time })}
        </Alert>
      );
    }
    return (
      <Alert
        tone="info"
        title={t('bookingDetails.hold.expiredTitle')}
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={`/fields/${encodeURIComponent(booking.field.id)}/book`}>{t('bookingDetails.hold.bookAgain')}</Link>
          </Button>
        }
      >
        {t('bookingDetails.hold.expired', { time })}
      </Alert>
    );
  }
  if (status === 'awaitingConfirmation') {
    return <Alert tone="info">{t('bookingDetails.awaitingConfirmation', { company: booking.company.name })}</Alert>;
  }
  return null;
}
