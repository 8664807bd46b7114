import { useCallback, useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { ADMIN_ANALYTICS_MESSAGES, ADMIN_MESSAGES, RELEASE_MESSAGES } from '@pitchside/shared-api/contracts/admin';
import { ANNOUNCEMENT_MESSAGES } from '@pitchside/shared-api/contracts/announcements';
import { NS } from '../locales/namespace';

/** The announcement texts an admin screen can meet (the unsubscribe page's are the public page's own). */
const { invalidUnsubscribeLink: _link, unsubscribed: _unsubscribed, ...ADMIN_ANNOUNCEMENT_MESSAGES } = ANNOUNCEMENT_MESSAGES;

/** A period's refusals, under keys that say they are about the period (`messages.periodOrder`…). */
export const PERIOD_MESSAGE_KEYS = {
  customRange: 'periodCustomRange',
  order: 'periodOrder',
  span: 'periodSpan',
} as const satisfies Record<keyof typeof ADMIN_ANALYTICS_MESSAGES, string>;

const plainTexts = (texts: Readonly<Record<string, unknown>>): [string, string][] =>
  Object.entries(texts).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key] as [string, string]] : []));

/**
 * The English texts of the contracts that are plain strings, with the key of their translation (`messages.<key>`):
 * the admin area's, the announcements' and the remote releases' (a text several contracts share has one key).
 */
const CONTRACT_TEXTS = new Map<string, string>([
  ...plainTexts(ADMIN_MESSAGES),
  ...plainTexts(ADMIN_ANNOUNCEMENT_MESSAGES),
  ...plainTexts(RELEASE_MESSAGES),
  ...Object.entries(ADMIN_ANALYTICS_MESSAGES).map(([key, text]) => [text, PERIOD_MESSAGE_KEYS[key as keyof typeof PERIOD_MESSAGE_KEYS]] as [string, string]),
  ['Enter a valid e-mail address', 'invalidEmail'],
]);

/** The contract messages the admin area translates, for the locale test: `messages.<key>` says `text` in English. */
export const TRANSLATED_CONTRACT_TEXTS: ReadonlyMap<string, string> = CONTRACT_TEXTS;

/**
 * Texts of the API in the reader's language: `message` translates a text of the admin contract (one it
 * does not know is shown as it came); `failure` says why a call failed — the API's own reason for a
 * refusal (4xx), else the page's translated `fallbackKey`.
 */
export function useAdminText() {
  const { t } = useTranslation(NS);
  const message = useCallback((text: string): string => {
    const key = CONTRACT_TEXTS.get(text);
    return key ? t(`messages.${key}`) : text;
  }, [t]);
  const failure = useCallback((error: unknown, fallbackKey: string): string => {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.message) return message(error.message);
    return t(fallbackKey);
  }, [message, t]);
  return useMemo(() => ({ message, failure }), [message, failure]);
}

/** The API's messages per field of a 400 answer (`maintenanceBanner.message.en` → its message), else null. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || !error.errors?.length) return null;
  const named = error.errors.filter((issue): issue is { field: string; message: string } => typeof issue.field === 'string');
  return named.length ? Object.fromEntries(named.map((issue) => [issue.field, issue.message])) : null;
}
