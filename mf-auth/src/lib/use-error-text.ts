import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { ERROR_MESSAGES, isApiError } from '@pitchside/shared-api/client/api-errors';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/error-codes';
import { CODE_KEYS, MESSAGE_KEYS } from './messages';

/** A failed call, as the page shows it: one translated message and the translated validation issues. */
export interface ErrorText {
  message: string;
  issues: string[];
  code: string | null;
  /** Issues naming a form field, untranslated (for `setError`). */
  fieldIssues: { field: string; message: string }[];
}

function retryAfterSeconds(details: unknown): number | null {
  if (typeof details !== 'object' || details === null || !('retryAfter' in details)) return null;
  return typeof details.retryAfter === 'number' && details.retryAfter > 0 ? details.retryAfter : null;
}

/** Translates a contract/server English text by its key, or keeps it as it is. */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return useCallback((message) => {
    if (!message) return undefined;
    const key = MESSAGE_KEYS.get(message);
    return key ? t(key) : message;
  }, [t]);
}

/**
 * Turns any failure into texts: known codes and messages are translated, unknown server messages
 * show as they came, and failures that say nothing useful (5xx, no answer body) use `fallbackKey`.
 * `overrides` maps a code to a page-specific key (e.g. an invalid reset link).
 */
export function useErrorText(): (error: unknown, fallbackKey: string, overrides?: Readonly<Record<string, string>>) => ErrorText {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const text = useMessageText();
  return useCallback((error, fallbackKey, overrides = {}) => {
    if (!isApiError(error)) return { message: t(fallbackKey), issues: [], code: null, fieldIssues: [] };
    const issues = (error.errors ?? []).map((issue) => text(issue.message) ?? issue.message);
    const fieldIssues = (error.errors ?? []).flatMap((issue) => (issue.field ? [{ field: issue.field, message: issue.message }] : []));
    const base = { issues, code: error.code, fieldIssues };
    const seconds = error.code === API_ERROR_CODES.rateLimited ? retryAfterSeconds(error.details) : null;
    if (seconds !== null) {
      const minutes = Math.ceil(seconds / 60);
      const time = seconds < 60 ? format.unit(Math.ceil(seconds), 'second') : format.unit(minutes, 'minute');
      return { ...base, message: t('errors.rateLimitedRetry', { time }) };
    }
    const key = overrides[error.code] ?? CODE_KEYS[error.code];
    if (key) return { ...base, message: t(key) };
    const unhelpful = error.status >= 500 || error.code === API_ERROR_CODES.request || error.message === ERROR_MESSAGES.default;
    return { ...base, message: unhelpful ? t(fallbackKey) : (text(error.message) ?? t(fallbackKey)) };
  }, [t, format, text]);
}
