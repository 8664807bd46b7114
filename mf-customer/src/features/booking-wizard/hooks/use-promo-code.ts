import { useCallback } from 'react';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useApplyPromoCodeMutation, useRemovePromoCodeMutation } from '@pitchside/shared-api/client/bookings-api';
import { BOOKING_ERROR_CODES, BOOKING_MESSAGES } from '@pitchside/shared-api/contracts/booking-constants';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { promoRefusalKey } from '../lib/promo-refusal';
import type { ServerText } from './use-server-text';

/** The hold is gone (lapsed, swept) or can no longer change price: the customer chooses a time again. */
const HOLD_GONE: readonly string[] = [BOOKING_ERROR_CODES.holdExpired, BOOKING_ERROR_CODES.invalidBookingState];

export type PromoOutcome =
  | { kind: 'priced'; booking: Booking }
  | { kind: 'refused'; message: string }
  | { kind: 'expired'; message: string };

/**
 * A promo code for the held booking at the payment step (`PUT` / `DELETE /bookings/:id/promo-code`): the
 * hold comes back re-priced, or the refusal in the customer's language.
 */
export function usePromoCode(holdId: string, text: ServerText) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const [applyCode, applying] = useApplyPromoCodeMutation();
  const [removeCode, removing] = useRemovePromoCodeMutation();

  const outcome = useCallback((result: { data?: Booking; error?: unknown }, fallbackKey: string): PromoOutcome => {
    if (result.data) return { kind: 'priced', booking: result.data };
    const error = result.error;
    if (isApiError(error) && HOLD_GONE.includes(error.code)) return { kind: 'expired', message: text.message(BOOKING_MESSAGES.holdExpired) };
    const refusal = isApiError(error) ? promoRefusalKey(error) : undefined;
    return { kind: 'refused', message: refusal ? t(refusal.key, refusal.values ?? {}) : text.failure(error, fallbackKey) };
  }, [t, text]);

  const apply = useCallback(async (promoCode: string) =>
    outcome(await applyCode({ bookingId: holdId, promoCode }), 'booking.promo.errors.failed'), [applyCode, holdId, outcome]);
  const remove = useCallback(async () =>
    outcome(await removeCode({ bookingId: holdId }), 'booking.promo.errors.removeFailed'), [removeCode, holdId, outcome]);

  return { apply, remove, applying: applying.isLoading, removing: removing.isLoading };
}
