import { PROMOTION_ERROR_CODES } from './promotion-constants.js';

// The e-mail of a promotion to the company's past customers (GET|POST /companies/promotions/:id/announce; the
// shapes are in ./promotion.ts): who receives it, once per promotion. docs/product/emails.md#promotions.

export const PROMOTION_ANNOUNCEMENT_ERROR_CODES = {
  /** A promotion is sent once: a second POST is 409. */
  alreadyAnnounced: 'PROMOTION_ALREADY_ANNOUNCED',
  /** Switched off or over: 422. */
  expired: PROMOTION_ERROR_CODES.expired,
} as const;

export const PROMOTION_ANNOUNCEMENT_MESSAGES = {
  alreadyAnnounced: 'This promotion has already been sent to your customers',
  expired: 'Only a promotion that is switched on and not over can be sent to your customers',
  announced: 'The promotion is on its way to your customers',
} as const;
