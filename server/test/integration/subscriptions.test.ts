// The company's subscription on real PostgreSQL and the built-in card processor: plans and their limits
// enforced on fields, employees and locations; pro-rata plan changes charged once however often they are
// asked for; credits, cancel and resume, renewals (paid, refused, cancelled), invoices as PDFs, the
// company's own cards, and who may do any of it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import {
  PLAN_CATALOGUE, SUBSCRIPTION_MESSAGES as M, type BillingHistory, type Subscription, type SubscriptionChangeResult,
  type SubscriptionPlan, type SubscriptionPlanInfo, type Usage,
} from '@pitchside/shared-api/contracts/subscription';
import type { Field } from '@pitchside/shared-api/contracts/field';
import { ManualClock } from '../../src/lib/clock.js';
import { caller, createField, dataOf, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { DEMO, json, login, register } from '../helpers/http.js';
import { pdfLines } from '../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const DAY = 86_400_000;
const clock = new ManualClock(new Date('2026-11-20T12:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  call = caller(t);
});
afterAll(async () => { await t.close(); });
beforeEach(() => { clock.set(new Date('2026-11-20T12:00:00Z')); });

const card = (number: string) => ({ card: { number, expMonth: 12, expYear: 2030, cvc: '123', holder: 'Olivia Owner' } });

async function company(): Promise<CompanyAccount> {
  seq += 1;
  const account = await newCompany(t, `Plan Company ${process.pid}-${seq}`);
  // A period of 30 days of which 20 remain: pro-rata amounts are exact.
  await setPeriod(account, new Date(clock.now().getTime() - 10 * DAY), new Date(clock.now().getTime() + 20 * DAY));
  return account;
}

async function setPeriod(account: CompanyAccount, start: Date, end: Date) {
  await t.database.pool.query('UPDATE companies SET subscription_period_start = $2, subscription_period_end = $3 WHERE id = $1', [account.companyId, start, end]);
}

/** Puts the end of the company's period a minute ago (the clock stays: sessions follow it); answers the end. */
async function endPeriod(account: CompanyAccount): Promise<string> {
  const end = new Date(clock.now().getTime() - 60_000);
  await setPeriod(account, new Date(end.getTime() - 30 * DAY), end);
  return end.toISOString();
}

async function addCard(account: CompanyAccount, number = '4242424242424242', extra: Record<string, unknown> = {}): Promise<SavedPaymentMethod> {
  const response = await call(account, 'POST', '/companies/payment-methods', { ...card(number), ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<SavedPaymentMethod>(response);
}

const changePlan = (account: CompanyAccount, planId: SubscriptionPlan, extra: Record<string, unknown> = {}) =>
  call(account, 'PUT', '/companies/subscription', { planId, ...extra });

async function chargeCount(account: CompanyAccount): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM test_processor_operations WHERE kind = 'charge' AND idempotency_key LIKE 'subscription:' || $1 || ':%'", [account.companyId]);
  return rows[0]!.n;
}

const subscriptionOf = async (account: CompanyAccount) => dataOf<Subscription>(await call(account, 'GET', '/companies/subscription'));
const historyOf = async (account: CompanyAccount, query = '') => dataOf<BillingHistory>(await call(account, 'GET', `/companies/billing/history${query}`));

describe('plans and usage', () => {
  it('lists the three plans to anyone, cheapest first, with prices in minor units and null for no limit', async () => {
    const response = await call(null, 'GET', '/subscription-plans');
    expect(response.statusCode).toBe(200);
    const plans = dataOf<SubscriptionPlanInfo[]>(response);
    expect(plans.map((p) => [p.id, p.priceMonthly, p.currency])).toEqual([['basic', 0, 'USD'], ['premium', 4900, 'USD'], ['enterprise', 14900, 'USD']]);
    expect(plans[2]!.limits).toEqual({ fields: null, employees: null, locations: null });
  });

  it('starts a new company on basic and meters what it uses against the limits', async () => {
    const owner = await company();
    const subscription = await subscriptionOf(owner);
    expect(subscription).toMatchObject({ plan: 'basic', status: 'active', cancelAtPeriodEnd: false, credit: 0, priceMonthly: 0, limits: PLAN_CATALOGUE.basic.limits });
    await createField(t, owner);
    const usage = dataOf<Usage>(await call(owner, 'GET', '/companies/usage'));
    expect(usage).toEqual({ plan: 'basic', fields: { used: 1, limit: 3 }, employees: { used: 0, limit: 3 }, locations: { used: 0, limit: 1 } });
  });
});

describe('limits', () => {
  it('refuses a field beyond the plan with the limit text, counts archived ones out and restored ones back in', async () => {
    const owner = await company();
    const made: Field[] = [];
    for (let i = 0; i < 3; i += 1) made.push(await createField(t, owner, { name: `Pitch ${i}` }));
    const refused = await call(owner, 'POST', '/fields', { ...baseField(), name: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'LIMIT_REACHED', message: M.fieldLimitReached });
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM fields WHERE company_id = $1 AND name = 'One too many'", [owner.companyId]);
    expect(rows[0].n).toBe(0);

    // Drafts are deleted, not archived: publish one, then archive it to free its place.
    await call(owner, 'POST', `/fields/${made[0]!.id}/publish`);
    expect((await call(owner, 'POST', `/fields/${made[0]!.id}/archive`)).statusCode).toBe(200);
    await createField(t, owner, { name: 'In its place' });
    const restore = await call(owner, 'POST', `/fields/${made[0]!.id}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(json(restore)).toMatchObject({ code: 'LIMIT_REACHED' });
  });

  it('refuses an employee and a location beyond the plan, and lets two additions at once take only the last place', async () => {
    const owner = await company();
    const employee = (n: number) => ({
      firstName: 'Sam', lastName: `Seat ${n}`, email: `seat-${process.pid}-${seq}-${n}@example.com`, position: 'Front desk', role: 'staff', hireDate: '2026-03-01',
    });
    for (let i = 0; i < 2; i += 1) expect((await call(owner, 'POST', '/companies/employees', employee(i))).statusCode).toBe(201);
    const race = await Promise.all([2, 3].map((n) => call(owner, 'POST', '/companies/employees', employee(n))));
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = race.find((r) => r.statusCode === 409)!;
    expect(json(refused)).toMatchObject({ code: 'EMPLOYEE_LIMIT_REACHED', message: M.employeeLimitReached });
    expect(dataOf<Usage>(await call(owner, 'GET', '/companies/usage')).employees).toEqual({ used: 3, limit: 3 });

    const location = (name: string) => ({ name, street: '1 Main St', city: 'Boston', state: 'MA', postalCode: '02115', country: 'US' });
    expect((await call(owner, 'POST', '/companies/locations', location('North'))).statusCode).toBe(201);
    const second = await call(owner, 'POST', '/companies/locations', location('South'));
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({ code: 'LIMIT_REACHED', message: M.locationLimitReached });
  });
});

describe('changing plan', () => {
  it('needs a card for a paid plan, charges the rest of the period pro rata once, and answers a repeat unchanged', async () => {
    const owner = await company();
    const noCard = await changePlan(owner, 'premium');
    expect(noCard.statusCode).toBe(402);
    expect(json(noCard)).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: M.paymentMethodRequired });

    const declined = await call(owner, 'POST', '/companies/payment-methods', card('4000000000000069'));
    expect(declined.statusCode).toBe(201); // an expired test card is only refused when charged
    await addCard(owner, '4242424242424242', { makeDefault: true });

    const response = await changePlan(owner, 'premium');
    expect(response.statusCode, response.body).toBe(200);
    const { subscription, invoice } = dataOf<SubscriptionChangeResult>(response);
    // 20 of 30 days remain: two thirds of 49.00.
    const expected = Math.round(4900 * 20 / 30);
    expect(subscription).toMatchObject({ plan: 'premium', status: 'active', priceMonthly: 4900, limits: PLAN_CATALOGUE.premium.limits });
    expect(invoice).toMatchObject({ kind: 'plan_change', plan: 'premium', previousPlan: 'basic', status: 'paid', amount: expected, cardBrand: 'visa', cardLast4: '4242' });
    expect(invoice!.number).toMatch(/^INV-2026-\d{6}$/);
    expect(invoice!.lines).toEqual([{ kind: 'plan', plan: 'premium', amount: expected, from: clock.now().toISOString(), to: subscription.currentPeriodEnd }]);

    const again = await changePlan(owner, 'premium');
    expect(again.statusCode).toBe(200);
    expect(dataOf<SubscriptionChangeResult>(again).invoice).toBeNull();
    expect(await chargeCount(owner)).toBe(1);
    expect((await historyOf(owner)).invoices.map((i) => i.amount)).toEqual([expected]);
    const { rows } = await t.database.pool.query('SELECT subscription_plan FROM companies WHERE id = $1', [owner.companyId]);
    expect(rows[0].subscription_plan).toBe('premium');
  });

  it('charges once when the same change is asked for twice at the same moment', async () => {
    const owner = await company();
    await addCard(owner);
    const answers = await Promise.all([changePlan(owner, 'enterprise'), changePlan(owner, 'enterprise')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => dataOf<SubscriptionChangeResult>(a).invoice === null).sort()).toEqual([false, true]);
    expect(await chargeCount(owner)).toBe(1);
    expect((await historyOf(owner)).pagination.total).toBe(1);
  });

  it('keeps the plan and records nothing when the card is refused', async () => {
    const owner = await company();
    const refused = await addCard(owner, '4000000000000002');
    const response = await changePlan(owner, 'premium', { paymentMethodId: refused.id });
    expect(response.statusCode).toBe(402);
    expect(json(response)).toMatchObject({ code: 'CARD_DECLINED' });
    expect((await subscriptionOf(owner)).plan).toBe('basic');
    expect((await historyOf(owner)).invoices).toEqual([]);
    // A card of another company is not found, and charges nothing.
    const other = await company();
    const theirs = await addCard(other);
    expect((await changePlan(owner, 'premium', { paymentMethodId: theirs.id })).statusCode).toBe(404);
  });

  it('credits the unused part of a dearer plan on a downgrade and spends the credit on the next upgrade', async () => {
    const owner = await company();
    await addCard(owner);
    expect((await changePlan(owner, 'enterprise')).statusCode).toBe(200);
    await setPeriod(owner, new Date(clock.now().getTime() - 15 * DAY), new Date(clock.now().getTime() + 15 * DAY)); // 15 of 30 days remain
    const down = dataOf<SubscriptionChangeResult>(await changePlan(owner, 'premium'));
    const credit = Math.round(14900 / 2) - Math.round(4900 / 2);
    expect(down.subscription).toMatchObject({ plan: 'premium', credit });
    expect(down.invoice).toMatchObject({ amount: 0, status: 'paid', cardLast4: null });
    expect(down.invoice!.lines.map((l) => [l.kind, l.amount])).toEqual([['plan', 2450], ['unused_time', -7450]]);

    const up = dataOf<SubscriptionChangeResult>(await changePlan(owner, 'enterprise'));
    expect(up.invoice!.lines.map((l) => [l.kind, l.amount])).toEqual([['plan', 7450], ['unused_time', -2450], ['credit_applied', -credit]]);
    expect(up.invoice!.amount).toBe(0);
    expect(up.subscription.credit).toBe(0);
    expect(await chargeCount(owner)).toBe(1);
  });

  it('refuses a downgrade below what the company uses', async () => {
    const owner = await company();
    await addCard(owner);
    await changePlan(owner, 'premium');
    for (let i = 0; i < 4; i += 1) await createField(t, owner, { name: `Busy ${i}` });
    const response = await changePlan(owner, 'basic');
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'PLAN_DOWNGRADE_BLOCKED', message: M.downgradeBlocked });
    expect((await subscriptionOf(owner)).plan).toBe('premium');
  });
});

describe('cancel, resume and renewals', () => {
  it('cancels with the period and resumes; the basic plan has nothing to cancel', async () => {
    const owner = await company();
    const basic = await call(owner, 'PATCH', '/companies/subscription/cancel');
    expect(basic.statusCode).toBe(409);
    expect(json(basic)).toMatchObject({ code: 'SUBSCRIPTION_NOT_CANCELLABLE', message: M.nothingToCancel });
    await addCard(owner);
    await changePlan(owner, 'premium');
    expect(dataOf<Subscription>(await call(owner, 'PATCH', '/companies/subscription/cancel'))).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: true });
    expect(dataOf<Subscription>(await call(owner, 'PATCH', '/companies/subscription/resume'))).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: false });
    const actions = await t.database.pool.query("SELECT action FROM activity_logs WHERE company_id = $1 AND action LIKE 'subscription.%' ORDER BY created_at, action", [owner.companyId]);
    expect(actions.rows.map((r) => r.action).sort()).toEqual(['subscription.cancelled', 'subscription.changed', 'subscription.resumed']);
  });

  it('renews at the end of the period on the default card, less the credit, for the next month', async () => {
    const owner = await company();
    await addCard(owner);
    await changePlan(owner, 'enterprise');
    await changePlan(owner, 'premium'); // leaves a credit
    const { credit } = await subscriptionOf(owner);
    expect(credit).toBeGreaterThan(0);
    const currentPeriodEnd = await endPeriod(owner);
    await t.app.services.subscriptions.renewDue();
    const renewed = await subscriptionOf(owner);
    expect(renewed).toMatchObject({ plan: 'premium', status: 'active', currentPeriodStart: currentPeriodEnd, credit: Math.max(0, credit - 4900) });
    const [latest] = (await historyOf(owner)).invoices;
    expect(latest).toMatchObject({ kind: 'renewal', status: 'paid', amount: Math.max(0, 4900 - credit), periodStart: currentPeriodEnd });
    // A second run finds nothing due.
    await t.app.services.subscriptions.renewDue();
    expect((await historyOf(owner)).pagination.total).toBe(3);
  });

  it('puts a refused renewal past due, blocks additions until a plan is paid again', async () => {
    const owner = await company();
    await addCard(owner, '4000000000009995'); // insufficient funds once charged
    // Paid with a good card, which is then removed: the default left is the one that will be refused.
    const good = await addCard(owner, '4242424242424242', { makeDefault: true });
    await changePlan(owner, 'premium');
    expect((await call(owner, 'DELETE', `/companies/payment-methods/${good.id}`)).statusCode).toBe(200);
    const currentPeriodEnd = await endPeriod(owner);
    await t.app.services.subscriptions.renewDue();
    // The unpaid period is not renewed: it stays where it ended.
    expect(await subscriptionOf(owner)).toMatchObject({ status: 'past_due', currentPeriodEnd });
    const [failed] = (await historyOf(owner)).invoices;
    expect(failed).toMatchObject({ kind: 'renewal', status: 'failed', failureCode: 'INSUFFICIENT_FUNDS', amount: 4900, periodStart: currentPeriodEnd });

    const blocked = await call(owner, 'POST', '/fields', baseField());
    expect(blocked.statusCode).toBe(402);
    expect(json(blocked)).toMatchObject({ code: 'SUBSCRIPTION_EXPIRED', message: M.subscriptionExpired });

    await addCard(owner, '5555555555554444', { makeDefault: true });
    const paid = dataOf<SubscriptionChangeResult>(await changePlan(owner, 'premium'));
    expect(paid.subscription).toMatchObject({ plan: 'premium', status: 'active', currentPeriodStart: clock.now().toISOString() });
    expect(paid.invoice).toMatchObject({ kind: 'renewal', amount: 4900, cardLast4: '4444' });
    expect((await call(owner, 'POST', '/fields', baseField())).statusCode).toBe(201);
  });

  it('moves a cancelled plan to basic at the end of the period without charging', async () => {
    const owner = await company();
    await addCard(owner);
    await changePlan(owner, 'premium');
    await call(owner, 'PATCH', '/companies/subscription/cancel');
    const before = await chargeCount(owner);
    const currentPeriodEnd = await endPeriod(owner);
    await t.app.services.subscriptions.renewDue();
    expect(await subscriptionOf(owner)).toMatchObject({ plan: 'basic', status: 'active', cancelAtPeriodEnd: false, currentPeriodStart: currentPeriodEnd });
    expect(await chargeCount(owner)).toBe(before);
  });
});

describe('invoices and cards', () => {
  it('pages the billing history and downloads an invoice as a PDF in the asked language, to its company only', async () => {
    const owner = await company();
    await addCard(owner);
    await changePlan(owner, 'premium');
    await changePlan(owner, 'enterprise');
    const page = await historyOf(owner, '?page=2&limit=1');
    expect(page.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    const invoice = page.invoices[0]!;
    expect(invoice.plan).toBe('premium');

    const pdf = await t.app.inject({ url: `/api/v1/companies/billing/invoices/${invoice.id}/download?lang=fr`, headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const lines = pdfLines(pdf.rawPayload).join('\n');
    expect(lines).toContain('Facture');
    expect(lines).toContain(invoice.number);
    expect(lines).toContain('Formule Premium');

    const rival = await company();
    expect((await t.app.inject({ url: `/api/v1/companies/billing/invoices/${invoice.id}/download`, headers: { authorization: `Bearer ${rival.accessToken}` } })).statusCode).toBe(404);
  });

  it('keeps the company’s cards: edits, default, and not removing the last one while a paid plan needs it', async () => {
    const owner = await company();
    const first = await addCard(owner);
    const second = await addCard(owner, '5555555555554444');
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    const edited = await call(owner, 'PUT', `/companies/payment-methods/${second.id}`, { holder: 'Green Park Accounts' });
    expect(dataOf<SavedPaymentMethod>(edited)).toMatchObject({ holder: 'Green Park Accounts', last4: '4444' });
    const list = dataOf<SavedPaymentMethod[]>(await call(owner, 'PATCH', `/companies/payment-methods/${second.id}/set-default`));
    expect(list.map((m) => [m.last4, m.isDefault])).toEqual([['4444', true], ['4242', false]]);

    await changePlan(owner, 'premium');
    expect((await call(owner, 'DELETE', `/companies/payment-methods/${first.id}`)).statusCode).toBe(200);
    const last = await call(owner, 'DELETE', `/companies/payment-methods/${second.id}`);
    expect(last.statusCode).toBe(409);
    expect(json(last)).toMatchObject({ code: 'PAYMENT_METHOD_IN_USE', message: M.methodInUse });

    // A company's cards are its own, apart from the customer's.
    const rival = await company();
    expect((await call(rival, 'PUT', `/companies/payment-methods/${second.id}`, { holder: 'Thief' })).statusCode).toBe(404);
    expect((await call(rival, 'PATCH', `/companies/payment-methods/${second.id}/set-default`)).statusCode).toBe(404);
    expect((await call(rival, 'DELETE', `/companies/payment-methods/${second.id}`)).statusCode).toBe(404);
    expect(dataOf<SavedPaymentMethod[]>(await call(rival, 'GET', '/companies/payment-methods'))).toEqual([]);
    const customer = await login(t.app, DEMO.customer);
    const customerCards = dataOf<SavedPaymentMethod[]>(await call(customer, 'GET', '/payments/methods'));
    expect(customerCards.map((m) => m.id)).not.toContain(second.id);
  });
});

describe('access', () => {
  it('is the owner’s and the super admin’s: employees and customers are refused, another company is named by the admin only', async () => {
    const owner = await company();
    const staff = await newEmployee(t, owner.companyId, 'manager');
    const customer = await register(t.app);
    const customerSession = await login(t.app, { email: customer.email, password: customer.password });
    for (const who of [staff, customerSession]) {
      for (const [method, url] of [['GET', '/companies/subscription'], ['PUT', '/companies/subscription'], ['GET', '/companies/usage'],
        ['GET', '/companies/billing/history'], ['GET', '/companies/payment-methods'], ['PATCH', '/companies/subscription/cancel']] as const) {
        const response = await call(who, method, url, method === 'PUT' ? { planId: 'premium' } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const admin = await login(t.app, DEMO.admin);
    expect((await call(admin, 'GET', '/companies/subscription')).statusCode).toBe(400);
    expect(dataOf<Usage>(await call(admin, 'GET', `/companies/usage?companyId=${owner.companyId}`)).plan).toBe('basic');
    const rival = await company();
    expect((await call(owner, 'GET', `/companies/subscription?companyId=${rival.companyId}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/companies/subscription')).statusCode).toBe(401);
  });
});

function baseField() {
  return {
    name: 'Spare Pitch', sportType: 'football', surfaceType: 'artificial_turf', indoor: false, capacity: 10, address: '1 River Road',
    city: 'Springfield', country: 'US', latitude: 40.7, longitude: -74, basePricePerHour: 4000, currency: 'USD',
  };
}
