import { useGetBookingQuery } from '@pitchside/shared-api/client/bookings-api';
import { Button } from '@pitchside/shared-ui/button';
import { ArrowBackIcon } from '@pitchside/shared-ui/icons';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link, useParams } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { isCancellable } from '../../components/booking/booking-status';
import { BOOKINGS_NS } from '../../locales/namespace';
import { BookingDetailsSkeleton } from './components/booking-details-skeleton';
import { BookingLoadFailure } from './components/booking-load-failure';
import { BookingPass } from './components/booking-pass';
import { BookingStateNote } from './components/booking-state-note';
import { BookingSummary } from './components/booking-summary';
import { CancelBookingDialog } from './components/cancel-booking-dialog';
import { CancelOutcome } from './components/cancel-outcome';
import { PriceBreakdown } from './components/price-breakdown';
import { useCancelBooking } from './hooks/use-cancel-booking';
import { bookingFailure } from './lib/booking-failure';
import { Actions, Column, Columns } from './booking-details-page.styles';

/** `/bookings/:id`: the pass to show at the entrance, the booking and its price, and its cancellation. */
export default function BookingDetailsPage() {
  const { t } = useTranslation(BOOKINGS_NS);
  const { id = '' } = useParams();
  const { data: booking, error, isError, isFetching, refetch } = useGetBookingQuery(id);
  const cancellation = useCancelBooking(id, () => void refetch());

  if (!booking) {
    if (isError && !isFetching) return <BookingLoadFailure failure={bookingFailure(error)} onRetry={() => void refetch()} />;
    return <BookingDetailsSkeleton />;
  }

  return (
    <Page>
      <PageHeader
        title={booking.field.name}
        description={t('bookingDetails.subtitle', { number: booking.bookingNumber, company: booking.company.name })}
        actions={
          <Actions>
            <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
              <Link to="/bookings">{t('bookingDetails.back')}</Link>
            </Button>
            {isCancellable(booking) && <CancelBookingDialog booking={booking} cancellation={cancellation} />}
          </Actions>
        }
      />
      {cancellation.outcome && <CancelOutcome outcome={cancellation.outcome} />}
      <Columns aria-busy={isFetching}>
        <Column>
          <BookingPass booking={booking} />
        </Column>
        <Column>
          <BookingStateNote booking={booking} />
          <BookingSummary booking={booking} />
          <PriceBreakdown booking={booking} />
        </Column>
      </Columns>
    </Page>
  );
}
