import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import {
  BOOKING_ERROR_CODES as CODES, BOOKING_MESSAGES as M,
  type Booking, type BookingCreate, type BookingDetails, type BookingList, type BookingListQuery,
} from '@pitchside/shared-api/contracts/booking';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, conflict, forbidden, isExclusionViolation, notFound, unprocessable } from '../../lib/errors.js';
import type { AvailabilityRepository } from '../fields/availability.repository.js';
import { bookingNumber, confirmationCode } from './booking-codes.js';
import { MINUTE, SlotTaken, priceOf, promotionRefusal, refuseUnbookable, takeSlots, usedUpRefusal } from './booking-pricing.js';
import { noPromotions, type BookingPromotion, type BookingPromotions } from './booking-promotions.js';
import { isCodeTaken, type BookingHoldRepository, type HoldContext, type NewBooking } from './booking-hold.repository.js';
import type { BookingReadRepository } from './booking-read.repository.js';
import {
  isKeyTaken, replayOf, requestHash, type Answer, type IdempotencyRepository, type StoredAnswer, type Tx,
} from '../idempotency/idempotency.repository.js';

const CREATE_SCOPE = 'POST /bookings';
/** Draws of a booking number and confirmation code before a collision with existing ones is given up on. */
const CODE_ATTEMPTS = 3;

const slotUnavailable = () => conflict(M.slotUnavailable, CODES.slotUnavailable);

/** The promotion changed between the booking's pricing and its claim (its company edited it): price it again. */
class PromotionChanged extends Error {
  constructor(readonly promotion: BookingPromotion) {
    super('promotion changed');
  }
}

/** Booking rules (docs/product/states.md#booking): holds, prices, the customer's bookings and the pass. */
export class BookingService {
  constructor(
    private readonly db: Db,
    private readonly bookings: BookingReadRepository,
    private readonly holds: BookingHoldRepository,
    private readonly calendars: AvailabilityRepository,
    private readonly idempotency: IdempotencyRepository,
    private readonly clock: Clock,
    private readonly passSecret: string,
    private readonly promotions: BookingPromotions = noPromotions,
  ) {}

  /**
   * Holds the requested slots as a pending booking. The same key with the same body replays the first
   * answer (even once the slot is taken by that very booking); the same key with another body is 422.
   * Only a created booking is stored against the key: a refusal can be retried with the same key.
   * One read (field, rules, calendar and the key's stored answer, from one snapshot) and, for a booking
   * that can exist, one statement that inserts it with its key. A promo code is read with the booking's
   * other rules, then claimed in the insert's transaction under the promotion's lock (`claimUse`), so a
   * promotion's last use goes to exactly one of concurrent bookings and the others are refused.
   */
  async create(actor: Actor, request: BookingCreate, key: string): Promise<Answer<Booking>> {
    if (actor.role !== 'CUSTOMER') throw forbidden();
    const hash = requestHash(CREATE_SCOPE, request);
    const replay = (stored: StoredAnswer | null | undefined): Answer<Booking> | undefined => {
      if (!stored) return undefined;
      if (stored.requestHash !== hash) throw unprocessable(M.idempotencyMismatch, CODES.idempotencyMismatch);
      return replayOf<Booking>(stored);
    };
    const storedNow = async () => replay(await this.idempotency.find(this.db, actor.userId, CREATE_SCOPE, key));

    const now = this.clock.now();
    const context = await this.holds.holdContext(request.fieldId, request.date, now, { userId: actor.userId, scope: CREATE_SCOPE, key });
    if (!context) {
      const stored = await storedNow();
      if (stored) return stored;
      throw notFound('Field not found');
    }
    const earlier = replay(context.stored);
    if (earlier) return earlier;
    let booking: NewBooking;
    let promotion: BookingPromotion | undefined;
    try {
      promotion = request.promoCode ? await this.promotions.find(context.companyId, request.promoCode) : undefined;
      booking = this.newBooking(actor, request, context, now, request.promoCode ? { found: promotion } : undefined);
    } catch (error) {
      // Slots taken in the snapshot were not taken by this key: its booking and its key are written together,
      // so the snapshot would have shown the key. Any other refusal may meet a concurrent attempt with this key
      // that has just succeeded: its answer is ours.
      const concurrent = error instanceof SlotTaken ? undefined : await storedNow();
      if (concurrent) return concurrent;
      throw error;
    }
    for (let attempt = 1; ; attempt += 1) {
      const answer: Answer<Booking> = {
        data: this.holds.heldBooking(booking, context.labels, context.timezone, now), message: M.created,
      };
      try {
        // The key's primary key makes a concurrent attempt with the same key fail here (the booking is not inserted).
        const inserted = await this.holds.insertHold(booking, now, context.hasLapsedHold,
          { userId: actor.userId, scope: CREATE_SCOPE, key, answer: { requestHash: hash, response: answer } },
          promotion && ((tx) => this.claimUse(tx, promotion!, actor.userId, booking, now)));
        if (inserted) return answer;
        break;
      } catch (error) {
        // The random booking number or confirmation code is already someone's (rare): draw others.
        if (isCodeTaken(error) && attempt < CODE_ATTEMPTS) {
          booking = { ...booking, bookingNumber: bookingNumber(now), confirmationCode: confirmationCode() };
          continue;
        }
        if (error instanceof PromotionChanged && attempt < CODE_ATTEMPTS) {
          promotion = error.promotion;
          booking = this.newBooking(actor, request, context, now, { found: promotion });
          continue;
        }
        // Refused under the promotion's lock: unless a concurrent attempt with this key took the use itself.
        if (error instanceof DomainError) {
          const concurrent = await storedNow();
          if (concurrent) return concurrent;
          throw error;
        }
        if (!isExclusionViolation(error) && !isKeyTaken(error)) throw error;
        break;
      }
    }
    // Taken by a concurrent attempt with this very key (its answer is ours), or by someone else.
    const concurrent = await storedNow();
    if (concurrent) return concurrent;
    throw slotUnavailable();
  }

