import {
  BOOKING_ERROR_CODES as BOOKING_CODES, BOOKING_MESSAGES,
} from '@pitchside/shared-api/contracts/booking';
import {
  CARD_ERROR_MESSAGES, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES as M, type BookingPay, type CardErrorCode, type PayResult,
} from '@pitchside/shared-api/contracts/payment';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../lib/actor.js';
import { DomainError, conflict, notFound, paymentFailed, unprocessable } from '../../lib/errors.js';
import type { BookingReadRepository } from '../bookings/booking-read.repository.js';
import type { Db } from '../../db/client.js';
import { replayOf, requestHash, type Answer, type IdempotencyRepository, type StoredAnswer } from '../idempotency/idempotency.repository.js';
import type { CardProcessor, CardToken, ProcessorResult } from './card-processor.js';
import type { PaymentMethodRepository } from './payment-method.repository.js';
import type { PaymentRepository, RefundStart, StartRefusal } from './payment.repository.js';

const cardError = (code: CardErrorCode) => paymentFailed(CARD_ERROR_MESSAGES[code], code);
/** The processor key of a payment's charge: one payment, one charge, however often it is retried. */
const chargeKey = (paymentId: string) => `charge:${paymentId}`;
/** The processor key of a refund. */
const refundKey = (refundId: string) => `refund:${refundId}`;
/** A request dies long before this; a payment still `processing` after it is recovered. */
export const IN_FLIGHT_GRACE_MS = 60_000;
/**
 * A retry with the payment's own key settles it itself once the first attempt has been silent this long (its
 * instance died, or its client gave up): the customer gets an answer in seconds rather than at the next upkeep.
 */
export const RETRY_SETTLES_AFTER_MS = 5_000;

const REFUSALS: Record<StartRefusal, () => DomainError> = {
  expired: () => conflict(M.holdExpired, BOOKING_CODES.holdExpired),
  paid: () => conflict(M.alreadyPaid, PAYMENT_ERROR_CODES.alreadyPaid),
  state: () => conflict(BOOKING_MESSAGES.stateChange, BOOKING_CODES.invalidBookingState),
  in_progress: () => conflict(M.requestInProgress, PAYMENT_ERROR_CODES.requestInProgress),
};

