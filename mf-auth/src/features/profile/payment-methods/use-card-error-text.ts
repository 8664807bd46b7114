import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/error-codes';
import { CARD_ERROR_CODES } from '@pitchside/shared-api/contracts/payment-constants';

const CARD_CODES: ReadonlySet<string> = new Set(CARD_ERROR_CODES);

/**
 * The text of a failed call on the saved cards: the card network's refusals in the product's words
 * (docs/product/messages.md, "Payments"), a card that is gone, no connection, else `fallbackKey`.
 */
export function useCardErrorText(): (error: unknown, fallbackKey: string) => string {
  const { t } = useTranslation('auth');
  return useCallback((error, fallbackKey) => {
    if (!isApiError(error)) return t(fallbackKey);
    if (CARD_CODES.has(error.code)) return t(`paymentMethods.cardErrors.${error.code}`);
    if (error.status === 404) return t('paymentMethods.errors.notFound');
    if (error.code === API_ERROR_CODES.network) return t('errors.network');
    return t(fallbackKey);
  }, [t]);
}
