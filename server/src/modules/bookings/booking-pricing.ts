import { TZDate } from '@date-fns/tz';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '@pitchside/shared-api/contracts/admin';
import { BOOKING_ERROR_CODES as CODES, BOOKING_MESSAGES as M, type BookingCreate, type PriceBreakdown } from '@pitchside/shared-api/contracts/booking';
import { PROMOTION_ERROR_CODES as PROMO, PROMOTION_MESSAGES as P } from '@pitchside/shared-api/contracts/promotion-constants';
import { DomainError, conflict, notFound, unprocessable } from '../../lib/errors.js';
import { computeAvailability } from '../fields/availability.js';
import type { HoldContext } from './booking-hold.repository.js';
import type { BookingPromotion, PromotionUses } from './booking-promotions.js';

export const MINUTE = 60_000;

const slotUnavailable = () => conflict(M.slotUnavailable, CODES.slotUnavailable);

/** The requested slots are taken (booked or blocked) in the snapshot the request read. */
export class SlotTaken extends DomainError {
  constructor() {
    super('conflict', CODES.slotUnavailable, M.slotUnavailable);
  }
}

/** Refuses a field that cannot be booked now: not published, its company suspended, or closed. */
export function refuseUnbookable(context: HoldContext): void {
  if (context.publicationState !== 'published') throw notFound('Field not found');
  if (context.companySuspended) throw conflict(ADMIN_MESSAGES.bookingSuspended, ADMIN_ERROR_CODES.companySuspended);
  if (context.status !== 'active') throw conflict(M.notBookable, CODES.slotUnavailable);
}

/** The slots a booking takes and what they cost, or why it cannot have them. */
export function takeSlots(context: HoldContext, request: Pick<BookingCreate, 'date' | 'startTime' | 'duration'>, now: Date) {
  const weekday = new Date(`${request.date}T00:00:00Z`).getUTCDay();
  const schedule = context.schedules.find((s) => s.dayOfWeek === weekday && s.isActive);
  if (!schedule) throw unprocessable(M.startNotOnGrid, CODES.slotUnavailable);
  const slotMinutes = schedule.slotDuration;
  if (request.duration % slotMinutes !== 0) throw unprocessable(M.durationStep(slotMinutes), CODES.invalidDuration);
  if (request.duration < slotMinutes) throw unprocessable(M.minimumDuration(slotMinutes), CODES.invalidDuration);
  if (request.duration > context.rules.maxDurationMinutes) throw unprocessable(M.maximumDuration(context.rules.maxDurationMinutes), CODES.invalidDuration);

  const { days, timezone } = computeAvailability({ ...context, from: request.date, days: 1, now, fieldStatus: context.status });
  const slots = days[0]?.slots ?? [];
  const first = slots.findIndex((slot) => slot.startTime === request.startTime);
  if (first < 0) {
    // Slots that have started are not offered; a start that is not on the day's grid never was.
    const [year, month, day] = request.date.split('-').map(Number) as [number, number, number];
    const [hours, minutes] = request.startTime.split(':').map(Number) as [number, number];
    const started = new TZDate(year, month - 1, day, hours, minutes, timezone).getTime() <= now.getTime();
    throw unprocessable(started ? M.inThePast : M.startNotOnGrid, CODES.slotUnavailable);
  }
  const run = slots.slice(first, first + request.duration / slotMinutes);
  if (run.length * slotMinutes !== request.duration) throw slotUnavailable();
  for (let i = 1; i < run.length; i += 1) {
    // Consecutive on the grid: the next slot starts one break after this one ends (a skipped DST hour breaks the run).
    if (Date.parse(run[i]!.start) - Date.parse(run[i - 1]!.end) !== schedule.breakDuration * MINUTE) throw slotUnavailable();
  }
  if (run.some((slot) => slot.status !== 'available')) throw new SlotTaken();
  return { run, timezone, subtotal: run.reduce((sum, slot) => sum + slot.price, 0) };
}

/**
 * The price of a booking (docs/product/entities.md#price-breakdown): the discount is taken off the subtotal, the
 * tax is the company's rate on what is left, the processing fee comes on top. Each share is rounded to the
 * nearest minor unit, half away from zero, as the tax always was.
 */
export function priceOf(subtotal: number, discountPercent: number, taxRateBp: number, processingFee: number): PriceBreakdown {
  const discount = Math.round((subtotal * discountPercent) / 100);
  const taxed = subtotal - discount;
  const tax = Math.round((taxed * taxRateBp) / 10_000);
  return { subtotal, discount, tax, processingFee, total: taxed + tax + processingFee };
}

const refusal = (message: string, code: string, details?: unknown) =>
  new DomainError('unprocessable', code, message, details === undefined ? {} : { details });

/** What the code is used for: the booking's field and length, and when it is used. */
export interface PromotionUse {
  fieldId: string;
  durationMinutes: number;
  now: Date;
}

/**
 * Why the promotion cannot discount this booking, or undefined when it can (its limits aside, see
 * `refuseUsedUp`). Validity is read when the code is used (the hold, or the code given to a hold), not at
 * the time of the game.
 */
export function promotionRefusal(promotion: BookingPromotion | undefined, use: PromotionUse): DomainError | undefined {
  if (!promotion) return refusal(P.notFound, PROMO.notFound);
  const now = use.now.getTime();
  if (!promotion.active) return refusal(P.expired, PROMO.expired, { reason: 'inactive' });
  if (now < promotion.validFrom.getTime()) return refusal(P.notYetValid, PROMO.expired, { reason: 'not_started', validFrom: promotion.validFrom.toISOString() });
  if (now >= promotion.validTo.getTime()) return refusal(P.expired, PROMO.expired, { reason: 'ended' });
  if (promotion.fieldIds.length > 0 && !promotion.fieldIds.includes(use.fieldId)) return refusal(P.notForField, PROMO.notForField);
  if (use.durationMinutes < promotion.minHours * 60) return refusal(P.minHours(promotion.minHours), PROMO.minHours, { minHours: promotion.minHours });
  return undefined;
}

/** The promotion's limits against its uses so far (this booking left out): the refusal once one is reached. */
export function usedUpRefusal(promotion: BookingPromotion, uses: PromotionUses): DomainError | undefined {
  if (promotion.maxUses !== null && uses.total >= promotion.maxUses) return refusal(P.usedUp, PROMO.usedUp, { limit: 'total' });
  if (promotion.maxUsesPerCustomer !== null && uses.customer >= promotion.maxUsesPerCustomer) {
    return refusal(P.usedUpByCustomer, PROMO.usedUp, { limit: 'customer' });
  }
  return undefined;
}
