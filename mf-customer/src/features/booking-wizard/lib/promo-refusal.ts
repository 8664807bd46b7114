import type { ApiError } from '@pitchside/shared-api/contracts/api-error';
import { PROMOTION_ERROR_CODES as PROMO } from '@pitchside/shared-api/contracts/promotion-constants';

/** A translation key of the `booking.promo.errors` texts, with its values. */
export interface PromoRefusalKey {
  key: string;
  values?: Record<string, number>;
}

const detailsOf = (error: ApiError): Record<string, unknown> =>
  (typeof error.details === 'object' && error.details !== null ? (error.details as Record<string, unknown>) : {});

/**
 * The words for a refused promo code (docs/product/messages.md#promotions), chosen by its code and details so
 * that they read in the customer's language; undefined for an answer that is not a code's refusal.
 */
export function promoRefusalKey(error: ApiError): PromoRefusalKey | undefined {
  const details = detailsOf(error);
  switch (error.code) {
    case PROMO.notFound:
      return { key: 'booking.promo.errors.notFound' };
    case PROMO.expired:
      return { key: details.reason === 'not_started' ? 'booking.promo.errors.notYetValid' : 'booking.promo.errors.expired' };
    case PROMO.minHours:
      return { key: 'booking.promo.errors.minHours', values: { count: Number(details.minHours) || 1 } };
    case PROMO.usedUp:
      return { key: details.limit === 'customer' ? 'booking.promo.errors.usedUpByCustomer' : 'booking.promo.errors.usedUp' };
    case PROMO.notForField:
      return { key: 'booking.promo.errors.notForField' };
    default:
      return undefined;
  }
}
