import { useTranslation } from '@pitchside/shared-ui/translation';
import { notify } from '@pitchside/shared-ui/toaster';
import { formatMoney } from '@pitchside/shared-ui/format';
import {
  bookingsApi, useCancelCompanyBookingMutation, useConfirmBookingMutation, useDeclineBookingMutation,
} from '@pitchside/shared-api/client/bookings-api';
import { useAppDispatch } from '@pitchside/shared-api/client/hooks';
import type { Booking, BookingCancelResult } from '@pitchside/shared-api/contracts/booking';
import { bookingFailure, isStaleBookingFailure } from '../../../lib/booking-messages';
import type { MessageRef } from '../../../lib/field-messages';
import { NS } from '../../../locales/namespace';

/** What a manager can do to a booking (docs/product/states.md). */
export type BookingAction = 'confirm' | 'decline' | 'cancel';

/** Confirm only a pending booking that is no longer held for payment; decline a pending one; cancel any live one. */
export function actionsFor(booking: Pick<Booking, 'status' | 'holdExpiresAt'>): BookingAction[] {
  if (booking.status === 'confirmed') return ['cancel'];
  if (booking.status !== 'pending') return [];
  return booking.holdExpiresAt ? ['decline', 'cancel'] : ['confirm', 'decline', 'cancel'];
}

/**
 * Runs an action (PATCH /companies/bookings/:id/confirm|decline|cancel) with the optional note or reason.
 * Success: a toast with the API's message (and the refund given), the lists refresh through their tags.
 * Failure: answers why, for the dialog to show; an answer saying the booking changed meanwhile reloads the list.
 */
export function useBookingAction() {
  const { t, i18n } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const [confirm] = useConfirmBookingMutation();
  const [decline] = useDeclineBookingMutation();
  const [cancel] = useCancelCompanyBookingMutation();

  const refundToast = (message: string, refund: BookingCancelResult['refund']) => {
    if (!refund) return notify.success(message);
    const amount = formatMoney(refund.amount, refund.currency, i18n.language);
    if (refund.status === 'failed') {
      notify.success(message);
      return notify.error(t('bookings.toast.refundFailed', { amount }));
    }
    return notify.success(t('bookings.toast.withRefund', { message, amount }));
  };

  return async (action: BookingAction, bookingId: string, text: string): Promise<MessageRef | null> => {
    const remark = text.trim() || undefined;
    try {
      if (action === 'confirm') {
        await confirm({ bookingId, note: remark }).unwrap();
        notify.success(t('bookings.toast.confirmed'));
      } else {
        const run = action === 'decline' ? decline : cancel;
        const result = await run({ bookingId, reason: remark }).unwrap();
        refundToast(t(action === 'decline' ? 'bookings.toast.declined' : 'bookings.toast.cancelled'), result.refund);
      }
      return null;
    } catch (error) {
      if (isStaleBookingFailure(error)) dispatch(bookingsApi.util.invalidateTags([{ type: 'Booking', id: 'COMPANY_LIST' }]));
      return bookingFailure(error);
    }
  };
}
