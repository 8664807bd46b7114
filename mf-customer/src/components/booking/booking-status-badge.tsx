import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { Badge } from '@pitchside/shared-ui/badge';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { BOOKINGS_NS } from '../../locales/namespace';
import { bookingStatusKey, STATUS_TONES } from './booking-status';

/** The booking's status as a coloured label with its words (never colour alone). */
export function BookingStatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'holdExpiresAt'> }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const key = bookingStatusKey(booking);
  return <Badge tone={STATUS_TONES[key]}>{t(`bookings.status.${key}`)}</Badge>;
}
