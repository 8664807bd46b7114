import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CalendarIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { NS } from '../../../locales/namespace';

export const BOOKING_PERIODS = ['upcoming', 'past', 'all'] as const;
export type BookingPeriod = (typeof BOOKING_PERIODS)[number];

/** One tab's list. No booking API exists yet: its empty state, or the load error with a retry. */
export function BookingsResults({ period, failed, onRetry }: LoadState & { period: BookingPeriod }) {
  const { t } = useTranslation(NS);
  if (failed && onRetry) return <LoadError message={t('bookings.loadError')} onRetry={onRetry} />;
  return (
    <EmptyState
      icon={<CalendarIcon size={28} />}
      title={t(`bookings.empty.${period}Title`)}
      description={t(`bookings.empty.${period}Text`)}
      action={
        <Button asChild>
          <Link to="/fields">{t('bookings.empty.action')}</Link>
        </Button>
      }
    />
  );
}