/**
 * Paying for a held booking (the booking wizard's payment step, docs/product/routes-and-screens.md). The payment is recorded before the processor is
 * called and settled after; a crash in between leaves a `processing` payment that `recoverInFlight`
 * settles from the processor's own record of the charge.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentRepository,
    private readonly cards: PaymentMethodRepository,
    private readonly bookings: BookingReadRepository,
    private readonly processor: CardProcessor,
    private readonly idempotency: IdempotencyRepository,
    private readonly clock: Clock,
  ) {}

  async pay(actor: Actor, bookingId: string, request: BookingPay, key: string): Promise<Answer<PayResult>> {
    const scope = `POST /bookings/${bookingId}/pay`;
    // The card's digits are part of the request's identity but must not be stored: hash them with the rest.
    const hash = requestHash(scope, request);
    const replay = (stored: StoredAnswer | undefined): Answer<PayResult> | undefined => {
      if (!stored) return undefined;
      if (stored.requestHash !== hash) throw unprocessable(BOOKING_MESSAGES.idempotencyMismatch, BOOKING_CODES.idempotencyMismatch);
      return replayOf<PayResult>(stored);
    };
    const earlier = replay(await this.idempotency.find(this.db, actor.userId, scope, key));
    if (earlier) return earlier;

    const booking = await this.payments.payableBooking(bookingId, actor.userId);
    if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
    const now = this.clock.now();
    let card: CardToken | null = null;
    let method: 'credit_card' | 'cash' = 'credit_card';
    if ('method' in request) {
      if (!booking.payOnSite) throw unprocessable(M.cashNotAccepted, PAYMENT_ERROR_CODES.cashNotAccepted);
      method = 'cash';
    } else if ('paymentMethodId' in request) {
      const saved = await this.cards.savedMethod({ userId: actor.userId }, request.paymentMethodId);
      if (!saved) throw notFound(M.methodNotFound);
      card = { token: saved.token, brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear };
    } else {
      const tokenized = await this.processor.tokenize(request.card);
      if (!tokenized.ok) throw cardError(tokenized.code);
      card = tokenized.value;
      if (request.saveCard) await this.cards.saveMethod({ userId: actor.userId }, card, request.card.holder.trim(), request.billingAddress ?? null, now);
    }

    const requestKey = `${actor.userId}:${key}`;
    const started = await this.payments.start(booking, actor.userId, method, card, requestKey, now);
    if (typeof started === 'string') {
      const concurrent = replay(await this.idempotency.find(this.db, actor.userId, scope, key));
      if (concurrent) return concurrent;
      // This key's payment went through but its answer was never stored (the request died): answer it now.
      const own = started === 'in_progress' ? await this.payments.startedBy(bookingId, requestKey) : undefined;
      if (own && own.status !== 'processing') return this.answer(actor, scope, key, hash, bookingId, own.id, method);
      // Still `processing`: the attempt that recorded it is working on it, or died. Past a short silence the
      // retry settles it as the upkeep would (same processor key, compare-and-swap: safe if it is alive).
      const [orphan] = own ? await this.payments.inFlight(new Date(now.getTime() - RETRY_SETTLES_AFTER_MS), own.id) : [];
      if (orphan) {
        const settled = await this.settle(orphan);
        if (!settled.ok) throw cardError(settled.code);
        return this.answer(actor, scope, key, hash, bookingId, orphan.id, method);
      }
      throw REFUSALS[started]();
    }
    if (card) {
      const charged = await this.processor.charge({
        token: card.token, amount: started.amount, currency: booking.currency, description: `Booking of ${booking.fieldName}`,
        idempotencyKey: chargeKey(started.paymentId),
      });
      if (!charged.ok) {
        // The hold stays: the customer may try another card (with a new key) until it lapses.
        await this.payments.fail(started.paymentId, charged.code, this.clock.now());
        throw cardError(charged.code);
      }
      await this.payments.complete(started.paymentId, charged.value.chargeId, this.clock.now());
    }

    return this.answer(actor, scope, key, hash, bookingId, started.paymentId, method);
  }

  /** The answer of a settled payment, stored against the key (unless a concurrent request stored it first). */
  private async answer(actor: Actor, scope: string, key: string, hash: string, bookingId: string, paymentId: string,
    method: 'credit_card' | 'cash'): Promise<Answer<PayResult>> {
    const result: PayResult = {
      booking: (await this.bookings.find(bookingId))!,
      payment: (await this.payments.find(paymentId))!,
    };
    const message = method === 'cash' ? M.cashReserved : result.booking.status === 'confirmed' ? M.paid : M.paidAwaitingConfirmation;
    const answer: Answer<PayResult> = { data: result, message };
    return this.db.transaction(async (tx) => {
      const stored = await this.idempotency.lockAndFind(tx, actor.userId, scope, key);
      if (stored) return replayOf<PayResult>(stored);
      await this.idempotency.store(tx, actor.userId, scope, key, { requestHash: hash, response: answer }, this.clock.now());
      return answer;
    });
  }

  /**
   * Settles payments (and refunds) left `processing` for longer than `graceMs` by a request that died between
   * recording them and settling them. Safe even while another instance is still working on one: every
   * processor call carries the key derived from the payment or refund, and settling is a compare-and-swap.
   * The processor is asked what became of the operation; one it never received is made now, with that key.
   */
  async recoverInFlight(graceMs = IN_FLIGHT_GRACE_MS): Promise<number> {
    const now = this.clock.now();
    const stuck = await this.payments.inFlight(new Date(now.getTime() - graceMs));
    for (const payment of stuck) await this.settle(payment);
    const refunds = await this.payments.refundsInFlight(new Date(now.getTime() - graceMs));
    for (const refund of refunds) await this.settleRefund(refund);
    return stuck.length + refunds.length;
  }

  /**
   * Asks the processor for a recorded refund (its key is derived from the refund, so a retry never refunds
   * twice) and settles it. Answers the refund's final status.
   */
  async settleRefund(refund: RefundStart): Promise<'completed' | 'failed'> {
    const key = refundKey(refund.refundId);
    let result: ProcessorResult<{ id: string }> | undefined = await this.processor.lookup(key);
    if (!result) {
      const refunded = await this.processor.refund({ chargeId: refund.chargeId, amount: refund.amount, idempotencyKey: key });
      result = refunded.ok ? { ok: true, value: { id: refunded.value.refundId } } : refunded;
    }
    if (result.ok) await this.payments.completeRefund(refund.refundId, result.value.id, this.clock.now());
    else await this.payments.failRefund(refund.refundId, this.clock.now());
    return result.ok ? 'completed' : 'failed';
  }

  /** Settles a payment left `processing` from the processor's record of its charge; answers that record. */
  private async settle(payment: Awaited<ReturnType<PaymentRepository['inFlight']>>[number]): Promise<ProcessorResult<{ id: string }>> {
    const result = await this.chargeOutcome(payment);
    if (result.ok) await this.payments.complete(payment.id, result.value.id, this.clock.now());
    else await this.payments.fail(payment.id, result.code, this.clock.now());
    return result;
  }

  /** What the processor has for the payment's charge; a charge it never received is made now, with the same key. */
  private async chargeOutcome(payment: Awaited<ReturnType<PaymentRepository['inFlight']>>[number]): Promise<ProcessorResult<{ id: string }>> {
    const known = await this.processor.lookup(chargeKey(payment.id));
    if (known) return known;
    if (!payment.token) return { ok: false, code: 'PROCESSING_ERROR' };
    const charged = await this.processor.charge({
      token: payment.token, amount: payment.amount, currency: payment.currency, description: payment.description, idempotencyKey: chargeKey(payment.id),
    });
    return charged.ok ? { ok: true, value: { id: charged.value.chargeId } } : charged;
  }
}
