import { ZPricingRuleInputSchema, type PricingRule, type PricingRuleInput } from '@pitchside/shared-api/contracts/field';
import { NEW_RULE, type RuleFormValues } from '../../../lib/pricing-rule-values';
import { firstIssueByInput, type FormErrors } from './form-errors';

export type RuleInputName = Exclude<keyof RuleFormValues, 'isActive'>;
export type RuleFormErrors = FormErrors<RuleInputName>;

const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));
export const RULE_INPUTS = Object.keys(NEW_RULE).filter((name) => name !== 'isActive') as RuleInputName[];

/** The contract leaves this bound to zod's default wording; the form says it plainly. */
export const MIN_DURATION_MESSAGE = 'Minimum duration must be between 1 and 1440 minutes';

/** Checks the inputs against the pricing-rule contract: the rule to send, or a message per input. */
export function parseRuleForm(form: RuleFormValues): { rule: PricingRuleInput } | { errors: RuleFormErrors } {
  const result = ZPricingRuleInputSchema.safeParse({
    name: form.name,
    priceMultiplier: numberOf(form.priceMultiplier),
    priority: numberOf(form.priority),
    startTime: optionalText(form.startTime),
    endTime: optionalText(form.endTime),
    dayOfWeek: optionalNumber(form.dayOfWeek),
    minDuration: optionalNumber(form.minDuration),
    startDate: optionalText(form.startDate),
    endDate: optionalText(form.endDate),
    isActive: form.isActive,
  });
  if (result.success) return { rule: result.data };
  const errors = firstIssueByInput(result.error.issues, RULE_INPUTS, 'name');
  if ('minDuration' in errors) errors.minDuration = MIN_DURATION_MESSAGE;
  return { errors };
}

/** Highest priority first (it wins); on equal priority the older rule first (it wins the tie). */
export function byPriority(rules: readonly PricingRule[]): PricingRule[] {
  return [...rules].sort((a, b) => b.priority - a.priority || a.createdAt.localeCompare(b.createdAt));
}
