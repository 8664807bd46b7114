// Promotion constants without zod, for the booking wizard, the company's promotions page and the server
// (docs/product/entities.md#promotion, docs/product/validation.md#promotion-form, docs/product/messages.md#promotions).

/** Limits of the promotion form (docs/product/validation.md). */
export const PROMOTION_LIMITS = {
  codeMin: 4,
  codeMax: 20,
  discountMin: 1,
  discountMax: 100,
  /** Whole hours; 0 = no minimum. */
  minHoursMax: 24,
  usesMax: 1_000_000,
  fieldsMax: 100,
  /** What a customer may type in a promo-code box (anything longer is no company's code). */
  customerCodeMax: 50,
} as const;

/** Letters and digits only, 4 to 20 of them; stored as written, matched without regard to letter case. */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;

/**
 * Where a promotion stands now: switched off, not started yet, running, over, or with no use left. The
 * company's list shows it as a chip.
 */
export const PROMOTION_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The refusals of a promo code (422), on the check, on `POST /bookings` and on a hold's code. */
export const PROMOTION_ERROR_CODES = {
  notFound: 'PROMO_NOT_FOUND',
  /** Switched off by the company, not started yet or over (validity is read when the code is used, not at game time). */
  expired: 'PROMO_EXPIRED',
  /** The booking is shorter than the promotion's minimum; `details.minHours` says it. */
  minHours: 'PROMO_MIN_HOURS',
  /** `maxUses` or the customer's `maxUsesPerCustomer` reached; `details.limit` is `total` or `customer`. */
  usedUp: 'PROMO_USED_UP',
  notForField: 'PROMO_NOT_FOR_FIELD',
  /** The company already has a promotion with this code (whatever its letter case): 409. */
  codeTaken: 'PROMOTION_CODE_TAKEN',
  /** Deleting a promotion that another record still needs: 409. */
  inUse: 'PROMOTION_IN_USE',
} as const;

/** Texts the client shows as they are (docs/product/messages.md "Promotions"). */
export const PROMOTION_MESSAGES = {
  // The customer's refusals.
  notFound: 'This promo code does not exist.',
  expired: 'This promo code has expired.',
  notYetValid: 'This promo code is not valid yet.',
  minHours: (hours: number) => `This code needs at least ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
  usedUp: 'This promo code has been used up.',
  usedUpByCustomer: 'You have already used this promo code as many times as it allows.',
  notForField: 'This promo code is not valid for this field.',
  applied: 'Promo code applied',
  removed: 'Promo code removed',
  // The company's form.
  codeFormat: `The code must be ${PROMOTION_LIMITS.codeMin} to ${PROMOTION_LIMITS.codeMax} letters or digits`,
  codeTaken: 'You already have a promotion with this code',
  discountRange: `The discount must be a whole percentage from ${PROMOTION_LIMITS.discountMin} to ${PROMOTION_LIMITS.discountMax}`,
  minHoursRange: `The minimum must be a whole number of hours from 0 to ${PROMOTION_LIMITS.minHoursMax}`,
  usesRange: 'Enter a whole number of at least 1, or leave it empty for no limit',
  validFrom: 'Enter the date the promotion starts',
  validTo: 'Enter the date the promotion ends',
  validToAfterFrom: 'The end must be after the start',
  fieldsNotOwned: "Choose among your company's fields",
  tooManyFields: `Choose at most ${PROMOTION_LIMITS.fieldsMax} fields`,
  promotionNotFound: 'Promotion not found',
  inUse: 'This promotion cannot be deleted now. Deactivate it instead.',
  created: 'Promotion created',
  updated: 'Promotion saved',
  deleted: 'Promotion deleted',
} as const;
