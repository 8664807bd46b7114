import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { TextArea } from '@pitchside/shared-ui/text-area';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { BOOKING_LIMITS } from '@pitchside/shared-api/contracts/booking-constants';
import type { MessageRef } from '../../../lib/field-messages';
import { useMessageText } from '../../../lib/use-message-text';
import { NS } from '../../../locales/namespace';
import { useBookingAction, type BookingAction } from '../hooks/use-booking-action';

interface BookingActionDialogProps {
  action: BookingAction;
  booking: Booking;
  onClose: () => void;
}

/**
 * Asks before confirming, declining or cancelling, with an optional note (confirm) or reason (decline,
 * cancel). A refusal is shown inside the dialog, which stays open.
 */
export function BookingActionDialog({ action, booking, onClose }: BookingActionDialogProps) {
  const { t } = useTranslation(NS);
  const run = useBookingAction();
  const describe = useMessageText();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<MessageRef | null>(null);
  const values = { number: booking.bookingNumber, name: booking.fullName };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone={action === 'confirm' ? 'primary' : 'danger'}
      title={t(`bookings.dialogs.${action}.title`, values)}
      description={t(`bookings.dialogs.${action}.text`, values)}
      confirmLabel={t(`bookings.dialogs.${action}.submit`)}
      cancelLabel={t(`bookings.dialogs.${action}.dismiss`)}
      onConfirm={async () => {
        setFailure(null);
        const refused = await run(action, booking.id, text);
        if (refused) {
          setFailure(refused);
          throw new Error('refused');
        }
      }}
    >
      <TextArea
        label={t(`bookings.dialogs.${action}.field`)}
        hint={t('bookings.dialogs.optional', { max: BOOKING_LIMITS.reasonMax })}
        rows={3}
        maxLength={BOOKING_LIMITS.reasonMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {failure && <Alert tone="error">{describe(failure)}</Alert>}
    </ConfirmDialog>
  );
}
