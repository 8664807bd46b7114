import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ArrowBackIcon, CalendarIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { BOOKINGS_NS } from '../../../locales/namespace';
import type { BookingFailure } from '../lib/booking-failure';

/** The page when the booking cannot be shown: not found, a malformed id, or a failed call (docs/product/messages.md). */
export function BookingLoadFailure({ failure, onRetry }: { failure: BookingFailure; onRetry: () => void }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const back = (
    <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
      <Link to="/bookings">{t('bookingDetails.back')}</Link>
    </Button>
  );
  return (
    <Page>
      <PageHeader title={t('bookingDetails.title')} />
      {failure === 'loadFailed' ? (
        <>
          <LoadError message={t('bookingDetails.loadError')} onRetry={onRetry} />
          <div>{back}</div>
        </>
      ) : (
        <EmptyState
          icon={<CalendarIcon size={28} />}
          title={t(`bookingDetails.${failure}Title`)}
          description={t(`bookingDetails.${failure}Text`)}
          action={back}
        />
      )}
    </Page>
  );
}
