import {
  BOOKING_RULE_NAMES, hasAtMostDecimals, ZBookingRulesInputSchema,
  type BookingRuleName, type BookingRules, type BookingRulesInput,
} from '@pitchside/shared-api/contracts/company-settings';

/** The numeric rules, typed as text (the fee in major units: `1.50`). */
export const NUMBER_RULES = [
  'holdMinutes', 'maxDurationMinutes', 'freeCancellationHours', 'lateRefundPercent', 'checkInOpensMinutes', 'taxRatePercent', 'processingFee',
] as const satisfies readonly BookingRuleName[];
export type NumberRule = (typeof NUMBER_RULES)[number];
export type SwitchRule = Exclude<BookingRuleName, NumberRule>;

export type BookingRulesFormValues = Record<NumberRule, string> & Record<SwitchRule, boolean>;
/** The contract's English message per rule; translated before showing. */
export type BookingRulesErrors = Partial<Record<BookingRuleName, string>>;

const FEE_DECIMALS = 2;

/** A typed number: `NaN` when empty or not a number (a decimal comma is accepted). */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed.replace(',', '.'));
}

/** Major units as typed → minor units; more decimals than the currency has is no amount. */
function minorUnitsOf(text: string): number {
  const major = numberOf(text);
  return hasAtMostDecimals(major, FEE_DECIMALS) ? Math.round(major * 10 ** FEE_DECIMALS) : Number.NaN;
}

export function formValuesOf(rules: BookingRules): BookingRulesFormValues {
  return {
    holdMinutes: String(rules.holdMinutes),
    maxDurationMinutes: String(rules.maxDurationMinutes),
    freeCancellationHours: String(rules.freeCancellationHours),
    lateRefundPercent: String(rules.lateRefundPercent),
    checkInOpensMinutes: String(rules.checkInOpensMinutes),
    taxRatePercent: String(rules.taxRatePercent),
    processingFee: (rules.processingFee / 10 ** FEE_DECIMALS).toFixed(FEE_DECIMALS),
    requiresConfirmation: rules.requiresConfirmation,
    payOnSite: rules.payOnSite,
  };
}

/** Checks the inputs against the contract: every rule as it would be saved, or a message per input. */
export function parseBookingRulesForm(form: BookingRulesFormValues): { rules: BookingRulesInput } | { errors: BookingRulesErrors } {
  const result = ZBookingRulesInputSchema.safeParse({
    holdMinutes: numberOf(form.holdMinutes),
    maxDurationMinutes: numberOf(form.maxDurationMinutes),
    freeCancellationHours: numberOf(form.freeCancellationHours),
    lateRefundPercent: numberOf(form.lateRefundPercent),
    checkInOpensMinutes: numberOf(form.checkInOpensMinutes),
    taxRatePercent: numberOf(form.taxRatePercent),
    processingFee: minorUnitsOf(form.processingFee),
    requiresConfirmation: form.requiresConfirmation,
    payOnSite: form.payOnSite,
  });
  if (result.success) return { rules: result.data };
  const errors: BookingRulesErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as BookingRuleName;
    errors[name] ??= issue.message;
  }
  return { errors };
}

/** Only the rules that differ from the saved ones: what PUT sends. */
export function changedRules(saved: BookingRules, next: BookingRulesInput): Partial<BookingRulesInput> {
  const changes: Partial<Record<BookingRuleName, number | boolean>> = {};
  for (const [name, value] of Object.entries(next) as [BookingRuleName, number | boolean][]) {
    if (saved[name] !== value) changes[name] = value;
  }
  return changes as Partial<BookingRulesInput>;
}

/** The rule an API issue names (`booking.holdMinutes`), if it is one of the form's. */
export function ruleOfIssue(field: string | undefined): BookingRuleName | undefined {
  const name = field?.replace(/^booking\./, '');
  return BOOKING_RULE_NAMES.find((rule) => rule === name);
}
