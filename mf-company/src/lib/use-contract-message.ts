import { useCallback, useMemo } from 'react';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { NS } from '../locales/namespace';

/**
 * Translates the English texts of a contract (`{ key: 'Text' }`) into `<prefix>.<key>` of the company
 * namespace; a text the contract does not know is shown as it came.
 */
export function useContractMessage(messages: Readonly<Record<string, string>>, prefix: string): (message: string | undefined) => string | undefined {
  const { t } = useTranslation(NS);
  const keys = useMemo(() => new Map<string, string>(Object.entries(messages).map(([key, text]) => [text, key])), [messages]);
  return useCallback((message) => {
    if (!message) return undefined;
    const key = keys.get(message);
    return key ? t(`${prefix}.${key}`, { defaultValue: message }) : message;
  }, [t, keys, prefix]);
}

/**
 * What a failed call of a contract's API says: 403 is the permission text; a 4xx gives the contract's
 * text when the API sent one it knows (its message, or that of an input it names); anything else is the
 * fallback of docs/product/messages.md.
 */
export function useContractFailure(messages: Readonly<Record<string, string>>, prefix: string): (error: unknown, fallbackKey: string) => string {
  const { t } = useTranslation(NS);
  const text = useContractMessage(messages, prefix);
  const known = useMemo(() => new Set<string>(Object.values(messages)), [messages]);
  return useCallback((error, fallbackKey) => {
    if (isApiError(error) && error.status === 403) return t('permissionGate.text');
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      const message = [error.message, ...(error.errors ?? []).map((issue) => issue.message)].find((m) => known.has(m));
      if (message) return text(message)!;
    }
    return t(fallbackKey);
  }, [t, text, known]);
}
