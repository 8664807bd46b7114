import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { ERROR_MESSAGES, isApiError } from '@pitchside/shared-api/client/api-errors';
import { BOOKING_ERROR_CODES } from '@pitchside/shared-api/contracts/booking-constants';
import { CARD_ERROR_CODES, PAYMENT_ERROR_CODES } from '@pitchside/shared-api/contracts/payment-constants';
import { NS } from '../../../locales/namespace';

/** Server codes whose (docs/product/messages.md) text the payments pages carry in every language, under `payments.errors`. */
const TRANSLATED_CODES: ReadonlySet<string> = new Set([
  ...CARD_ERROR_CODES,
  PAYMENT_ERROR_CODES.notRefundable,
  PAYMENT_ERROR_CODES.refundExceedsPayment,
  PAYMENT_ERROR_CODES.requestInProgress,
  BOOKING_ERROR_CODES.idempotencyMismatch,
]);

/**
 * The text of a failed payments call: 403 is the documented no-permission message, known codes are translated,
 * other server messages show as they came, and failures that say nothing useful use `fallbackKey`.
 */
export function usePaymentErrorText(): (error: unknown, fallbackKey: string) => string {
  const { t } = useTranslation(NS);
  return useCallback(
    (error, fallbackKey) => {
      if (!isApiError(error)) return t(fallbackKey);
      if (error.status === 403) return t('payments.errors.forbidden');
      if (TRANSLATED_CODES.has(error.code)) return t(`payments.errors.${error.code}`);
      if (error.status === 0) return t('payments.errors.network');
      if (error.status >= 500 || error.message === ERROR_MESSAGES.default) return t(fallbackKey);
      return error.message;
    },
    [t],
  );
}
