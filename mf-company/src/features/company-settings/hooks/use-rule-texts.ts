import { useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { formatMoney } from '@pitchside/shared-ui/format';
import {
  BOOKING_RULE_LIMITS as L, COMPANY_SETTINGS_MESSAGES, type BookingRuleName,
} from '@pitchside/shared-api/contracts/company-settings';
import { NS } from '../../../locales/namespace';

export interface RuleTexts {
  label: (name: BookingRuleName) => string;
  hint: (name: BookingRuleName) => string;
  /** A contract message in the reader's language; any other text (the server's own) as it came. */
  error: (name: BookingRuleName, message: string) => string;
}

/** Labels, help and error texts of the booking rules, with their limits (the fee as money in `currency`). */
export function useRuleTexts(currency: string): RuleTexts {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  return useMemo(() => {
    const money = (minor: number) => formatMoney(minor, currency, language);
    const values: Record<BookingRuleName, Record<string, string | number>> = {
      holdMinutes: L.holdMinutes,
      maxDurationMinutes: L.maxDurationMinutes,
      freeCancellationHours: L.freeCancellationHours,
      lateRefundPercent: L.lateRefundPercent,
      checkInOpensMinutes: L.checkInOpensMinutes,
      taxRatePercent: L.taxRatePercent,
      processingFee: { currency, min: money(L.processingFee.min), max: money(L.processingFee.max) },
      requiresConfirmation: {},
      payOnSite: {},
    };
    const key = (name: BookingRuleName, part: string) => `settings.booking.rules.${name}.${part}`;
    return {
      label: (name) => t(key(name, 'label'), values[name]),
      hint: (name) => t(key(name, 'hint'), values[name]),
      error: (name, message) => (message === COMPANY_SETTINGS_MESSAGES[name] ? t(key(name, 'error'), values[name]) : message),
    };
  }, [t, currency, language]);
}
