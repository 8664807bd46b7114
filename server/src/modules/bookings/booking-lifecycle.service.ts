import {
  BOOKING_ERROR_CODES as CODES, BOOKING_MESSAGES as M,
  type Booking, type BookingCancelResult, type BookingList, type BookingStatus, type CheckIn, type CompanyBookingListQuery,
} from '@pitchside/shared-api/contracts/booking';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, notFound } from '../../lib/errors.js';
import type { Actor, CompanyScope } from '../../lib/actor.js';
import { ignoreBookingEvents, type BookingEventSink } from './booking-events.js';
import type { BookingMoney, PendingRefund } from './booking-money.js';
import type { BookingChangeRepository } from './booking-change.repository.js';
import type { BookingReadRepository } from './booking-read.repository.js';
import { recordActivity } from '../activity/activity-log.js';

const stateChange = () => new DomainError('conflict', CODES.invalidBookingState, M.stateChange);

/** What a cancellation now refunds under the booking's policy: all until `freeUntil`, then the late share. */
export function refundDue(booking: Pick<Booking, 'start' | 'cancellationPolicy'>, paidLeft: number, now: Date): number {
  if (paidLeft <= 0) return 0;
  if (now.getTime() <= Date.parse(booking.cancellationPolicy.freeUntil)) return paidLeft;
  return Math.floor((paidLeft * booking.cancellationPolicy.lateRefundPercent) / 100);
}

/**
 * Cancellation, confirmation and decline (docs/product/states.md#booking). Every change is a compare-and-swap on the booking's
 * status, made in one transaction with the record of its refund; the processor is asked after the commit and
 * the refund settled then (or by the upkeep loop after a crash), so acting twice never refunds twice.
 */
export class BookingLifecycleService {
  constructor(
    private readonly db: Db,
    private readonly bookings: BookingReadRepository,
    private readonly changes: BookingChangeRepository,
    private readonly money: BookingMoney,
    private readonly clock: Clock,
    private readonly verifyPass: (token: string) => string | null,
    /** Writes a booking notice's job in the transaction of the change. */
    private readonly notify: BookingEventSink = ignoreBookingEvents,
  ) {}

  /** What cancelling now would refund the customer (for the dialog, before they confirm). */
  async refundIfCancelledNow(booking: Booking): Promise<number> {
    if (booking.status === 'cancelled' || Date.parse(booking.start) <= this.clock.now().getTime()) return 0;
    const payment = await this.money.refundable(booking.id);
    return payment ? refundDue(booking, payment.left, this.clock.now()) : 0;
  }

  /** The customer cancels before the start; the policy decides the refund. */
  async cancelByCustomer(actor: Actor, id: string, reason: string | undefined): Promise<BookingCancelResult> {
    const current = await this.bookings.findForCustomer(id, actor.userId);
    if (!current) throw notFound(M.notFound);
    if (current.status === 'cancelled') throw stateChange();
    const now = this.clock.now();
    if (Date.parse(current.start) <= now.getTime()) throw new DomainError('conflict', CODES.alreadyStarted, M.alreadyStarted);
    return this.cancel(id, { customerId: actor.userId }, ['pending', 'confirmed'], reason ?? null, actor.userId,
      (paidLeft) => refundDue(current, paidLeft, now), 'booking.cancelled');
  }

