import { useCallback } from 'react';
import type { PricingRule } from '@pitchside/shared-api/contracts/field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';

/** Keys of `fieldDetails.pricing.weekdays.*` by day of week (0 = Sunday). */
const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export interface RuleDescription {
  /** When the rule applies, in words: "Saturdays · 18:00–22:00". */
  conditions: string;
  /** "×1.3". */
  multiplier: string;
}

/** Describes a pricing rule's conditions and multiplier in the current language. */
export function useRuleDescription(): (rule: PricingRule) => RuleDescription {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  return useCallback(
    (rule) => {
      const parts: string[] = [];
      const weekday = rule.dayOfWeek === null ? undefined : WEEKDAY_KEYS[rule.dayOfWeek];
      if (weekday) parts.push(t(`fieldDetails.pricing.weekdays.${weekday}`));
      if (rule.startTime && rule.endTime) {
        parts.push(t('fieldDetails.range', { start: format.clock(rule.startTime), end: format.clock(rule.endTime) }));
      }
      if (rule.startDate && rule.endDate) {
        parts.push(t('fieldDetails.pricing.between', { start: format.calendarDate(rule.startDate), end: format.calendarDate(rule.endDate) }));
      } else if (rule.startDate) {
        parts.push(t('fieldDetails.pricing.fromDate', { date: format.calendarDate(rule.startDate) }));
      } else if (rule.endDate) {
        parts.push(t('fieldDetails.pricing.untilDate', { date: format.calendarDate(rule.endDate) }));
      }
      if (rule.minDuration !== null) {
        parts.push(t('fieldDetails.pricing.minDuration', { minutes: format.number(rule.minDuration) }));
      }
      if (parts.length === 0) parts.push(t('fieldDetails.pricing.always'));
      return {
        conditions: parts.join(' · '),
        multiplier: t('fieldDetails.pricing.multiplier', { value: format.number(rule.priceMultiplier, { maximumFractionDigits: 2 }) }),
      };
    },
    [t, format],
  );
}