  /**
   * Takes one use of the promotion for `booking`, in the transaction that inserts it: under the promotion's
   * lock, checks it as it is now (refusals thrown) and counts the uses committed so far.
   */
  private async claimUse(tx: Tx, promotion: BookingPromotion, customerId: string, booking: NewBooking, now: Date): Promise<void> {
    const current = await this.promotions.lock(tx, promotion.id);
    const refused = promotionRefusal(current, { fieldId: booking.fieldId, durationMinutes: booking.duration, now });
    if (refused) throw refused;
    if (current!.discountPercent !== promotion.discountPercent) throw new PromotionChanged(current!);
    const exhausted = usedUpRefusal(current!, await this.promotions.uses(tx, promotion.id, customerId, now));
    if (exhausted) throw exhausted;
  }

  /**
   * The booking the request asks for, priced, or the reason it cannot exist. With a code (`promo`), the
   * promotion it names must discount this booking; its limits are checked when it is claimed.
   */
  private newBooking(actor: Actor, request: BookingCreate, context: HoldContext, now: Date,
    promo?: { found: BookingPromotion | undefined }): NewBooking {
    refuseUnbookable(context);
    if (request.groupSize !== undefined && request.groupSize > context.capacity) {
      throw unprocessable(M.groupTooLarge(context.capacity), CODES.groupTooLarge);
    }
    const { run, subtotal } = takeSlots(context, request, now);
    const promotion = promo?.found;
    if (promo) {
      const refused = promotionRefusal(promotion, { fieldId: context.fieldId, durationMinutes: request.duration, now });
      if (refused) throw refused;
    }
    return {
      id: randomUUID(),
      bookingNumber: bookingNumber(now),
      confirmationCode: confirmationCode(),
      companyId: context.companyId,
      fieldId: context.fieldId,
      customerId: actor.userId,
      start: new Date(run[0]!.start),
      end: new Date(run.at(-1)!.end),
      date: request.date,
      startTime: run[0]!.startTime,
      endTime: run.at(-1)!.endTime,
      duration: request.duration,
      holdExpiresAt: new Date(now.getTime() + context.rules.holdMinutes * MINUTE),
      price: priceOf(subtotal, promotion?.discountPercent ?? 0, context.rules.taxRateBp, context.rules.processingFee),
      currency: context.currency,
      promotionId: promotion?.id ?? null,
      promoCode: promotion?.code ?? null,
      fullName: request.fullName,
      email: request.email,
      phone: request.phone,
      notes: request.notes || null,
      groupName: request.groupName || null,
      groupSize: request.groupSize ?? null,
      contactPerson: request.contactPerson || null,
    };
  }

  async list(actor: Actor, query: BookingListQuery): Promise<BookingList> {
    const { bookings, total } = await this.bookings.listForCustomer(actor.userId, query, this.clock.now());
    return { bookings, pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
  }

  /** A customer's own booking with its pass; anyone else's is 404. */
  async get(actor: Actor, id: string): Promise<Omit<BookingDetails, 'refundIfCancelledNow' | 'hasReceipt'>> {
    const booking = await this.bookings.findForCustomer(id, actor.userId);
    if (!booking) throw notFound(M.notFound);
    const pass = this.passToken(booking);
    return {
      ...booking,
      qrCode: await QRCode.toDataURL(pass, { errorCorrectionLevel: 'M', margin: 1, width: 320 }),
      calendarUrl: `/api/v1/bookings/${booking.id}/calendar.ics?pass=${encodeURIComponent(pass)}`,
    };
  }

  /** The booking its pass names (the calendar link of a calendar application, which has no session). */
  async getByPass(id: string, pass: string): Promise<Booking> {
    const booking = this.verifyPassToken(pass) === id ? await this.bookings.find(id) : undefined;
    if (!booking) throw notFound(M.notFound);
    return booking;
  }

  /** Cancels every lapsed hold (the expiry sweep); answers how many were cancelled. */
  expireHolds(): Promise<number> {
    return this.holds.expireHolds(this.db, this.clock.now());
  }

  /** The pass's content: the booking id and its signature; check-in verifies it. */
  passToken(booking: Pick<Booking, 'id'>): string {
    return `${booking.id}.${this.sign(booking.id)}`;
  }

  /** The booking id a pass names, or null when its signature does not match. */
  verifyPassToken(token: string): string | null {
    const [id, signature] = token.split('.');
    if (!id || !signature) return null;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  private sign(id: string): string {
    return createHmac('sha256', this.passSecret).update(`check-in:${id}`).digest('base64url');
  }
}
