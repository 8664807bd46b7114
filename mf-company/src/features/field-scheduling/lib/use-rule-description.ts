import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { formatCalendarDate, formatNumber, formatWeekday } from '@pitchside/shared-ui/format';
import type { PricingRule } from '@pitchside/shared-api/contracts/field';
import { NS } from '../../../locales/namespace';
import { capitalize } from './weekdays';

type RuleTerms = Pick<PricingRule, 'priceMultiplier' | 'startTime' | 'endTime' | 'dayOfWeek' | 'minDuration' | 'startDate' | 'endDate'>;

/** A rule in words: "Every day · 18:00–22:00 · From Jun 1, 2025 · Bookings of 90 min or more · ×1.5". */
export function useRuleDescription(): (rule: RuleTerms) => string {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  return useCallback(
    (rule) => {
      const date = (value: string) => formatCalendarDate(value, language);
      const parts = [
        rule.dayOfWeek === null ? t('scheduling.rules.everyDay') : formatWeekday(rule.dayOfWeek, language),
        rule.startTime && rule.endTime
          ? t('scheduling.rules.window', { start: rule.startTime, end: rule.endTime })
          : t('scheduling.rules.allDay'),
      ];
      if (rule.startDate && rule.endDate) parts.push(t('scheduling.rules.between', { start: date(rule.startDate), end: date(rule.endDate) }));
      else if (rule.startDate) parts.push(t('scheduling.rules.from', { date: date(rule.startDate) }));
      else if (rule.endDate) parts.push(t('scheduling.rules.until', { date: date(rule.endDate) }));
      if (rule.minDuration !== null) parts.push(t('scheduling.rules.minDurationText', { minutes: rule.minDuration }));
      const multiplier = formatNumber(rule.priceMultiplier, language, { maximumFractionDigits: 2 });
      parts.push(t('scheduling.rules.multiplierText', { multiplier }));
      return capitalize(parts.join(' · '), language);
    },
    [t, language],
  );
}
