import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge, type BadgeTone } from '@pitchside/shared-ui/badge';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import type { BookingStatus } from '@pitchside/shared-api/contracts/booking-constants';
import { wallClock } from '../../../lib/booking-time';
import { NS } from '../../../locales/namespace';

const STATUS_TONES: Readonly<Record<BookingStatus, BadgeTone>> = { pending: 'warning', confirmed: 'success', cancelled: 'neutral' };

/**
 * The booking's status; a pending one says what it waits for: the customer's payment while its hold
 * lasts, or the manager's confirmation once paid (or paid on site); and whether the player checked in.
 */
export function BookingBadges({ booking }: { booking: Booking }) {
  const { t } = useTranslation(NS);
  const zone = booking.field.timezone;
  return (
    <>
      <Badge tone={STATUS_TONES[booking.status]}>{t(`bookings.status.${booking.status}`)}</Badge>
      {booking.status === 'pending' && (
        <Badge tone="info">
          {booking.holdExpiresAt
            ? t('bookings.status.awaitingPayment', { time: wallClock(booking.holdExpiresAt, zone) })
            : t('bookings.status.awaitingConfirmation')}
        </Badge>
      )}
      {booking.checkedInAt && <Badge tone="success">{t('bookings.status.checkedIn', { time: wallClock(booking.checkedInAt, zone) })}</Badge>}
    </>
  );
}
