import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import QRCode from 'qrcode';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '@pitchside/shared-api/contracts/admin';
import {
  BOOKING_ERROR_CODES as CODES, BOOKING_MESSAGES as M,
  type Booking, type BookingCreate, type BookingDetails, type BookingList, type BookingListQuery,
} from '@pitchside/shared-api/contracts/booking';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, conflict, forbidden, isExclusionViolation, notFound, unprocessable } from '../../lib/errors.js';
import { computeAvailability } from '../fields/availability.js';
import type { AvailabilityRepository } from '../fields/availability.repository.js';
import { bookingNumber, confirmationCode } from './booking-codes.js';
import { isCodeTaken, type BookingRepository, type HoldContext, type NewBooking } from './booking.repository.js';
import { isKeyTaken, replayOf, requestHash, type Answer, type IdempotencyRepository, type StoredAnswer } from '../idempotency/idempotency.repository.js';

const MINUTE = 60_000;
const CREATE_SCOPE = 'POST /bookings';
/** Draws of a booking number and confirmation code before a collision with existing ones is given up on. */
const CODE_ATTEMPTS = 3;

const slotUnavailable = () => conflict(M.slotUnavailable, CODES.slotUnavailable);

/** The requested slots are taken (booked or blocked) in the snapshot the request read. */
class SlotTaken extends DomainError {
  constructor() {
    super('conflict', CODES.slotUnavailable, M.slotUnavailable);
  }
}

/** The slots a booking takes and what they cost, or why it cannot have them. */
function takeSlots(context: HoldContext, request: BookingCreate, now: Date) {
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

/** Booking rules (docs/product/states.md#booking): holds, prices, the customer's bookings and the pass. */
export class BookingService {
  constructor(
    private readonly db: Db,
    private readonly bookings: BookingRepository,
    private readonly calendars: AvailabilityRepository,
    private readonly idempotency: IdempotencyRepository,
    private readonly clock: Clock,
    private readonly passSecret: string,
  ) {}

  /**
   * Holds the requested slots as a pending booking. The same key with the same body replays the first
   * answer (even once the slot is taken by that very booking); the same key with another body is 422.
   * Only a created booking is stored against the key: a refusal can be retried with the same key.
   * One read (field, rules, calendar and the key's stored answer, from one snapshot) and, for a booking
   * that can exist, one statement that inserts it with its key.
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
    const context = await this.bookings.holdContext(request.fieldId, request.date, now, { userId: actor.userId, scope: CREATE_SCOPE, key });
    if (!context) {
      const stored = await storedNow();
      if (stored) return stored;
      throw notFound('Field not found');
    }
    const earlier = replay(context.stored);
    if (earlier) return earlier;
    let booking: NewBooking;
    try {
      booking = this.newBooking(actor, request, context, now);
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
        data: this.bookings.heldBooking(booking, context.labels, context.timezone, now), message: M.created,
      };
      try {
        // The key's primary key makes a concurrent attempt with the same key fail here (the booking is not inserted).
        const inserted = await this.bookings.insertHold(booking, now, context.hasLapsedHold,
          { userId: actor.userId, scope: CREATE_SCOPE, key, answer: { requestHash: hash, response: answer } });
        if (inserted) return answer;
        break;
      } catch (error) {
        // The random booking number or confirmation code is already someone's (rare): draw others.
        if (isCodeTaken(error) && attempt < CODE_ATTEMPTS) {
          booking = { ...booking, bookingNumber: bookingNumber(now), confirmationCode: confirmationCode() };
          continue;
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

  /** The booking the request asks for, priced, or the reason it cannot exist. */
  private newBooking(actor: Actor, request: BookingCreate, context: HoldContext, now: Date): NewBooking {
    if (context.publicationState !== 'published') throw notFound('Field not found');
    if (context.companySuspended) throw conflict(ADMIN_MESSAGES.bookingSuspended, ADMIN_ERROR_CODES.companySuspended);
    if (context.status !== 'active') throw conflict(M.notBookable, CODES.slotUnavailable);
    if (request.groupSize !== undefined && request.groupSize > context.capacity) {
      throw unprocessable(M.groupTooLarge(context.capacity), CODES.groupTooLarge);
    }
    const { run, subtotal } = takeSlots(context, request, now);
    const tax = Math.round((subtotal * context.rules.taxRateBp) / 10_000);
    const processingFee = context.rules.processingFee;
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
      price: { subtotal, discount: 0, tax, processingFee, total: subtotal + tax + processingFee },
      currency: context.currency,
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
    return this.bookings.expireHolds(this.db, this.clock.now());
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
