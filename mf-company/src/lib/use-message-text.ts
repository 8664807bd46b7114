import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { formatWeekday } from '@pitchside/shared-ui/format';
import { NS } from '../locales/namespace';
import type { MessageRef } from './field-messages';

/** Turns a `MessageRef` into text in the reader's language (a `dayIndex` value becomes the day's name). */
export function useMessageText(): (message: MessageRef | undefined) => string | undefined {
  const { t, i18n } = useTranslation(NS);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if ('text' in message) return message.text;
      const values: Record<string, string | number> = { ...message.values };
      if (typeof values.dayIndex === 'number') values.day = formatWeekday(values.dayIndex, i18n.language);
      return t(message.key, values);
    },
    [t, i18n.language],
  );
}
