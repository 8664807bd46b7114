import type { PricingRule } from '@pitchside/shared-api/contracts/field';

/** The inputs of a pricing rule, as typed; empty texts mean "no limit". */
export interface RuleFormValues {
  name: string;
  priceMultiplier: string;
  priority: string;
  /** `''` = no time window. */
  startTime: string;
  endTime: string;
  /** `''` = every day, else `'0'`…`'6'`. */
  dayOfWeek: string;
  minDuration: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

export const NEW_RULE: RuleFormValues = {
  name: '', priceMultiplier: '1', priority: '10', startTime: '', endTime: '', dayOfWeek: '', minDuration: '',
  startDate: '', endDate: '', isActive: true,
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** A saved rule's values as the inputs show them. */
export function ruleFormValuesOf(rule: PricingRule): RuleFormValues {
  return {
    name: rule.name,
    priceMultiplier: text(rule.priceMultiplier),
    priority: text(rule.priority),
    startTime: text(rule.startTime),
    endTime: text(rule.endTime),
    dayOfWeek: text(rule.dayOfWeek),
    minDuration: text(rule.minDuration),
    startDate: text(rule.startDate),
    endDate: text(rule.endDate),
    isActive: rule.isActive,
  };
}
