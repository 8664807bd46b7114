import { z } from 'zod';
import {
  BOOKING_RULE_DEFAULTS, BOOKING_RULE_LIMITS as L, COMPANY_SETTINGS_MESSAGES as M,
} from './company-settings-constants.js';
import { ZCurrencySchema } from './field-primitives.js';
import { ZCompanyScopeQuerySchema } from './company-scope.js';

export {
  BOOKING_RULE_DEFAULTS, BOOKING_RULE_LIMITS, BOOKING_RULE_NAMES, COMPANY_SETTINGS_MESSAGES, type BookingRuleName,
} from './company-settings-constants.js';

// The company's settings (docs/product/api.md#settings). Today one group, `booking`; later groups (notifications,
// branding) join it as siblings, each read whole and updated in part.

const wholeNumber = (bounds: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);

/** True when `value` has at most `decimals` decimals (tolerant of binary fractions: 0.07 × 100). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Refuses keys the group does not know, naming them. */
const strictGroup = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? M.unknownSetting(issue.keys) : undefined),
  });

/** Each booking rule as a company may set it. */
export const bookingRuleInputs = {
  /** How long a new booking holds its slot while the customer pays. */
  holdMinutes: wholeNumber(L.holdMinutes, M.holdMinutes),
  /** Full refund when cancelled at least this many hours before the start. */
  freeCancellationHours: wholeNumber(L.freeCancellationHours, M.freeCancellationHours),
  /** Share refunded when cancelled later than that. */
  lateRefundPercent: wholeNumber(L.lateRefundPercent, M.lateRefundPercent),
  /** The longest booking. */
  maxDurationMinutes: wholeNumber(L.maxDurationMinutes, M.maxDurationMinutes).multipleOf(L.maxDurationMinutes.step, M.maxDurationMinutes),
  /** Paid bookings wait for a manager's confirmation. */
  requiresConfirmation: z.boolean({ error: M.requiresConfirmation }),
  /** Check-in opens this many minutes before the start (and closes at the end). */
  checkInOpensMinutes: wholeNumber(L.checkInOpensMinutes, M.checkInOpensMinutes),
  /** Tax added to the subtotal, in percent (stored as basis points). */
  taxRatePercent: z
    .number({ error: M.taxRatePercent })
    .min(L.taxRatePercent.min, M.taxRatePercent)
    .max(L.taxRatePercent.max, M.taxRatePercent)
    .refine((value) => hasAtMostDecimals(value, L.taxRatePercent.decimals), M.taxRatePercent),
  /** Added to every booking, minor units of the company's currency. */
  processingFee: wholeNumber(L.processingFee, M.processingFee),
  /** Customers may choose to pay at the field. */
  payOnSite: z.boolean({ error: M.payOnSite }),
};

/** The booking rules as read: plain values (a rule stored before today's limits still reads). */
export const ZBookingRulesSchema = z.object({
  holdMinutes: z.number().int(),
  freeCancellationHours: z.number().int(),
  lateRefundPercent: z.number().int(),
  maxDurationMinutes: z.number().int(),
  requiresConfirmation: z.boolean(),
  checkInOpensMinutes: z.number().int(),
  taxRatePercent: z.number(),
  processingFee: z.number().int(),
  payOnSite: z.boolean(),
});
export type BookingRules = z.infer<typeof ZBookingRulesSchema>;

/** Every booking rule, checked against its limits (the settings form checks a full set). */
export const ZBookingRulesInputSchema = strictGroup(bookingRuleInputs);
export type BookingRulesInput = z.infer<typeof ZBookingRulesInputSchema>;

/** GET /companies/settings. `currency` is the company's (that of most of its fields), to show the fee as money. */
export const ZCompanySettingsSchema = z.object({
  booking: ZBookingRulesSchema,
  currency: ZCurrencySchema,
});
export type CompanySettings = z.infer<typeof ZCompanySettingsSchema>;

/** PUT /companies/settings: the groups and rules to change; the others keep their values. */
export const ZCompanySettingsUpdateSchema = strictGroup({
  booking: ZBookingRulesInputSchema.partial().optional(),
});
export type CompanySettingsUpdate = z.infer<typeof ZCompanySettingsUpdateSchema>;

/** `?companyId=`: the company a super admin acts on (owners always act on their own). */
export const ZCompanySettingsQuerySchema = ZCompanyScopeQuerySchema;
export type CompanySettingsQuery = z.infer<typeof ZCompanySettingsQuerySchema>;

/** The defaults are valid rules (checked by the compiler). */
export const DEFAULT_BOOKING_RULES: BookingRulesInput = BOOKING_RULE_DEFAULTS;
