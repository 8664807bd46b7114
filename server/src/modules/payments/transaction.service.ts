import { BOOKING_ERROR_CODES, BOOKING_MESSAGES } from '@pitchside/shared-api/contracts/booking';
import {
  CARD_ERROR_MESSAGES, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES as M, TRANSACTION_FILTERS,
  type PaymentMethodCreate, type RefundRequest, type SavedPaymentMethod, type Transaction, type TransactionList, type TransactionListQuery,
} from '@pitchside/shared-api/contracts/payment';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, forbidden, notFound, paymentFailed, unprocessable } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import { replayOf, requestHash, type Answer, type IdempotencyRepository } from '../idempotency/idempotency.repository.js';
import type { UserRepository } from '../users/user.repository.js';
import type { CardProcessor } from './card-processor.js';
import { addCard, type PaymentMethodRepository } from './payment-method.repository.js';
import type { PaymentRepository, StoredTransaction, TransactionScope } from './payment.repository.js';
import type { PaymentService } from './payment.service.js';

/** A card charge, completed or partly refunded, with money left: what a refund can apply to (as `recordRefund` rules). */
const refundable = (t: StoredTransaction) =>
  (t.status === 'completed' || t.status === 'partial refund') && t.method !== 'cash' && t.transactionId !== null && t.amount > t.refundedAmount;
const withRefundRight = (t: StoredTransaction, right: boolean): Transaction => ({ ...t, mayRefund: right && refundable(t) });

/** Tells the customer of a refund made here: a notice job written in the refund's transaction (wired in services.ts). */
export type RefundNoticeSink = (tx: Executor, notice: { kind: 'refund_issued'; refundId: string }) => Promise<void>;

/** The payments pages (docs/product/routes-and-screens.md): transaction history, refunds by managers, saved cards. */
export class TransactionService {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentRepository,
    private readonly cards: PaymentMethodRepository,
    private readonly paying: PaymentService,
    private readonly processor: CardProcessor,
    private readonly users: UserRepository,
    private readonly idempotency: IdempotencyRepository,
    private readonly clock: Clock,
    private readonly notify: RefundNoticeSink = async () => undefined,
  ) {}

  async list(actor: Actor, query: TransactionListQuery): Promise<TransactionList> {
    const [scope, right] = await Promise.all([this.scopeOf(actor), this.mayRefund(actor)]);
    const { transactions, total } = await this.payments.transactions(scope, query.status && TRANSACTION_FILTERS[query.status], query.page, query.limit);
    return {
      transactions: transactions.map((t) => withRefundRight(t, right)),
      pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    };
  }

  async get(actor: Actor, id: string): Promise<Transaction> {
    const [scope, right] = await Promise.all([this.scopeOf(actor), this.mayRefund(actor)]);
    const transaction = await this.payments.transaction(id, scope);
    if (!transaction) throw notFound(M.transactionNotFound);
    return withRefundRight(transaction, right);
  }

  /** Whether the caller may refund at all (the owner, a manager, the super admin). */
  private mayRefund(actor: Actor): Promise<boolean> {
    return this.scopeOf(actor, { refund: true }).then(() => true, () => false);
  }

  /**
   * Refunds part or the rest of a card payment (owner, manager or super admin). The same key and body
   * replays the first answer; the refund is recorded with the key, so concurrent retries make one refund.
   */
  async refund(actor: Actor, id: string, request: RefundRequest, key: string): Promise<Answer<Transaction>> {
    const scope = await this.scopeOf(actor, { refund: true });
    const idempotencyScope = `POST /payments/transactions/${id}/refund`;
    const hash = requestHash(idempotencyScope, request);
    const stored = await this.idempotency.find(this.db, actor.userId, idempotencyScope, key);
    if (stored) {
      if (stored.requestHash !== hash) throw unprocessable(BOOKING_MESSAGES.idempotencyMismatch, BOOKING_ERROR_CODES.idempotencyMismatch);
      return replayOf<Transaction>(stored);
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
        await this.notify(tx, { kind: 'refund_issued', refundId: refund.refundId });
      }
      return refund;
    });
    if (recorded === 'not_refundable') throw conflict(M.notRefundable, PAYMENT_ERROR_CODES.notRefundable);
    if (recorded === 'exceeds') throw unprocessable(M.refundExceeds, PAYMENT_ERROR_CODES.refundExceedsPayment);
    const status = await this.paying.settleRefund(recorded);
    if (status === 'failed') throw paymentFailed(CARD_ERROR_MESSAGES.PROCESSING_ERROR, 'PROCESSING_ERROR');
    const answer: Answer<Transaction> = { data: await this.get(actor, id), message: M.refunded };
    return this.db.transaction(async (tx) => {
      const first = await this.idempotency.lockAndFind(tx, actor.userId, idempotencyScope, key);
      if (first) return replayOf<Transaction>(first);
      await this.idempotency.store(tx, actor.userId, idempotencyScope, key, { requestHash: hash, response: answer }, this.clock.now());
      return answer;
    });
  }

  methods(actor: Actor): Promise<SavedPaymentMethod[]> {
    return this.cards.methods({ userId: actor.userId });
  }

  /** Keeps a card as the processor's token (the number goes to the processor only). */
  addMethod(actor: Actor, request: PaymentMethodCreate & { card: { number: string } }): Promise<SavedPaymentMethod> {
    return addCard(this.processor, this.cards, { userId: actor.userId }, request, this.clock.now());
  }

  async removeMethod(actor: Actor, id: string): Promise<void> {
    if (!(await this.cards.deleteMethod({ userId: actor.userId }, id))) throw notFound(M.methodNotFound);
  }

  async makeDefault(actor: Actor, id: string): Promise<SavedPaymentMethod[]> {
    if (!(await this.cards.setDefaultMethod({ userId: actor.userId }, id))) throw notFound(M.methodNotFound);
    return this.cards.methods({ userId: actor.userId });
  }

  /** Customers see theirs, company staff their company's, the super admin all; refunds need an owner, a manager or the super admin. */
  private async scopeOf(actor: Actor, { refund = false } = {}): Promise<TransactionScope> {
    if (actor.role === 'SUPER_ADMIN') return 'all';
    if (actor.role === 'CUSTOMER') {
      if (refund) throw forbidden();
      return { customerId: actor.userId };
    }
    if (!actor.companyId) throw forbidden();
    // Refunds: the owner, or an employee in the manager role (read with the role, not a permission).
    if (refund && actor.role !== 'COMPANY_OWNER' && (await this.users.findMembership(actor.userId))?.employeeRole !== 'manager') throw forbidden();
    return { companyId: actor.companyId };
  }
}
