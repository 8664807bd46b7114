/**
 * What bookings need of promotions, as an interface bookings own and promotions implement
 * (promotions/promotion.repository.ts, wired in services.ts): the promotion a code names, its lock and its
 * uses. Bookings so never import the promotions module, which sits above them (eslint.config.mjs).
 */
import type { Executor } from '../../db/client.js';

/** A promotion as pricing a booking reads it. */
export interface BookingPromotion {
  id: string;
  companyId: string;
  /** As the company wrote it. */
  code: string;
  discountPercent: number;
  /** Whole hours; 0 = no minimum. */
  minHours: number;
  validFrom: Date;
  validTo: Date;
  active: boolean;
  /** Empty = every field of the company. */
  fieldIds: string[];
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
}

/** The bookings that count against a promotion's limits now: all of them, and one customer's. */
export interface PromotionUses {
  total: number;
  customer: number;
}

export interface BookingPromotions {
  /** The company's promotion with this code, whatever its letter case; undefined when there is none. */
  find(companyId: string, code: string, executor?: Executor): Promise<BookingPromotion | undefined>;
  /**
   * Locks the promotion's row until `tx` ends and answers it as it is now (undefined once deleted): uses
   * counted after this in `tx` stay true until it commits, since every use is taken under this lock.
   */
  lock(tx: Executor, promotionId: string): Promise<BookingPromotion | undefined>;
  /** Its uses at `now` (pending with a live hold, or paid, or confirmed), without the booking `except`. */
  uses(executor: Executor, promotionId: string, customerId: string, now: Date, except?: string): Promise<PromotionUses>;
}

/** No promotion exists (a booking service built without the promotions module, e.g. to replay the demo's history). */
export const noPromotions: BookingPromotions = {
  find: async () => undefined,
  lock: async () => undefined,
  uses: async () => ({ total: 0, customer: 0 }),
};
