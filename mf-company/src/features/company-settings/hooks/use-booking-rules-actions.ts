import { useTranslation } from '@pitchside/shared-ui/translation';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import {
  useResetCompanySettingsMutation, useUpdateCompanySettingsMutation,
} from '@pitchside/shared-api/client/company-settings-api';
import type { BookingRuleName, BookingRules, BookingRulesInput } from '@pitchside/shared-api/contracts/company-settings';
import { NS } from '../../../locales/namespace';
import { ruleOfIssue, type BookingRulesErrors } from '../lib/booking-rules-form';

/** What a save answered: the rules now stored, or the API's message per rule (nothing saved). */
export type SaveOutcome = { saved: BookingRules } | { errors: BookingRulesErrors } | { failed: true };

/** The text of docs/product/messages.md of a failed call, or the docs/product/roles-and-permissions.md text when the caller may not manage the company. */
function useFailureText() {
  const { t } = useTranslation(NS);
  return (error: unknown, fallbackKey: string) =>
    isApiError(error) && error.status === 403 ? t('permissionGate.text') : t(fallbackKey);
}

/**
 * Saves the changed booking rules (PUT, partial) or resets them all (POST …/reset), with their toasts.
 * A 400 naming rules answers their messages for the form; any other failure is a toast.
 */
export function useBookingRulesActions(companyId: string | undefined) {
  const { t } = useTranslation(NS);
  const failureText = useFailureText();
  const [update, updating] = useUpdateCompanySettingsMutation();
  const [reset, resetting] = useResetCompanySettingsMutation();

  const save = async (changes: Partial<BookingRulesInput>): Promise<SaveOutcome> => {
    try {
      const settings = await update({ changes: { booking: changes }, companyId }).unwrap();
      notify.success(t('settings.booking.saved'));
      return { saved: settings.booking };
    } catch (error) {
      const errors: BookingRulesErrors = {};
      for (const issue of isApiError(error) ? (error.errors ?? []) : []) {
        const rule: BookingRuleName | undefined = ruleOfIssue(issue.field);
        if (rule) errors[rule] ??= issue.message;
      }
      if (Object.keys(errors).length > 0) return { errors };
      notify.error(failureText(error, 'settings.booking.updateFailed'));
      return { failed: true };
    }
  };

  /** Throws on failure, so the confirmation stays open for a retry. */
  const resetToDefaults = async (): Promise<BookingRules> => {
    try {
      const settings = await reset(companyId ? { companyId } : undefined).unwrap();
      notify.success(t('settings.booking.resetDone'));
      return settings.booking;
    } catch (error) {
      notify.error(failureText(error, 'settings.booking.resetFailed'));
      throw error;
    }
  };

  return { save, resetToDefaults, saving: updating.isLoading, resetting: resetting.isLoading };
}
