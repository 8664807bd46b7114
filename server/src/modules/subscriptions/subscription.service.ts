import {
  CARD_ERROR_MESSAGES, type PaymentMethodCreate, type SavedPaymentMethod,
} from '@pitchside/shared-api/contracts/payment';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import {
  LIMITED_RESOURCES, PLAN_CATALOGUE, PLAN_CURRENCY, SUBSCRIPTION_ERROR_CODES as C, SUBSCRIPTION_MESSAGES as M, subscriptionPlans,
  type BillingHistory, type CompanyPaymentMethodUpdate, type InvoiceLine, type Subscription, type SubscriptionChange,
  type SubscriptionChangeResult, type SubscriptionPlan, type SubscriptionPlanInfo, type Usage,
} from '@pitchside/shared-api/contracts/subscription';
import type { Db, Executor } from '../../db/client.js';
import type { CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, conflict, notFound } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import type { CardProcessor } from '../payments/card-processor.js';
import { addCard, type PaymentMethodRepository, type StoredMethod } from '../payments/payment-method.repository.js';
import { renderDocument } from '../payments/receipt-pdf.js';
import { invoiceContent, invoiceFilename } from './invoice-content.js';
import { usageOf } from '../plans/plan-limits.js';
import type { SubscriptionRepository, SubscriptionState } from './subscription.repository.js';

/** One calendar month later, the day clamped to the month's last (31 January → 28 or 29 February). */
export function addMonth(from: Date): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(from.getUTCDate(), lastDay), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
}

const price = (plan: SubscriptionPlan) => PLAN_CATALOGUE[plan].priceMonthly;

function view(state: SubscriptionState): Subscription {
  return {
    plan: state.plan, status: state.status, currentPeriodStart: state.periodStart.toISOString(), currentPeriodEnd: state.periodEnd.toISOString(),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd, credit: state.credit, currency: PLAN_CURRENCY, priceMonthly: price(state.plan),
    limits: PLAN_CATALOGUE[state.plan].limits,
  };
}

const cardError = (code: keyof typeof CARD_ERROR_MESSAGES) => new DomainError('payment_failed', code, CARD_ERROR_MESSAGES[code]);

/**
 * What a move from `from` to `to` at `now` costs: the new plan for the rest of the period less the unused
 * rest of the old one (pro rata by time), then any credit. A negative balance becomes credit.
 */
export function proRata(state: Pick<SubscriptionState, 'plan' | 'periodStart' | 'periodEnd' | 'credit'>, to: SubscriptionPlan, now: Date) {
  const span = state.periodEnd.getTime() - state.periodStart.getTime();
  const rest = Math.min(1, Math.max(0, (state.periodEnd.getTime() - now.getTime()) / span));
  const from = now.toISOString();
  const until = state.periodEnd.toISOString();
  const lines: InvoiceLine[] = [];
  const added = Math.round(price(to) * rest);
  const unused = Math.round(price(state.plan) * rest);
  if (added > 0) lines.push({ kind: 'plan', plan: to, amount: added, from, to: until });
  if (unused > 0) lines.push({ kind: 'unused_time', plan: state.plan, amount: -unused, from, to: until });
  const balance = added - unused;
  const applied = balance > 0 ? Math.min(state.credit, balance) : 0;
  if (applied > 0) lines.push({ kind: 'credit_applied', plan: null, amount: -applied, from: null, to: null });
  return { lines, charge: Math.max(0, balance - applied), credit: state.credit - applied + Math.max(0, -balance) };
}

/** Tells the owner of a plan changed, ended or not renewed: a notice job written in the change's transaction (wired in services.ts). */
export type PlanNoticeSink = (tx: Executor, notice:
  | { kind: 'plan_changed'; companyId: string; from: SubscriptionPlan; to: SubscriptionPlan; charged: number; currency: string }
  | { kind: 'plan_ended'; companyId: string; plan: SubscriptionPlan }
  | { kind: 'renewal_failed'; companyId: string; plan: SubscriptionPlan; amount: number; currency: string }) => Promise<void>;

