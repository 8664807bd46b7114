import { ZPricingRuleInputSchema, type PricingRule, type PricingRuleInput } from '@pitchside/shared-api/contracts/field';

/** The inputs of a pricing rule, as typed; empty texts mean "no limit". */
export interface RuleFormValues {
  name: string;
  priceMultiplier: string;
  priority: string;
  startTime: string;
  endTime: string;
  /** '' = every day, else 0–6. */
  dayOfWeek: string;
  minDuration: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

export type RuleInputName = Exclude<keyof RuleFormValues, 'isActive'>;
/** The contract's English message per input; translate before showing. */
export type RuleFormErrors = Partial<Record<RuleInputName, string>>;

export const NEW_RULE: RuleFormValues = {
  name: '', priceMultiplier: '1', priority: '10', startTime: '', endTime: '', dayOfWeek: '', minDuration: '',
  startDate: '', endDate: '', isActive: true,
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

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

const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));
const INPUTS: readonly string[] = Object.keys(NEW_RULE);

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
  const errors: RuleFormErrors = {};
  for (const issue of result.error.issues) {
    const input = String(issue.path[0] ?? 'name');
    const name = (INPUTS.includes(input) && input !== 'isActive' ? input : 'name') as RuleInputName;
    errors[name] ??= name === 'minDuration' ? MIN_DURATION_MESSAGE : issue.message;
  }
  return { errors };
}

/** Highest priority first (it wins); on equal priority the older rule first (it wins the tie). */
export function byPriority(rules: readonly PricingRule[]): PricingRule[] {
  return [...rules].sort((a, b) => b.priority - a.priority || a.createdAt.localeCompare(b.createdAt));
}
