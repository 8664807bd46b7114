import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingCreate } from '@pitchside/shared-api/contracts/booking';
import { ZSavedPaymentMethodSchema, ZTransactionListSchema, ZTransactionSchema, type PayResult, type SavedPaymentMethod, type Transaction } from '@pitchside/shared-api/contracts/payment';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, register, type Session } from '../helpers/http.js';
import { dataOf, demoOwner, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { demoCompanyId, insertField, weeklyHours } from '../helpers/field-fixtures.js';

let t: TestApp;
let companyId: string;
let customer: Session;
let owner: CompanyAccount;
let fieldId: string;
const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let counter = 0;
const nextKey = () => `tx-${process.pid}-${(counter += 1)}`;
let slot = 0;
const visa = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Nadia Benali' };

beforeAll(async () => {
  t = await createTestApp({ clock });
  companyId = await demoCompanyId(t.database.db);
  // The demo company has its managers confirm paid bookings; here a paid booking is confirmed at once (unless a test says otherwise).
  await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = false WHERE id = ${companyId}`);
  customer = await login(t.app, DEMO.customer);
  owner = await demoOwner(t);
  fieldId = await insertField(t.database.db, companyId, { timezone: 'Europe/Paris', currency: 'EUR', basePricePerHour: 4000, schedules: weeklyHours('08:00', '22:00') });
});
afterAll(async () => { await t.close(); });

async function paidBooking(who: { accessToken: string } = customer): Promise<PayResult> {
  const date = new Date(Date.UTC(2026, 5, 10 + Math.floor(slot / 14))).toISOString().slice(0, 10);
  const body: BookingCreate = { fieldId, date, startTime: `${String(8 + (slot % 14)).padStart(2, '0')}:00`, duration: 60, fullName: 'Nadia Benali', email: 'n@example.com', phone: '+33612345678' };
  slot += 1;
  const held = await t.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: body, headers: { ...bearer(who), 'idempotency-key': nextKey() } });
  expect(held.statusCode, held.body).toBe(201);
  const paid = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${dataOf<Booking>(held).id}/pay`, payload: { card: visa }, headers: { ...bearer(who), 'idempotency-key': nextKey() } });
  expect(paid.statusCode, paid.body).toBe(200);
  return dataOf<PayResult>(paid);
}

const get = (url: string, who: { accessToken: string }) => t.app.inject({ method: 'GET', url: `/api/v1/payments${url}`, headers: bearer(who) });
const refund = (id: string, payload: object, who: { accessToken: string } = owner, key = nextKey()) =>
  t.app.inject({ method: 'POST', url: `/api/v1/payments/transactions/${id}/refund`, payload, headers: { ...bearer(who), 'idempotency-key': key } });
const codeOf = (response: Parameters<typeof json>[0]) => json<{ code: string }>(response).code;

