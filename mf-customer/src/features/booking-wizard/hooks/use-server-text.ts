import { useCallback, useMemo } from 'react';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/error-codes';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { serverTextKeys, type TextContext } from '../lib/message-keys';

export interface ServerText {
  /** An English text of the API, translated when known (docs/product/messages.md), else as the server wrote it. */
  message: (message: string) => string;
  /** What a failed call tells the customer: the server's text, or `fallbackKey` when it says nothing useful. */
  failure: (error: unknown, fallbackKey: string) => string;
}

export function useServerText({ slotMinutes, capacity, maxMinutes }: TextContext): ServerText {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const keys = useMemo(() => serverTextKeys({ slotMinutes, capacity, maxMinutes }), [slotMinutes, capacity, maxMinutes]);
  const message = useCallback((text: string) => {
    const known = keys.get(text);
    return known ? t(known.key, known.values ?? {}) : text;
  }, [keys, t]);
  const failure = useCallback((error: unknown, fallbackKey: string) => {
    // A 5xx or a failure before any answer has no text meant for the customer.
    const unhelpful = !isApiError(error) || error.status >= 500 || error.code === API_ERROR_CODES.request;
    return unhelpful ? t(fallbackKey) : message(error.message);
  }, [message, t]);
  return useMemo(() => ({ message, failure }), [message, failure]);
}
