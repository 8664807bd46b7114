import { useState } from 'react';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { bookingsApi, useCancelBookingMutation } from '@pitchside/shared-api/client/bookings-api';
import { useAppDispatch } from '@pitchside/shared-api/client/hooks';
import type { BookingCancelResult } from '@pitchside/shared-api/contracts/booking';

/** What the page reports after the dialog closed: the cancellation and its refund, or the server's refusal. */
export type CancelOutcome =
  | { kind: 'cancelled'; refund: BookingCancelResult['refund']; company: string }
  | { kind: 'refused'; message: string };

export interface CancelBooking {
  /** For the dialog's `onConfirm`: resolves when the dialog may close, throws to keep it open for a retry. */
  confirm: (reason: string) => Promise<void>;
  outcome: CancelOutcome | null;
  /** A failure worth retrying (network, server), shown inside the dialog. */
  failed: boolean;
  clearFailure: () => void;
}

/**
 * Cancels the booking `id`. On success the page shows the cancelled booking at once (the cached details
 * are patched; the refetch that follows brings the rest). A 409 (already cancelled, already started)
 * closes the dialog with the server's message and reloads the booking, whose state has moved on.
 */
export function useCancelBooking(id: string, reload: () => void): CancelBooking {
  const [cancel] = useCancelBookingMutation();
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<CancelOutcome | null>(null);
  const [failed, setFailed] = useState(false);

  const confirm = async (reason: string) => {
    setFailed(false);
    setOutcome(null);
    try {
      const result = await cancel({ bookingId: id, reason: reason.trim() || undefined }).unwrap();
      dispatch(bookingsApi.util.updateQueryData('getBooking', id, (draft) => {
        Object.assign(draft, result.booking, { refundIfCancelledNow: 0 });
      }));
      setOutcome({ kind: 'cancelled', refund: result.refund, company: result.booking.company.name });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setOutcome({ kind: 'refused', message: error.message });
        reload();
        return;
      }
      setFailed(true);
      throw error;
    }
  };

  return { confirm, outcome, failed, clearFailure: () => setFailed(false) };
}
