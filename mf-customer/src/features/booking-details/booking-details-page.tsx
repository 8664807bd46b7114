import { useGetBookingQuery } from '@pitchside/shared-api/client/bookings-api';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { ArrowBackIcon } from '@pitchside/shared-ui/icons';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link, useParams } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { isCancellable } from '../../components/booking/booking-status';
import { SavedCopyNotice } from '../../components/booking/saved-copy-notice';
import { BOOKINGS_NS } from '../../locales/namespace';
import { BookingDetailsSkeleton } from './components/booking-details-skeleton';
import { BookingLoadFailure } from './components/booking-load-failure';
import { BookingPass } from './components/booking-pass';
import { BookingStateNote } from './components/booking-state-note';
import { BookingSummary } from './components/booking-summary';
import { CancelBookingDialog } from './components/cancel-booking-dialog';
import { CancelOutcome } from './components/cancel-outcome';
import { PriceBreakdown } from './components/price-breakdown';
import { ReceiptButton } from './components/receipt-button';
import { useCancelBooking } from './hooks/use-cancel-booking';
import { useReceiptDownload } from './hooks/use-receipt-download';
import { bookingFailure } from './lib/booking-failure';
import { Actions, Column, Columns } from './booking-details-page.styles';

/** `/bookings/:id`: the pass to show at the entrance, the booking and its price, and its cancellation. */
export default function BookingDetailsPage() {
  const { t } = useTranslation(BOOKINGS_NS);
  const { id = '' } = useParams();
  const { data: booking, error, isError, isFetching, refetch } = useGetBookingQuery(id);
  const cancellation = useCancelBooking(id, () => void refetch());
  const receipt = useReceiptDownload(id);

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
            {booking.hasReceipt && <ReceiptButton receipt={receipt} />}
            {isCancellable(booking) && <CancelBookingDialog booking={booking} cancellation={cancellation} />}
          </Actions>
        }
      />
      <SavedCopyNotice path={`bookings/${id}`} />
      {cancellation.outcome && <CancelOutcome outcome={cancellation.outcome} />}
      {receipt.failure && <Alert tone="error" onDismiss={receipt.dismiss}>{receipt.failure}</Alert>}
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
