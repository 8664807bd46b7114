import { BOOKING_ERROR_CODES, BOOKING_MESSAGES } from '@pitchside/shared-api/contracts/booking';
import {
  CARD_ERROR_MESSAGES, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES as M, TRANSACTION_FILTERS,
  type PaymentMethodCreate, type RefundRequest, type SavedPaymentMethod, type Transaction, type TransactionList, type TransactionListQuery,
} from '@pitchside/shared-api/contracts/payment';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { ok } from '../../lib/http.js';
import { recordActivity } from '../activity/activity-log.js';
import type { BookingActor, IdempotentAnswer } from '../bookings/booking.service.js';
import { requestHash, type IdempotencyRepository } from '../bookings/idempotency.repository.js';
import type { CompanyRepository } from '../companies/company.repository.js';
import type { CardProcessor } from './card-processor.js';
import { addCard, type PaymentMethodRepository } from './payment-method.repository.js';
import type { PaymentRepository, StoredTransaction, TransactionScope } from './payment.repository.js';
import type { PaymentService } from './payment.service.js';

/** A card charge, completed or partly refunded, with money left: what a refund can apply to (as `recordRefund` rules). */
const refundable = (t: StoredTransaction) =>
  (t.status === 'completed' || t.status === 'partial refund') && t.method !== 'cash' && t.transactionId !== null && t.amount > t.refundedAmount;
const withRefundRight = (t: StoredTransaction, right: boolean): Transaction => ({ ...t, mayRefund: right && refundable(t) });

/** The payments pages (spec §2): transaction history, refunds by managers, saved cards. */
export class TransactionService {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentRepository,
    private readonly cards: PaymentMethodRepository,
    private readonly paying: PaymentService,
    private readonly processor: CardProcessor,
    private readonly companies: CompanyRepository,
    private readonly idempotency: IdempotencyRepository,
    private readonly clock: Clock,
  ) {}

  async list(actor: BookingActor, query: TransactionListQuery): Promise<TransactionList> {
    const [scope, right] = await Promise.all([this.scopeOf(actor), this.mayRefund(actor)]);
    const { transactions, total } = await this.payments.transactions(scope, query.status && TRANSACTION_FILTERS[query.status], query.page, query.limit);
    return {
      transactions: transactions.map((t) => withRefundRight(t, right)),
      pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    };
  }

  async get(actor: BookingActor, id: string): Promise<Transaction> {
    const [scope, right] = await Promise.all([this.scopeOf(actor), this.mayRefund(actor)]);
    const transaction = await this.payments.transaction(id, scope);
    if (!transaction) throw notFound(M.transactionNotFound);
    return withRefundRight(transaction, right);
  }

  /** Whether the caller may refund at all (the owner, a manager, the super admin). */
  private mayRefund(actor: BookingActor): Promise<boolean> {
    return this.scopeOf(actor, { refund: true }).then(() => true, () => false);
  }

  /**
   * Refunds part or the rest of a card payment (owner, manager or super admin). The same key and body
   * replays the first answer; the refund is recorded with the key, so concurrent retries make one refund.
   */
  async refund(actor: BookingActor, id: string, request: RefundRequest, key: string): Promise<IdempotentAnswer> {
    const scope = await this.scopeOf(actor, { refund: true });
    const idempotencyScope = `POST /payments/transactions/${id}/refund`;
    const hash = requestHash(idempotencyScope, request);
    const stored = await this.idempotency.find(this.db, actor.userId, idempotencyScope, key);
    if (stored) {
      if (stored.requestHash !== hash) throw new AppError(422, BOOKING_ERROR_CODES.idempotencyMismatch, BOOKING_MESSAGES.idempotencyMismatch);
      return { statusCode: stored.statusCode, body: stored.response };
    }
    const transaction = await this.payments.transaction(id, scope);
    if (!transaction) throw notFound(M.transactionNotFound);
    const now = this.clock.now();
    const recorded = await this.db.transaction(async (tx) => {
      const refund = await this.payments.recordRefund(tx, id, request.amount ?? 'rest', request.reason, `${actor.userId}:${key}`, actor.userId, now);
      if (typeof refund === 'object' && !refund.repeated) {
        await recordActivity(tx, {
          companyId: { bookingId: transaction.booking.id }, actorId: actor.userId, action: 'payment.refunded', targetType: 'payment', targetId: id,
          targetLabel: transaction.booking.bookingNumber, details: { amount: refund.amount, currency: transaction.currency, reason: request.reason }, at: now,
        });
      }
      return refund;
    });
    if (recorded === 'not_refundable') throw new AppError(409, PAYMENT_ERROR_CODES.notRefundable, M.notRefundable);
    if (recorded === 'exceeds') throw new AppError(422, PAYMENT_ERROR_CODES.refundExceedsPayment, M.refundExceeds);
    const status = await this.paying.settleRefund(recorded);
    if (status === 'failed') throw new AppError(402, 'PROCESSING_ERROR', CARD_ERROR_MESSAGES.PROCESSING_ERROR);
    const answer = { statusCode: 200, body: ok(await this.get(actor, id), M.refunded) };
    return this.db.transaction(async (tx) => {
      const first = await this.idempotency.lockAndFind(tx, actor.userId, idempotencyScope, key);
      if (first) return { statusCode: first.statusCode, body: first.response };
      await this.idempotency.store(tx, actor.userId, idempotencyScope, key, { requestHash: hash, statusCode: 200, response: answer.body }, this.clock.now());
      return answer;
    });
  }

  methods(actor: BookingActor): Promise<SavedPaymentMethod[]> {
    return this.cards.methods({ userId: actor.userId });
  }

  /** Keeps a card as the processor's token (the number goes to the processor only). */
  addMethod(actor: BookingActor, request: PaymentMethodCreate & { card: { number: string } }): Promise<SavedPaymentMethod> {
    return addCard(this.processor, this.cards, { userId: actor.userId }, request, this.clock.now());
  }

  async removeMethod(actor: BookingActor, id: string): Promise<void> {
    if (!(await this.cards.deleteMethod({ userId: actor.userId }, id))) throw notFound(M.methodNotFound);
  }

  async makeDefault(actor: BookingActor, id: string): Promise<SavedPaymentMethod[]> {
    if (!(await this.cards.setDefaultMethod({ userId: actor.userId }, id))) throw notFound(M.methodNotFound);
    return this.cards.methods({ userId: actor.userId });
  }

  /** Customers see theirs, company staff their company's, the super admin all; refunds need an owner, a manager or the super admin. */
  private async scopeOf(actor: BookingActor, { refund = false } = {}): Promise<TransactionScope> {
    if (actor.role === 'SUPER_ADMIN') return 'all';
    if (actor.role === 'CUSTOMER') {
      if (refund) throw forbidden();
      return { customerId: actor.userId };
    }
    const membership = await this.companies.findMembership(actor.userId);
    if (!membership) throw forbidden();
    if (refund && membership.kind !== 'owner' && membership.employeeRole !== 'manager') throw forbidden();
    return { companyId: membership.companyId };
  }
}
