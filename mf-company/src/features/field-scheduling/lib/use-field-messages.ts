import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { formatWeekday } from '@pitchside/shared-ui/format';
import { ERROR_MESSAGES, isApiError } from '@pitchside/shared-api/client/api-errors';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/error-codes';
import { NS } from '../../../locales/namespace';
import { duplicateScheduleDay, MESSAGE_KEYS } from './messages';

/** A failed call as a form shows it: one message and the issues the API attached to named inputs. */
export interface Failure {
  status: number;
  message: string;
  issues: { field?: string; message: string }[];
  /** The words of docs/product/messages.md, followed by the API's reason when it gave a useful one. */
  toast: string;
}

/** Translates a text of the fields contract or API; unknown texts are shown as they came. */
export function useFieldMessage(): (message: string) => string {
  const { t, i18n } = useTranslation(NS);
  return useCallback(
    (message) => {
      const key = MESSAGE_KEYS.get(message);
      if (key) return t(`scheduling.messages.${key}`);
      const day = duplicateScheduleDay(message);
      if (day !== null) return t('scheduling.messages.duplicateSchedule', { day: formatWeekday(day, i18n.language) });
      return message;
    },
    [t, i18n.language],
  );
}

/**
 * What a failed mutation says: the API's own text (translated when known; a conflict is shown as
 * returned), or `fallbackKey` (the text of docs/product/messages.md) when the answer says nothing useful.
 */
export function useFailure(): (error: unknown, fallbackKey: string) => Failure {
  const { t } = useTranslation(NS);
  const text = useFieldMessage();
  return useCallback(
    (error, fallbackKey) => {
      const failure = t(fallbackKey);
      const withDetail = (status: number, detail: string | null, issues: Failure['issues'] = []): Failure => ({
        status,
        message: detail ?? failure,
        issues,
        toast: detail ? t('scheduling.messages.withDetail', { failure, detail }) : failure,
      });
      if (!isApiError(error)) return withDetail(0, null);
      if (error.code === API_ERROR_CODES.network) return withDetail(0, t('scheduling.messages.network'));
      const issues = (error.errors ?? []).map((issue) => ({ ...issue, message: text(issue.message) }));
      const unhelpful =
        error.status >= 500 || error.code === API_ERROR_CODES.request || error.message === ERROR_MESSAGES.default;
      return withDetail(error.status, unhelpful ? null : text(error.message), issues);
    },
    [t, text],
  );
}
