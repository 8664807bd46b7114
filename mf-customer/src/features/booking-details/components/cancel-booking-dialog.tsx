import { useState } from 'react';
import { BOOKING_DEFAULTS, BOOKING_LIMITS } from '@pitchside/shared-api/contracts/booking-constants';
import type { BookingDetails } from '@pitchside/shared-api/contracts/booking';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat, type Format } from '@pitchside/shared-ui/use-format';
import { BOOKINGS_NS } from '../../../locales/namespace';
import type { CancelBooking } from '../hooks/use-cancel-booking';

type Translate = ReturnType<typeof useTranslation>['t'];

/** What cancelling now gives back, said before the player confirms. */
function refundStatement(booking: BookingDetails, format: Format, t: Translate, now: number): string {
  if (booking.refundIfCancelledNow > 0) {
    return t('bookingDetails.cancel.refund', {
      amount: format.money(booking.refundIfCancelledNow, booking.currency), days: BOOKING_DEFAULTS.refundBusinessDays,
    });
  }
  const { freeUntil } = booking.cancellationPolicy;
  if (Date.parse(freeUntil) < now) {
    return t('bookingDetails.cancel.noRefund', { date: format.dateTime(freeUntil, { timeZone: booking.field.timezone, clock: '24h' }) });
  }
  return t('bookingDetails.cancel.nothingPaid');
}

interface Props {
  booking: BookingDetails;
  cancellation: CancelBooking;
}

/** "Cancel booking" and its confirmation: the refund first, an optional reason, then the cancellation. */
export function CancelBookingDialog({ booking, cancellation }: Props) {
  const { t } = useTranslation(BOOKINGS_NS);
  const format = useFormat();
  const [reason, setReason] = useState('');
  const [now, setNow] = useState(() => Date.now());

  const onOpenChange = (open: boolean) => {
    if (!open) return;
    // A fresh start each time: the statement is about cancelling now, and the last attempt's failure is over.
    setReason('');
    setNow(Date.now());
    cancellation.clearFailure();
  };

  return (
    <ConfirmDialog
      trigger={<Button variant="danger">{t('bookingDetails.cancel.button')}</Button>}
      title={t('bookingDetails.cancel.title')}
      description={refundStatement(booking, format, t, now)}
      tone="danger"
      confirmLabel={t('bookingDetails.cancel.confirm')}
      cancelLabel={t('bookingDetails.cancel.keep')}
      onOpenChange={onOpenChange}
      onConfirm={() => cancellation.confirm(reason)}
    >
      <TextArea
        label={t('bookingDetails.cancel.reason')}
        hint={t('bookingDetails.cancel.reasonHint', { max: format.number(BOOKING_LIMITS.reasonMax) })}
        maxLength={BOOKING_LIMITS.reasonMax}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {cancellation.failed && <Alert tone="error">{t('bookingDetails.cancel.failed')}</Alert>}
    </ConfirmDialog>
  );
}