describe('transactions', () => {
  it('a customer sees theirs, the company its own, the super admin all; with the breakdown and the filter', async () => {
    const mine = await paidBooking();
    const other = await register(t.app);
    const theirs = await paidBooking(other);
    const list = async (who: { accessToken: string }, query = '') => ZTransactionListSchema.parse(dataOf(await get(`/transactions?${query}`, who))).transactions.map((x) => x.id);
    expect(await list(customer)).toContain(mine.payment.id);
    expect(await list(customer)).not.toContain(theirs.payment.id);
    expect(await list(owner)).toEqual(expect.arrayContaining([mine.payment.id, theirs.payment.id]));
    expect(await list(await login(t.app, DEMO.admin))).toEqual(expect.arrayContaining([mine.payment.id, theirs.payment.id]));
    const rival = await newCompany(t);
    expect(await list(rival)).toEqual([]);
    expect((await get(`/transactions/${mine.payment.id}`, rival)).statusCode).toBe(404);
    expect((await get(`/transactions/${theirs.payment.id}`, customer)).statusCode).toBe(404);

    const one = ZTransactionSchema.parse(dataOf(await get(`/transactions/${mine.payment.id}`, customer)));
    expect(one).toMatchObject({ status: 'completed', amount: mine.booking.price.total, booking: { id: mine.booking.id, bookingNumber: mine.booking.bookingNumber }, breakdown: mine.booking.price });
    expect(await list(customer, 'status=successful')).toContain(mine.payment.id);
    expect(await list(customer, 'status=refunded')).not.toContain(mine.payment.id);
    expect((await get('/transactions?status=nope', customer)).statusCode).toBe(400);
  });

  it('an owner refunds part then the rest (partial refund, then refunded); never more than was paid', async () => {
    const { payment } = await paidBooking();
    const part = await refund(payment.id, { amount: 1000, reason: 'Lights failed for 15 minutes' });
    expect(part.statusCode, part.body).toBe(200);
    expect(dataOf<Transaction>(part)).toMatchObject({ status: 'partial refund', refundedAmount: 1000 });
    const tooMuch = await refund(payment.id, { amount: payment.amount, reason: 'Again' });
    expect(tooMuch.statusCode).toBe(422);
    const rest = await refund(payment.id, { reason: 'Match abandoned' });
    expect(dataOf<Transaction>(rest)).toMatchObject({ status: 'refunded', refundedAmount: payment.amount });
    expect(codeOf(await refund(payment.id, { reason: 'Nothing left' }))).toBe('NOT_REFUNDABLE');
    expect((await get(`/transactions?status=refunded`, customer)).body).toContain(payment.id);
  });

  it('refunds are for owners, managers and the super admin; replays and concurrent retries with one key make one refund', async () => {
    const { payment } = await paidBooking();
    const staff = await newEmployee(t, companyId, 'staff');
    const manager = await newEmployee(t, companyId, 'manager');
    // Each answer says whether its caller may refund: the pages offer the action only then.
    const mayRefund = async (who: { accessToken: string }) => ({
      one: dataOf<Transaction>(await get(`/transactions/${payment.id}`, who)).mayRefund,
      listed: dataOf<{ transactions: Transaction[] }>(await get('/transactions?limit=50', who)).transactions.find((tx) => tx.id === payment.id)?.mayRefund,
    });
    expect(await mayRefund(customer)).toEqual({ one: false, listed: false });
    expect(await mayRefund(staff)).toEqual({ one: false, listed: false });
    expect(await mayRefund(manager)).toEqual({ one: true, listed: true });
    expect(await mayRefund(owner)).toEqual({ one: true, listed: true });
    expect((await refund(payment.id, { reason: 'x' }, customer)).statusCode).toBe(403);
    expect((await refund(payment.id, { reason: 'x' }, staff)).statusCode).toBe(403);
    const key = nextKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(payment.id, { amount: 500, reason: 'Goodwill' }, manager, key)));
    expect(answers.every((a) => a.statusCode === 200), answers.map((a) => a.body).join('\n')).toBe(true);
    const rows = await t.database.db.execute<{ n: string; sum: string }>(sql`SELECT count(*) AS n, sum(amount) AS sum FROM refunds WHERE payment_id = ${payment.id}`);
    expect(rows.rows[0]).toMatchObject({ n: '1', sum: '500' });
    expect(dataOf<Transaction>(await refund(payment.id, { amount: 500, reason: 'Goodwill' }, manager, key)).refundedAmount).toBe(500);
    expect((await refund(payment.id, { amount: 600, reason: 'Goodwill' }, manager, key)).statusCode).toBe(422);
    expect((await refund(payment.id, { reason: 'x' }, await login(t.app, DEMO.admin))).statusCode).toBe(200);
    // Refunded in full: nothing left for anyone to refund.
    expect(await mayRefund(owner)).toEqual({ one: false, listed: false });
  });

  it('a refund retried with its key after its answer was lost answers that refund, even once the payment is fully refunded', async () => {
    const { payment } = await paidBooking();
    const key = nextKey();
    expect((await refund(payment.id, { reason: 'Rain' }, owner, key)).statusCode).toBe(200);
    // Refunded and settled, but the answer never stored: as when the process dies between the two.
    await t.database.db.execute(sql`DELETE FROM idempotency_keys WHERE key = ${key}`);
    const retried = await refund(payment.id, { reason: 'Rain' }, owner, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(dataOf<Transaction>(retried)).toMatchObject({ status: 'refunded', refundedAmount: payment.amount });
    const rows = await t.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM refunds WHERE payment_id = ${payment.id}`);
    expect(rows.rows[0]).toMatchObject({ n: '1' });
  });
});

describe('saved payment methods', () => {
  it('adds cards as tokens, keeps one default, removes and switches the default; strangers get 404', async () => {
    const user = await register(t.app);
    const add = (card: object, extra: object = {}) => t.app.inject({ method: 'POST', url: '/api/v1/payments/methods', payload: { card, ...extra }, headers: bearer(user) });
    const first = await add(visa);
    expect(first.statusCode, first.body).toBe(201);
    expect(ZSavedPaymentMethodSchema.parse(dataOf(first))).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
    const second = dataOf<SavedPaymentMethod>(await add({ ...visa, number: '5555555555554444' }, { makeDefault: true }));
    expect(second).toMatchObject({ brand: 'mastercard', isDefault: true });
    const list = async () => dataOf<SavedPaymentMethod[]>(await get('/methods', user));
    expect((await list()).map((m) => [m.last4, m.isDefault])).toEqual([['4444', true], ['4242', false]]);
    expect((await add({ ...visa, number: '4242424242424241' })).statusCode).toBe(402);

    const firstId = dataOf<SavedPaymentMethod>(first).id;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/payments/methods/${firstId}/default`, headers: bearer(user) })).statusCode).toBe(200);
    expect((await list()).map((m) => [m.last4, m.isDefault])).toEqual([['4242', true], ['4444', false]]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/payments/methods/${firstId}`, headers: bearer(customer) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/payments/methods/${firstId}`, headers: bearer(user) })).statusCode).toBe(200);
    expect((await list()).map((m) => [m.last4, m.isDefault])).toEqual([['4444', true]]);
  });
});