/**
 * The company's subscription (docs/product/api.md: Subscription, Payment methods): plans, usage, plan changes
 * charged pro rata through the card processor, cancel and resume, renewals, invoices and the company's cards.
 * A change holds the company's row for its transaction, and its charge's idempotency key names the
 * subscription's version: a retried or concurrent request never charges twice.
 */
export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly repo: SubscriptionRepository,
    private readonly cards: PaymentMethodRepository,
    private readonly processor: CardProcessor,
    private readonly clock: Clock,
    private readonly notify: PlanNoticeSink = async () => undefined,
  ) {}

  plans(): SubscriptionPlanInfo[] {
    return subscriptionPlans();
  }

  async subscription({ companyId }: CompanyScope): Promise<Subscription> {
    return view(await this.state(companyId));
  }

  async usage({ companyId }: CompanyScope): Promise<Usage> {
    return usageOf(this.db, companyId, (await this.state(companyId)).plan);
  }

  async changePlan({ companyId, actor }: CompanyScope, change: SubscriptionChange): Promise<SubscriptionChangeResult> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const state = await this.state(companyId, tx, true);
      // Asking for the plan the company is on answers it unchanged: a repeated request charges nothing.
      if (state.plan === change.planId && state.status === 'active') return { subscription: view(state), invoice: null };
      const usage = await usageOf(tx, companyId, change.planId);
      if (LIMITED_RESOURCES.some((resource) => usage[resource].limit !== null && usage[resource].used > usage[resource].limit!)) {
        throw conflict(M.downgradeBlocked, C.downgradeBlocked);
      }
      const owner = { companyId };
      const card = price(change.planId) > 0 ? await this.cards.savedMethod(owner, change.paymentMethodId, tx) : undefined;
      if (price(change.planId) > 0 && !card) {
        if (change.paymentMethodId) throw notFound(M.methodNotFound);
        throw new DomainError('payment_failed', C.paymentMethodRequired, M.paymentMethodRequired);
      }
      // Past due: the unpaid period is over; the chosen plan starts a new one now, paid in full.
      const renewing = state.status === 'past_due';
      const period = renewing ? { periodStart: now, periodEnd: addMonth(now) } : { periodStart: state.periodStart, periodEnd: state.periodEnd };
      const cost = proRata(renewing ? { ...state, ...period, plan: 'basic' } : state, change.planId, now);
      const key = `subscription:${companyId}:${state.version}`;
      const chargeId = cost.charge > 0 ? await this.charge(card!, cost.charge, change.planId, key) : null;
      const invoice = cost.lines.length === 0 ? null : await this.repo.insertInvoice({
        companyId, kind: renewing ? 'renewal' : 'plan_change', plan: change.planId, previousPlan: state.plan, status: 'paid',
        lines: cost.lines, amount: cost.charge, currency: PLAN_CURRENCY, periodStart: now, periodEnd: period.periodEnd,
        card: chargeId && card ? { brand: card.brand, last4: card.last4 } : null, chargeId, failureCode: null, idempotencyKey: key, at: now,
      }, tx);
      await this.repo.update(companyId, { plan: change.planId, status: 'active', ...period, cancelAtPeriodEnd: false, credit: cost.credit }, now, tx);
      await this.log(tx, actor.userId, companyId, 'subscription.changed', state.name, now, { from: state.plan, to: change.planId, charged: cost.charge });
      await this.notify(tx, { kind: 'plan_changed', companyId, from: state.plan, to: change.planId, charged: cost.charge, currency: PLAN_CURRENCY });
      return { subscription: view(await this.state(companyId, tx)), invoice };
    });
  }

  /** Ends the paid plan with the period (then the company is on basic); a past-due plan ends at once. */
  async cancel({ companyId, actor }: CompanyScope): Promise<Subscription> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const state = await this.state(companyId, tx, true);
      if (state.plan === 'basic') throw conflict(M.nothingToCancel, C.nothingToCancel);
      if (state.status === 'past_due') {
        await this.repo.update(companyId, { ...state, plan: 'basic', status: 'active', periodStart: now, periodEnd: addMonth(now), cancelAtPeriodEnd: false }, now, tx);
        await this.notify(tx, { kind: 'plan_changed', companyId, from: state.plan, to: 'basic', charged: 0, currency: PLAN_CURRENCY });
      } else if (!state.cancelAtPeriodEnd) {
        await this.repo.setCancelAtPeriodEnd(companyId, true, now, tx);
      } else {
        return view(state);
      }
      await this.log(tx, actor.userId, companyId, 'subscription.cancelled', state.name, now, { plan: state.plan });
      return view(await this.state(companyId, tx));
    });
  }

  async resume({ companyId, actor }: CompanyScope): Promise<Subscription> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const state = await this.state(companyId, tx, true);
      if (!state.cancelAtPeriodEnd) return view(state);
      await this.repo.setCancelAtPeriodEnd(companyId, false, now, tx);
      await this.log(tx, actor.userId, companyId, 'subscription.resumed', state.name, now, { plan: state.plan });
      return view(await this.state(companyId, tx));
    });
  }

  /**
   * Renews every subscription whose period has ended: a cancelled one moves to basic, a paid one is
   * charged on the default card (less any credit) for the next period; a refused or impossible charge
   * leaves a failed invoice and the subscription past due. Answers how many were handled.
   */
  async renewDue(limit = 50): Promise<number> {
    const due = await this.repo.due(this.clock.now(), limit);
    for (const companyId of due) await this.renew(companyId);
    return due.length;
  }

  async history({ companyId }: CompanyScope, query: { page: number; limit: number }): Promise<BillingHistory> {
    const { invoices, total } = await this.repo.invoices(companyId, query.page, query.limit);
    return { invoices, pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
  }

  async invoicePdf({ companyId }: CompanyScope, id: string, language: LanguageCode): Promise<{ filename: string; content: Buffer }> {
    const invoice = await this.repo.invoice(companyId, id);
    if (!invoice) throw notFound(M.invoiceNotFound);
    const state = await this.state(companyId);
    const content = invoiceContent(invoice, { name: state.name, timezone: state.timezone }, language);
    return { filename: invoiceFilename(invoice), content: await renderDocument(content, language, `${content.title} ${invoice.number}`) };
  }

  async methods({ companyId }: CompanyScope): Promise<SavedPaymentMethod[]> {
    return this.cards.methods({ companyId });
  }

  async addMethod({ companyId, actor }: CompanyScope, request: PaymentMethodCreate & { card: { number: string } }): Promise<SavedPaymentMethod> {
    const now = this.clock.now();
    const saved = await addCard(this.processor, this.cards, { companyId }, request, now);
    await this.log(this.db, actor.userId, companyId, 'payment_method.added', `•••• ${saved.last4}`, now);
    return saved;
  }

  async updateMethod({ companyId, actor }: CompanyScope, id: string, changes: CompanyPaymentMethodUpdate): Promise<SavedPaymentMethod> {
    const updated = await this.cards.updateMethod({ companyId }, id, changes);
    if (!updated) throw notFound(M.methodNotFound);
    await this.log(this.db, actor.userId, companyId, 'payment_method.updated', `•••• ${updated.last4}`, this.clock.now());
    return updated;
  }

  /** Removes a card; the last one cannot go while a paid plan needs it for its renewal. */
  async removeMethod({ companyId, actor }: CompanyScope, id: string): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const state = await this.state(companyId, tx, true);
      const card = await this.cards.savedMethod({ companyId }, id, tx);
      if (!card) throw notFound(M.methodNotFound);
      const remaining = (await this.cards.methods({ companyId }, tx)).length - 1;
      if (remaining === 0 && price(state.plan) > 0 && !state.cancelAtPeriodEnd) throw conflict(M.methodInUse, C.methodInUse);
      await this.cards.deleteMethod({ companyId }, id, tx);
      await this.log(tx, actor.userId, companyId, 'payment_method.removed', `•••• ${card.last4}`, now);
    });
  }

  async makeDefault({ companyId, actor }: CompanyScope, id: string): Promise<SavedPaymentMethod[]> {
    if (!(await this.cards.setDefaultMethod({ companyId }, id))) throw notFound(M.methodNotFound);
    const methods = await this.cards.methods({ companyId });
    await this.log(this.db, actor.userId, companyId, 'payment_method.default_set', `•••• ${methods[0]!.last4}`, this.clock.now());
    return methods;
  }

  private async renew(companyId: string): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const state = await this.state(companyId, tx, true);
      if (state.status !== 'active' || state.periodEnd > now) return; // another instance got there first
      // The next period follows the last one; a company idle for months catches up to the current one.
      let periodStart = state.periodEnd;
      while (addMonth(periodStart) <= now) periodStart = addMonth(periodStart);
      const next = { periodStart, periodEnd: addMonth(periodStart) };
      const plan: SubscriptionPlan = state.cancelAtPeriodEnd ? 'basic' : state.plan;
      if (price(plan) === 0) {
        await this.repo.update(companyId, { ...state, ...next, plan, status: 'active', cancelAtPeriodEnd: false }, now, tx);
        if (plan !== state.plan) {
          await this.log(tx, null, companyId, 'subscription.ended', state.name, now, { plan: state.plan });
          await this.notify(tx, { kind: 'plan_ended', companyId, plan: state.plan });
        }
        return;
      }
      const applied = Math.min(state.credit, price(plan));
      const lines: InvoiceLine[] = [{ kind: 'plan', plan, amount: price(plan), from: next.periodStart.toISOString(), to: next.periodEnd.toISOString() }];
      if (applied > 0) lines.push({ kind: 'credit_applied', plan: null, amount: -applied, from: null, to: null });
      const amount = price(plan) - applied;
      const key = `subscription:${companyId}:${state.version}:renewal`;
      const card = await this.cards.savedMethod({ companyId }, undefined, tx);
      let result: { ok: true; chargeId: string | null } | { ok: false; code: string } = { ok: true, chargeId: null };
      if (amount > 0) {
        if (!card) result = { ok: false, code: 'NO_PAYMENT_METHOD' };
        else {
          const charged = await this.processor.charge({ token: card.token, amount, currency: PLAN_CURRENCY, description: `Pitchside ${plan} plan`, idempotencyKey: key });
          result = charged.ok ? { ok: true, chargeId: charged.value.chargeId } : { ok: false, code: charged.code };
        }
      }
      await this.repo.insertInvoice({
        companyId, kind: 'renewal', plan, previousPlan: state.plan, status: result.ok ? 'paid' : 'failed', lines, amount, currency: PLAN_CURRENCY,
        ...next, card: card && amount > 0 ? { brand: card.brand, last4: card.last4 } : null, chargeId: result.ok ? result.chargeId : null,
        failureCode: result.ok ? null : result.code, idempotencyKey: key, at: now,
      }, tx);
      if (result.ok) {
        await this.repo.update(companyId, { ...state, ...next, plan, status: 'active', credit: state.credit - applied }, now, tx);
        await this.log(tx, null, companyId, 'subscription.renewed', state.name, now, { plan, charged: amount });
      } else {
        await this.repo.update(companyId, { ...state, status: 'past_due' }, now, tx);
        await this.log(tx, null, companyId, 'subscription.renewal_failed', state.name, now, { plan, code: result.code });
        await this.notify(tx, { kind: 'renewal_failed', companyId, plan, amount, currency: PLAN_CURRENCY });
      }
    });
  }

  private async charge(card: StoredMethod, amount: number, plan: SubscriptionPlan, idempotencyKey: string): Promise<string> {
    const result = await this.processor.charge({ token: card.token, amount, currency: PLAN_CURRENCY, description: `Pitchside ${plan} plan`, idempotencyKey });
    if (!result.ok) throw cardError(result.code);
    return result.value.chargeId;
  }

  private async state(companyId: string, executor: Executor = this.db, lock = false): Promise<SubscriptionState> {
    const state = await this.repo.state(companyId, executor, lock);
    if (!state) throw notFound();
    return state;
  }

  private log(executor: Executor, actorId: string | null, companyId: string, action: string, label: string, at: Date, details?: Record<string, unknown>) {
    return recordActivity(executor, { companyId, actorId, action, targetType: 'company', targetId: companyId, targetLabel: label, at, details });
  }
}

