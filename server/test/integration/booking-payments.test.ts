import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingCreate } from '@pitchside/shared-api/contracts/booking';
import { CARD_ERROR_MESSAGES, TEST_CARDS, ZPayResultSchema, type BookingPay, type PayResult } from '@pitchside/shared-api/contracts/payment';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, type Session } from '../helpers/http.js';
import { dataOf } from '../helpers/field-management.js';
import { demoCompanyId, insertField, weeklyHours } from '../helpers/field-fixtures.js';

let t: TestApp;
let companyId: string;
let customer: Session;
let fieldId: string;
const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let counter = 0;
const nextKey = () => `pay-${process.pid}-${(counter += 1)}`;
let holds = 0;
const card = (number = '4242424242424242', overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  ({ card: { number, expMonth: 12, expYear: 2030, cvc: '123', holder: 'Nadia Benali', ...overrides } });

beforeAll(async () => {
  t = await createTestApp({ clock });
  companyId = await demoCompanyId(t.database.db);
  // The demo company has its managers confirm paid bookings; here a paid booking is confirmed at once (unless a test says otherwise).
  await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = false WHERE id = ${companyId}`);
  customer = await login(t.app, DEMO.customer);
  fieldId = await insertField(t.database.db, companyId, { timezone: 'Europe/Paris', currency: 'EUR', basePricePerHour: 4000, schedules: weeklyHours('00:00', '24:00') });
});
afterAll(async () => { await t.close(); });

/** A fresh hold on the next free hour of the test field. */
async function newHold(overrides: Partial<BookingCreate> = {}): Promise<Booking> {
  // One hour after another, 08:00–23:00, day after day from 1 June.
  const index = holds;
  holds += 1;
  const date = new Date(Date.UTC(2026, 5, 1 + Math.floor(index / 16))).toISOString().slice(0, 10);
  const body: BookingCreate = {
    fieldId, date, startTime: `${String(8 + (index % 16)).padStart(2, '0')}:00`, duration: 60,
    fullName: 'Nadia Benali', email: 'nadia@example.com', phone: '+33612345678', ...overrides,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: body, headers: { ...bearer(customer), 'idempotency-key': nextKey() } });
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<Booking>(response);
}

function pay(bookingId: string, body: BookingPay, key = nextKey()) {
  return t.app.inject({ method: 'POST', url: `/api/v1/bookings/${bookingId}/pay`, payload: body as object, headers: { ...bearer(customer), 'idempotency-key': key } });
}

async function paid(bookingId: string, body: BookingPay = card()): Promise<PayResult> {
  const response = await pay(bookingId, body);
  expect(response.statusCode, response.body).toBe(200);
  return ZPayResultSchema.parse(dataOf(response));
}

const errorOf = (response: Parameters<typeof json>[0]) => json<{ code: string; message: string }>(response);
const count = async (query: ReturnType<typeof sql>) => Number((await t.database.db.execute<{ n: string }>(query)).rows[0]!.n);

describe('POST /bookings/:id/pay', () => {
  it('charges a test card: the payment completes, the booking is confirmed and keeps its slot', async () => {
    const booking = await newHold();
    const result = await paid(booking.id);
    expect(result.booking).toMatchObject({ id: booking.id, status: 'confirmed', holdExpiresAt: null });
    expect(result.payment).toMatchObject({
      bookingId: booking.id, amount: booking.price.total, currency: 'EUR', status: 'completed', method: 'credit_card',
      cardBrand: 'visa', cardLast4: '4242', refundedAmount: 0,
    });
    expect(result.payment.transactionId).toMatch(/^ch_test_/);
    const mastercard = await paid((await newHold()).id, card('5555 5555 5555 4444'));
    expect(mastercard.payment).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444', status: 'completed' });
  });

  it('answers each failing test card with 402, its code and the documented text; the hold stays and a retry succeeds', async () => {
    for (const test of TEST_CARDS.filter((c) => c.outcome !== 'success')) {
      const booking = await newHold();
      const response = await pay(booking.id, card(test.number));
      expect(response.statusCode, test.number).toBe(402);
      expect(errorOf(response)).toMatchObject({ code: test.outcome, message: CARD_ERROR_MESSAGES[test.outcome as keyof typeof CARD_ERROR_MESSAGES] });
      const retried = await paid(booking.id);
      expect(retried.booking.status).toBe('confirmed');
    }
  });

  it('refuses a number failing the Luhn check and a card past its expiry', async () => {
    const booking = await newHold();
    const invalid = await pay(booking.id, card('4242424242424241'));
    expect(invalid.statusCode).toBe(402);
    expect(errorOf(invalid).code).toBe('INVALID_CARD_NUMBER');
    const expired = await pay(booking.id, card('4242424242424242', { expMonth: 4, expYear: 2026 }));
    expect(expired.statusCode).toBe(402);
    expect(errorOf(expired).code).toBe('EXPIRED_CARD');
  });

  it('replays the first answer for the same key and body, charging once; another body with the key is 422', async () => {
    const booking = await newHold();
    const key = nextKey();
    const first = await pay(booking.id, card(), key);
    const again = await pay(booking.id, card(), key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(dataOf<PayResult>(again).payment.id).toBe(dataOf<PayResult>(first).payment.id);
    expect((await pay(booking.id, card('5555555555554444'), key)).statusCode).toBe(422);
    const paymentId = dataOf<PayResult>(first).payment.id;
    expect(await count(sql`SELECT count(*) AS n FROM test_processor_operations WHERE idempotency_key = ${`charge:${paymentId}`}`)).toBe(1);
    const second = await pay(booking.id, card());
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).code).toBe('ALREADY_PAID');
  });

  it('answers a retry whose first answer was lost (the request died after the charge) from the payment itself', async () => {
    const booking = await newHold();
    const key = nextKey();
    const first = await pay(booking.id, card(), key);
    expect(first.statusCode).toBe(200);
    await t.database.db.execute(sql`DELETE FROM idempotency_keys WHERE key = ${key}`);
    const retried = await pay(booking.id, card(), key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(dataOf<PayResult>(retried).payment.id).toBe(dataOf<PayResult>(first).payment.id);
    expect(await count(sql`SELECT count(*) AS n FROM payments WHERE booking_id = ${booking.id}`)).toBe(1);
  });

  it('10 concurrent pays with one key make one charge and one completed payment', async () => {
    const booking = await newHold();
    const key = nextKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(booking.id, card(), key)));
    for (const answer of answers) {
      expect([200, 409], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(errorOf(answer).code).toBe('IDEMPOTENCY_KEY_IN_USE');
    }
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(await count(sql`SELECT count(*) AS n FROM payments WHERE booking_id = ${booking.id} AND status = 'completed'`)).toBe(1);
    expect(await count(sql`SELECT count(*) AS n FROM test_processor_operations o JOIN payments p ON o.idempotency_key = 'charge:' || p.id WHERE p.booking_id = ${booking.id}`)).toBe(1);
    const replay = await pay(booking.id, card(), key);
    expect(replay.statusCode).toBe(200);
  });

  it('409 once the hold lapsed; 404 for another customer\'s booking', async () => {
    const booking = await newHold();
    const start = clock.now();
    clock.advance(10 * 60_000);
    try {
      const late = await pay(booking.id, card());
      expect(late.statusCode).toBe(409);
      expect(errorOf(late).code).toBe('HOLD_EXPIRED');
    } finally {
      clock.set(start);
    }
    const owner = await login(t.app, DEMO.owner);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${(await newHold()).id}/pay`, payload: card(), headers: { ...bearer(owner), 'idempotency-key': nextKey() } });
    expect(foreign.statusCode).toBe(404);
  });

  it('saves a card as a token and pays with it later; no card number is stored anywhere', async () => {
    const first = await paid((await newHold()).id, { ...card(), saveCard: true, billingAddress: { line1: '1 rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'France' } });
    expect(first.payment.cardLast4).toBe('4242');
    const { rows } = await t.database.db.execute<{ id: string; token: string; last4: string; is_default: boolean }>(
      sql`SELECT id, token, last4, is_default FROM payment_methods WHERE user_id = (SELECT id FROM users WHERE email = ${DEMO.customer.email})`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ last4: '4242', is_default: true });
    const again = await paid((await newHold()).id, { paymentMethodId: rows[0]!.id });
    expect(again.payment).toMatchObject({ status: 'completed', cardLast4: '4242' });
    const dump = await t.database.db.execute<{ n: string }>(sql`
      SELECT (SELECT count(*) FROM payments WHERE row_to_json(payments)::text LIKE '%4242424242424242%')
           + (SELECT count(*) FROM payment_methods WHERE row_to_json(payment_methods)::text LIKE '%4242424242424242%')
           + (SELECT count(*) FROM test_processor_cards WHERE row_to_json(test_processor_cards)::text LIKE '%4242424242424242%')
           + (SELECT count(*) FROM idempotency_keys WHERE row_to_json(idempotency_keys)::text LIKE '%4242424242424242%') AS n`);
    expect(Number(dump.rows[0]!.n)).toBe(0);
    expect((await pay((await newHold()).id, { paymentMethodId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('cash only where the company accepts payment on site: the booking is reserved, the payment pending', async () => {
    const refused = await pay((await newHold()).id, { method: 'cash' });
    expect(refused.statusCode).toBe(422);
    await t.database.db.execute(sql`UPDATE companies SET pay_on_site = true WHERE id = ${companyId}`);
    try {
      const result = await paid((await newHold()).id, { method: 'cash' });
      expect(result.booking.status).toBe('confirmed');
      expect(result.payment).toMatchObject({ method: 'cash', status: 'pending', cardLast4: null });
    } finally {
      await t.database.db.execute(sql`UPDATE companies SET pay_on_site = false WHERE id = ${companyId}`);
    }
  });

  it('with manager confirmation the paid booking stays pending without a hold, and keeps its slot', async () => {
    await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = true WHERE id = ${companyId}`);
    const start = clock.now();
    try {
      const booking = await newHold();
      const result = await paid(booking.id);
      expect(result.booking).toMatchObject({ status: 'pending', holdExpiresAt: null });
      clock.advance(60 * 60_000);
      expect(await t.app.services.bookings.expireHolds()).toBeGreaterThanOrEqual(0);
      expect(await count(sql`SELECT count(*) AS n FROM bookings WHERE id = ${booking.id} AND status = 'pending'`)).toBe(1);
    } finally {
      clock.set(start);
      await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = false WHERE id = ${companyId}`);
    }
  });

  it('answers 400 for a malformed body and for a missing key', async () => {
    const booking = await newHold();
    expect((await pay(booking.id, { card: { number: 'abc', expMonth: 13, expYear: 2030, cvc: '1', holder: '' } } as BookingPay)).statusCode).toBe(400);
    const noKey = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${booking.id}/pay`, payload: card(), headers: bearer(customer) });
    expect(noKey.statusCode).toBe(400);
  });
});

describe('recovery of payments a dead request left processing', () => {
  it('completes a charge the processor made, charges one it never received, and fails a declined one', async () => {
    const { payments, processor } = t.app.services;
    const repository = (payments as unknown as { payments: import('../../src/modules/payments/payment.repository.js').PaymentRepository }).payments;
    const started: { bookingId: string; paymentId: string }[] = [];
    for (const number of ['4242424242424242', '4242424242424242', '4000000000000002']) {
      const booking = await newHold();
      const payable = (await repository.payableBooking(booking.id, customer.userId))!;
      const token = await processor.tokenize({ number, expMonth: 12, expYear: 2030, cvc: '123', holder: 'N B' });
      if (!token.ok) throw new Error('tokenize failed');
      const outcome = await repository.start(payable, customer.userId, 'credit_card', token.value, 'crash-test', clock.now());
      if (typeof outcome === 'string') throw new Error(outcome);
      started.push({ bookingId: booking.id, paymentId: outcome.paymentId });
    }
    // The first request died after the processor charged; the other two before reaching it.
    await processor.charge({ token: (await repository.inFlight(new Date(clock.now().getTime() + 1))).find((p) => p.id === started[0]!.paymentId)!.token!, amount: 1, currency: 'EUR', description: 'x', idempotencyKey: `charge:${started[0]!.paymentId}` });
    expect(await payments.recoverInFlight()).toBe(0); // within the grace period: left alone
    const start = clock.now();
    clock.advance(61_000);
    try {
      expect(await payments.recoverInFlight()).toBe(3);
    } finally {
      clock.set(start);
    }
    const statuses = await t.database.db.execute<{ id: string; status: string; booking_status: string }>(sql`
      SELECT p.id, p.status, b.status AS booking_status FROM payments p JOIN bookings b ON b.id = p.booking_id
       WHERE p.id IN (${started[0]!.paymentId}, ${started[1]!.paymentId}, ${started[2]!.paymentId})`);
    const byId = Object.fromEntries(statuses.rows.map((r) => [r.id, [r.status, r.booking_status]]));
    expect(byId[started[0]!.paymentId]).toEqual(['completed', 'confirmed']);
    expect(byId[started[1]!.paymentId]).toEqual(['completed', 'confirmed']);
    expect(byId[started[2]!.paymentId]![0]).toBe('failed');
    expect(await count(sql`SELECT count(*) AS n FROM test_processor_operations WHERE idempotency_key IN (${`charge:${started[0]!.paymentId}`}, ${`charge:${started[1]!.paymentId}`})`)).toBe(2);
  });
});

describe('a retry of a payment whose first attempt died', () => {
  it('is told to wait while the attempt may be alive, then settles it itself: one charge, the booking confirmed', async () => {
    const { payments, processor } = t.app.services;
    const repository = (payments as unknown as { payments: import('../../src/modules/payments/payment.repository.js').PaymentRepository }).payments;
    const key = nextKey();
    const booking = await newHold();
    const payable = (await repository.payableBooking(booking.id, customer.userId))!;
    const token = await processor.tokenize(card().card);
    if (!token.ok) throw new Error('tokenize failed');
    // The first attempt recorded the payment with this key and died before the processor answered.
    const outcome = await repository.start(payable, customer.userId, 'credit_card', token.value, `${customer.userId}:${key}`, clock.now());
    if (typeof outcome === 'string') throw new Error(outcome);

    const early = await pay(booking.id, card(), key);
    expect(early.statusCode, early.body).toBe(409);
    expect(errorOf(early).code).toBe('IDEMPOTENCY_KEY_IN_USE');

    const start = clock.now();
    clock.advance(6_000);
    try {
      const retried = await pay(booking.id, card(), key);
      expect(retried.statusCode, retried.body).toBe(200);
      const result = ZPayResultSchema.parse(dataOf(retried));
      expect(result.payment.id).toBe(outcome.paymentId);
      expect(result.payment.status).toBe('completed');
      expect(result.booking.status).toBe('confirmed');
      // The same answer again, from the stored key, and still one charge at the processor.
      const again = await pay(booking.id, card(), key);
      expect(ZPayResultSchema.parse(dataOf(again)).payment.id).toBe(outcome.paymentId);
    } finally {
      clock.set(start);
    }
    expect(await count(sql`SELECT count(*) AS n FROM test_processor_operations WHERE idempotency_key = ${`charge:${outcome.paymentId}`}`)).toBe(1);
  });
});
