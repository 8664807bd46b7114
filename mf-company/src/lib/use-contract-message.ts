import { useCallback, useMemo } from 'react';
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
