// Zod-free constants of the company settings (docs/product/api.md#settings): the limits, defaults and texts of the
// booking rules, for the server, the contracts and the settings screen.
import { BOOKING_DEFAULTS } from './booking-constants.js';
import { COMPANY_SCOPE_MESSAGES } from './company-scope-constants.js';

/** The booking rules an owner may change, by their contract names. */
export const BOOKING_RULE_NAMES = [
  'holdMinutes', 'freeCancellationHours', 'lateRefundPercent', 'maxDurationMinutes', 'requiresConfirmation',
  'checkInOpensMinutes', 'taxRatePercent', 'processingFee', 'payOnSite',
] as const;
export type BookingRuleName = (typeof BOOKING_RULE_NAMES)[number];

/** Inclusive bounds of the numeric rules. */
export const BOOKING_RULE_LIMITS = {
  holdMinutes: { min: 5, max: 30 },
  freeCancellationHours: { min: 0, max: 168 },
  lateRefundPercent: { min: 0, max: 100 },
  /** The longest booking, in steps of a quarter of an hour. */
  maxDurationMinutes: { min: 30, max: 720, step: 15 },
  checkInOpensMinutes: { min: 0, max: 240 },
  /** A percentage with at most two decimals; stored as basis points (8.88 % = 888). */
  taxRatePercent: { min: 0, max: 30, decimals: 2 },
  /** Minor units of the company's currency (100.00 at most). */
  processingFee: { min: 0, max: 10_000 },
} as const;

/** What "Reset to defaults" restores (docs/product/constants.md, booking defaults; no tax, no fee, paid online, no manual confirmation). */
export const BOOKING_RULE_DEFAULTS = {
  holdMinutes: BOOKING_DEFAULTS.holdMinutes,
  freeCancellationHours: BOOKING_DEFAULTS.freeCancellationHours,
  lateRefundPercent: BOOKING_DEFAULTS.lateRefundPercent,
  maxDurationMinutes: BOOKING_DEFAULTS.maxDurationMinutes,
  requiresConfirmation: false,
  checkInOpensMinutes: BOOKING_DEFAULTS.checkInOpensMinutes,
  taxRatePercent: 0,
  processingFee: 0,
  payOnSite: false,
};

const L = BOOKING_RULE_LIMITS;

/** Texts the API answers with (and the screen translates by their key). */
export const COMPANY_SETTINGS_MESSAGES = {
  holdMinutes: `Hold time must be a whole number of minutes between ${L.holdMinutes.min} and ${L.holdMinutes.max}`,
  freeCancellationHours: `Free cancellation must be a whole number of hours between ${L.freeCancellationHours.min} and ${L.freeCancellationHours.max}`,
  lateRefundPercent: `Late refund must be a whole percentage between ${L.lateRefundPercent.min} and ${L.lateRefundPercent.max}`,
  maxDurationMinutes: `Longest booking must be between ${L.maxDurationMinutes.min} and ${L.maxDurationMinutes.max} minutes, in steps of ${L.maxDurationMinutes.step}`,
  checkInOpensMinutes: `Check-in must open between ${L.checkInOpensMinutes.min} and ${L.checkInOpensMinutes.max} minutes before the start`,
  taxRatePercent: `Tax rate must be between ${L.taxRatePercent.min} and ${L.taxRatePercent.max} %, with at most ${L.taxRatePercent.decimals} decimals`,
  processingFee: `Processing fee must be between 0 and ${(L.processingFee.max / 100).toFixed(2)} in the company's currency`,
  requiresConfirmation: 'Manager confirmation must be on or off',
  payOnSite: 'Pay on site must be on or off',
  unknownSetting: (keys: readonly string[]) => `Unknown setting${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`,
  ...COMPANY_SCOPE_MESSAGES,
  saved: 'Settings saved',
  reset: 'Settings reset to defaults',
  /** Fallbacks (docs/product/messages.md). */
  fetchFailed: 'Failed to fetch settings',
  updateFailed: 'Failed to update settings',
} as const;
