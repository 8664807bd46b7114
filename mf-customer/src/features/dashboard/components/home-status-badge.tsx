import type { BookingStatus } from '@pitchside/shared-api/contracts/booking-constants';
import { Badge } from '@pitchside/shared-ui/badge';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { bookingStatusKey, STATUS_TONES } from '../../../components/booking/booking-status';
import { DASHBOARD_NS } from '../../../locales/namespace';

/** A booking's status as the player reads it, in words and colour (never colour alone). */
export function HomeStatusBadge({ booking }: { booking: { status: BookingStatus; holdExpiresAt: string | null } }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const key = bookingStatusKey(booking);
  return <Badge tone={STATUS_TONES[key]}>{t(`dashboard.status.${key}`)}</Badge>;
}
