import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { BOOKING_ERROR_CODES as CODES, BOOKING_MESSAGES as M, type Booking } from '@pitchside/shared-api/contracts/booking';
import type { PromotionCheck } from '@pitchside/shared-api/contracts/promotion';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, conflict, invalidField, notFound, unprocessable } from '../../lib/errors.js';
import { MINUTE, priceOf, promotionRefusal, refuseUnbookable, takeSlots, usedUpRefusal } from './booking-pricing.js';
import type { BookingPromotions } from './booking-promotions.js';
import type { BookingChangeRepository, HeldForPricing } from './booking-change.repository.js';
import type { BookingHoldRepository } from './booking-hold.repository.js';
import type { BookingReadRepository } from './booking-read.repository.js';

/** Never an Idempotency-Key's scope: the check reads the hold's context without any stored answer. */
const CHECK_SCOPE = 'GET promotion check';

/** A hold whose price may still change: pending, its hold live, no payment of it made or being charged. */
function refuseFixedPrice(held: HeldForPricing, now: Date): void {
  if (held.status !== 'pending' || held.holdExpiresAt === null || held.hasPayment) {
    throw new DomainError('conflict', CODES.invalidBookingState, M.stateChange);
  }
  if (held.holdExpiresAt.getTime() <= now.getTime()) throw conflict(M.holdExpired, CODES.holdExpired);
}

/**
 * Promo codes on the customer's side (docs/product/entities.md#promotion): what a code would take off a
 * booking before it is held, and a code given to (or taken off) a hold at the wizard's payment step, which
 * re-prices it. A use is taken under the promotion's lock, then the booking's, as a new hold takes it.
 */
export class BookingPromoService {
  constructor(
    private readonly db: Db,
    private readonly bookings: BookingReadRepository,
    private readonly holds: BookingHoldRepository,
    private readonly changes: BookingChangeRepository,
    private readonly promotions: BookingPromotions,
    private readonly clock: Clock,
  ) {}

  /** The price of the slots from `start` to `end` with the code, or why the code would be refused (nothing is held). */
  async check(actor: Actor, fieldId: string, code: string, start: string, end: string): Promise<PromotionCheck> {
    const now = this.clock.now();
    const zone = await this.bookings.fieldZone(fieldId);
    if (!zone) throw notFound('Field not found');
    const minutes = (Date.parse(end) - Date.parse(start)) / MINUTE;
    if (!(minutes > 0)) throw invalidField('end', 'The end must be after the start');
    const local = new TZDate(Date.parse(start), zone.timezone);
    const date = format(local, 'yyyy-MM-dd');
    const context = await this.holds.holdContext(fieldId, date, now, { userId: actor.userId, scope: CHECK_SCOPE, key: '' });
    if (!context) throw notFound('Field not found');
    refuseUnbookable(context);
    // The slots between the instants: n slots and the n − 1 breaks between them.
    const schedule = context.schedules.find((s) => s.dayOfWeek === local.getDay() && s.isActive);
    const slots = schedule ? (minutes + schedule.breakDuration) / (schedule.slotDuration + schedule.breakDuration) : 0;
    if (!schedule || !Number.isInteger(slots) || slots < 1) throw unprocessable(M.startNotOnGrid, CODES.slotUnavailable);
    const duration = slots * schedule.slotDuration;
    const { subtotal } = takeSlots(context, { date, startTime: format(local, 'HH:mm'), duration }, now);

    const promotion = await this.promotions.find(context.companyId, code);
    const refused = promotionRefusal(promotion, { fieldId, durationMinutes: duration, now })
      ?? usedUpRefusal(promotion!, await this.promotions.uses(this.db, promotion!.id, actor.userId, now));
    if (refused) throw refused;
    return {
      code: promotion!.code,
      discountPercent: promotion!.discountPercent,
      price: priceOf(subtotal, promotion!.discountPercent, context.rules.taxRateBp, context.rules.processingFee),
      currency: context.currency,
    };
  }

  /** Gives the code to the customer's hold and re-prices it (the same code again changes nothing). */
  async apply(actor: Actor, bookingId: string, code: string): Promise<Booking> {
    const booking = await this.bookings.findForCustomer(bookingId, actor.userId);
    if (!booking) throw notFound(M.notFound);
    const now = this.clock.now();
    const found = await this.promotions.find(booking.company.id, code);
    const missing = found ? undefined : promotionRefusal(undefined, { fieldId: booking.field.id, durationMinutes: booking.duration, now });
    if (missing) throw missing;
    return this.db.transaction(async (tx) => {
      const promotion = await this.promotions.lock(tx, found!.id);
      const held = await this.changes.lockForPricing(tx, bookingId, actor.userId);
      if (!held) throw notFound(M.notFound);
      refuseFixedPrice(held, now);
      const refused = promotionRefusal(promotion, { fieldId: held.fieldId, durationMinutes: held.durationMinutes, now })
        ?? usedUpRefusal(promotion!, await this.promotions.uses(tx, promotion!.id, actor.userId, now, bookingId));
      if (refused) throw refused;
      const price = priceOf(held.subtotal, promotion!.discountPercent, held.taxRateBp, held.processingFee);
      return this.changes.reprice(tx, bookingId, price, promotion!, now);
    });
  }

  /** Takes the code off the customer's hold: full price again, and the promotion's use given back. */
  async remove(actor: Actor, bookingId: string): Promise<Booking> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const held = await this.changes.lockForPricing(tx, bookingId, actor.userId);
      if (!held) throw notFound(M.notFound);
      refuseFixedPrice(held, now);
      return this.changes.reprice(tx, bookingId, priceOf(held.subtotal, 0, held.taxRateBp, held.processingFee), null, now);
    });
  }
}
