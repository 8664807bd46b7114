import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { ERROR_MESSAGES, isApiError } from '@pitchside/shared-api/client/api-errors';
import { CARD_ERROR_CODES } from '@pitchside/shared-api/contracts/payment-constants';
import { useSubscriptionMessage } from '../../../lib/use-subscription-message';
import { NS } from '../../../locales/namespace';

const CARD_CODES: ReadonlySet<string> = new Set(CARD_ERROR_CODES);

/**
 * The text of a failed subscription or payment-method call: 403 is the documented no-permission message, card
 * refusals (402) and the contract's texts are translated, other 4xx texts show as they came, and answers that
 * say nothing useful (5xx, no response) use `fallbackKey`.
 */
export function useBillingFailure(): (error: unknown, fallbackKey: string) => string {
  const { t } = useTranslation(NS);
  const text = useSubscriptionMessage();
  return useCallback((error, fallbackKey) => {
    if (!isApiError(error)) return t(fallbackKey);
    if (error.status === 403) return t('permissionGate.text');
    if (CARD_CODES.has(error.code)) return t(`upgrade.cardErrors.${error.code}`);
    if (error.status === 0) return t('upgrade.errors.network');
    if (error.status >= 500 || error.message === ERROR_MESSAGES.default) return t(fallbackKey);
    return text(error.message) ?? t(fallbackKey);
  }, [t, text]);
}