  async listForCompany({ companyId }: CompanyScope, query: CompanyBookingListQuery): Promise<BookingList> {
    const { bookings, total } = await this.bookings.listForCompany(companyId, query);
    return { bookings, pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
  }

  /** A manager confirms a paid pending booking; an unpaid hold needs its payment first. */
  async confirm({ companyId, actor }: CompanyScope, id: string, note: string | undefined): Promise<Booking> {
    const now = this.clock.now();
    const confirmed = await this.db.transaction(async (tx) => {
      const booking = await this.changes.confirm(tx, id, companyId, note || null, now);
      if (!booking) return undefined;
      await this.notify(tx, { kind: 'confirmed', bookingId: id });
      await recordActivity(tx, {
        companyId, actorId: actor.userId, action: 'booking.confirmed', targetType: 'booking', targetId: id, targetLabel: booking.bookingNumber,
        details: note ? { note } : {}, at: now,
      });
      return booking;
    });
    if (confirmed) return confirmed;
    const current = await this.bookings.findForCompany(id, companyId);
    if (!current) throw notFound(M.notFound);
    if (current.status === 'pending' && current.holdExpiresAt !== null) throw new DomainError('conflict', CODES.paymentRequired, M.paymentRequired);
    throw stateChange();
  }

  /** A manager declines a pending booking: cancelled and fully refunded. */
  async decline({ companyId, actor }: CompanyScope, id: string, reason: string | undefined): Promise<BookingCancelResult> {
    return this.cancel(id, { companyId }, ['pending'], reason ?? null, actor.userId, (left) => left, 'booking.declined');
  }

  /** A manager cancels a pending or confirmed booking: cancelled and fully refunded. */
  async cancelByCompany({ companyId, actor }: CompanyScope, id: string, reason: string | undefined): Promise<BookingCancelResult> {
    return this.cancel(id, { companyId }, ['pending', 'confirmed'], reason ?? null, actor.userId, (left) => left,
      'booking.cancelled');
  }

  private async cancel(id: string, scope: { customerId: string } | { companyId: string }, from: readonly BookingStatus[],
    reason: string | null, by: string, refundOf: (paidLeft: number) => number, action: 'booking.cancelled' | 'booking.declined'): Promise<BookingCancelResult> {
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      const cancelled = await this.changes.cancel(tx, id, scope, from, reason, now);
      if (!cancelled) return undefined;
      await this.money.cancelUncollected(tx, id, now);
      const payment = await this.money.refundable(id, tx);
      const amount = payment ? refundOf(payment.left) : 0;
      const refund = payment && amount > 0 ? await this.money.recordRefund(tx, payment.paymentId, amount, reason, by, now) : undefined;
      await this.notify(tx, { kind: 'cancelled', bookingId: id, refundAmount: refund?.amount ?? 0 });
      await recordActivity(tx, {
        companyId: cancelled.company.id, actorId: by, action, targetType: 'booking', targetId: id, targetLabel: cancelled.bookingNumber,
        details: { ...(reason ? { reason } : {}), refund: refund?.amount ?? 0, currency: cancelled.currency }, at: now,
      });
      return { booking: cancelled, refund, currency: cancelled.currency };
    });
    if (!outcome) {
      const exists = 'customerId' in scope ? await this.bookings.findForCustomer(id, scope.customerId) : await this.bookings.findForCompany(id, scope.companyId);
      throw exists ? stateChange() : notFound(M.notFound);
    }
    const refund: PendingRefund | undefined = outcome.refund;
    // The cancellation stands once committed; a processor that cannot be reached now leaves the refund
    // `processing` for the upkeep loop to settle.
    const status = refund ? await refund.settle().catch(() => 'processing' as const) : undefined;
    return {
      booking: outcome.booking,
      refund: refund && status ? { amount: refund.amount, currency: outcome.currency, status } : null,
    };
  }

  /**
   * Staff check a player in by the pass (its signature names the booking) or by the confirmation code:
   * once, for a confirmed booking of their company, from the company's opening minutes before the start
   * until the end.
   */
  async checkIn({ companyId, actor }: CompanyScope, request: CheckIn): Promise<Booking> {
    const id = 'token' in request
      ? this.verifyPass(request.token)
      : await this.bookings.idByConfirmationCode(request.confirmationCode.trim().toUpperCase(), companyId);
    if ('token' in request && !id) throw new DomainError('invalid', CODES.invalidPass, M.invalidPass);
    if (!id) throw notFound(M.notFound);
    const now = this.clock.now();
    const checkedIn = await this.db.transaction(async (tx) => {
      const booking = await this.changes.checkIn(id, companyId, now, tx);
      if (booking) {
        await recordActivity(tx, {
          companyId, actorId: actor.userId, action: 'booking.checked_in', targetType: 'booking', targetId: id, targetLabel: booking.bookingNumber,
          details: { by: 'token' in request ? 'pass' : 'code' }, at: now,
        });
      }
      return booking;
    });
    if (checkedIn) return checkedIn;
    const booking = await this.bookings.findForCompany(id, companyId);
    if (!booking) throw notFound(M.notFound);
    if (booking.status === 'cancelled') throw new DomainError('conflict', CODES.bookingCancelled, M.bookingCancelledCheckIn);
    if (booking.status !== 'confirmed') throw new DomainError('conflict', CODES.invalidBookingState, M.notConfirmed);
    if (booking.checkedInAt) throw new DomainError('conflict', CODES.alreadyCheckedIn, M.alreadyCheckedIn);
    if (now.getTime() >= Date.parse(booking.end)) throw new DomainError('conflict', CODES.checkInClosed, M.checkInClosed);
    throw new DomainError('conflict', CODES.checkInNotOpen, M.checkInNotOpen(await this.bookings.checkInOpensMinutes(companyId)));
  }
}
