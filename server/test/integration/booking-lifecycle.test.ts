import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZBookingCancelResultSchema, ZBookingDetailsSchema, ZBookingListSchema, ZBookingSchema, type Booking, type BookingCancelResult, type BookingCreate,
} from '@pitchside/shared-api/contracts/booking';
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
const nextKey = () => `life-${process.pid}-${(counter += 1)}`;
let slot = 0;

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

/** A booking on `date` (next free hour that day), paid by card unless `paid` is false. */
async function booking(date: string, { paid = true } = {}): Promise<Booking> {
  const startTime = `${String(8 + (slot % 14)).padStart(2, '0')}:00`;
  slot += 1;
  const body: BookingCreate = { fieldId, date, startTime, duration: 60, fullName: 'Nadia Benali', email: 'nadia@example.com', phone: '+33612345678' };
  const held = await t.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: body, headers: { ...bearer(customer), 'idempotency-key': nextKey() } });
  expect(held.statusCode, held.body).toBe(201);
  const created = dataOf<Booking>(held);
  if (!paid) return created;
  const payment = await t.app.inject({
    method: 'POST', url: `/api/v1/bookings/${created.id}/pay`, headers: { ...bearer(customer), 'idempotency-key': nextKey() },
    payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Nadia Benali' } },
  });
  expect(payment.statusCode, payment.body).toBe(200);
  return dataOf<{ booking: Booking }>(payment).booking;
}

/** Access tokens last 15 minutes: after moving the clock, the customer signs in again. */
async function moveClock(to: Date): Promise<void> {
  clock.set(to);
  customer = await login(t.app, DEMO.customer);
}

const cancel = (id: string, who: { accessToken: string } = customer, reason = 'Plans changed') =>
  t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/cancel`, payload: { reason }, headers: bearer(who) });
const manage = (action: 'confirm' | 'decline' | 'cancel', id: string, who: { accessToken: string } = owner, payload: object = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/companies/bookings/${id}/${action}`, payload, headers: bearer(who) });
const details = async (id: string) => ZBookingDetailsSchema.parse(dataOf(await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: bearer(customer) })));
const codeOf = (response: Parameters<typeof json>[0]) => json<{ code: string }>(response).code;
const count = async (query: ReturnType<typeof sql>) => Number((await t.database.db.execute<{ n: string }>(query)).rows[0]!.n);
const paymentOf = async (bookingId: string) => (await t.database.db.execute<{ status: string; refunded_amount: number; amount: number }>(
  sql`SELECT status, refunded_amount, amount FROM payments WHERE booking_id = ${bookingId} AND status <> 'failed'`)).rows[0]!;

describe('customer cancellation', () => {
  it('more than 24 h ahead: a full refund, shown before and given after; the slot is free again', async () => {
    const paid = await booking('2026-06-10');
    expect(paid.cancellationPolicy.freeUntil).toBe(new Date(Date.parse(paid.start) - 24 * 3_600_000).toISOString());
    expect((await details(paid.id)).refundIfCancelledNow).toBe(paid.price.total);
    const response = await cancel(paid.id);
    expect(response.statusCode, response.body).toBe(200);
    const result = ZBookingCancelResultSchema.parse(dataOf(response));
    expect(result.booking).toMatchObject({ status: 'cancelled', cancellationReason: 'Plans changed' });
    expect(result.refund).toEqual({ amount: paid.price.total, currency: 'EUR', status: 'completed' });
    expect(json<{ message: string }>(response).message).toMatch(/3–5 business days/);
    expect(await paymentOf(paid.id)).toMatchObject({ status: 'refunded', refunded_amount: paid.price.total });
    const day = await t.app.inject({ method: 'GET', url: `/api/v1/fields/${fieldId}/availability?from=2026-06-10&days=1` });
    const slotStatus = dataOf<{ days: { slots: { startTime: string; status: string }[] }[] }>(day).days[0]!.slots.find((s) => s.startTime === paid.startTime)?.status;
    expect(slotStatus).toBe('available');
    const again = await cancel(paid.id);
    expect(again.statusCode).toBe(409);
    expect(await count(sql`SELECT count(*) AS n FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.booking_id = ${paid.id}`)).toBe(1);
  });

  it('at the 24-hour boundary: the full refund until the last millisecond, then the late share (0 %, then 50 %)', async () => {
    const start = clock.now();
    try {
      const onTime = await booking('2026-06-05');
      await moveClock(new Date(onTime.cancellationPolicy.freeUntil));
      expect((await details(onTime.id)).refundIfCancelledNow).toBe(onTime.price.total);
      expect(dataOf<BookingCancelResult>(await cancel(onTime.id)).refund?.amount).toBe(onTime.price.total);

      await moveClock(start);
      const late = await booking('2026-06-05');
      await moveClock(new Date(Date.parse(late.cancellationPolicy.freeUntil) + 1));
      expect((await details(late.id)).refundIfCancelledNow).toBe(0);
      const noRefund = dataOf<BookingCancelResult>(await cancel(late.id));
      expect(noRefund.refund).toBeNull();
      expect(await paymentOf(late.id)).toMatchObject({ status: 'completed', refunded_amount: 0 });

      await moveClock(start);
      await t.database.db.execute(sql`UPDATE companies SET late_refund_percent = 50 WHERE id = ${companyId}`);
      const half = await booking('2026-06-05');
      await moveClock(new Date(Date.parse(half.cancellationPolicy.freeUntil) + 1));
      const halfRefund = dataOf<BookingCancelResult>(await cancel(half.id));
      expect(halfRefund.refund?.amount).toBe(Math.floor(half.price.total / 2));
      expect(await paymentOf(half.id)).toMatchObject({ status: 'partial refund', refunded_amount: Math.floor(half.price.total / 2) });
    } finally {
      await moveClock(start);
      await t.database.db.execute(sql`UPDATE companies SET late_refund_percent = 0 WHERE id = ${companyId}`);
    }
  });

  it('an unpaid hold is cancelled without a refund; a started booking and another customer\'s cannot be cancelled', async () => {
    const hold = await booking('2026-06-10', { paid: false });
    expect(dataOf<BookingCancelResult>(await cancel(hold.id)).refund).toBeNull();
    const started = await booking('2026-06-01');
    const start = clock.now();
    await moveClock(new Date(started.start));
    try {
      const response = await cancel(started.id);
      expect(response.statusCode).toBe(409);
      expect(codeOf(response)).toBe('BOOKING_STARTED');
    } finally {
      await moveClock(start);
    }
    const stranger = await register(t.app);
    expect((await cancel(started.id, stranger)).statusCode).toBe(404);
  });
});

describe('booking management (company)', () => {
  it('confirms a paid pending booking once; an unpaid hold needs its payment', async () => {
    await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = true WHERE id = ${companyId}`);
    try {
      const awaiting = await booking('2026-06-11');
      expect(awaiting.status).toBe('pending');
      const confirmed = await manage('confirm', awaiting.id, owner, { note: 'See you there' });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(ZBookingSchema.parse(dataOf(confirmed))).toMatchObject({ status: 'confirmed', confirmationNote: 'See you there' });
      expect(codeOf(await manage('confirm', awaiting.id))).toBe('INVALID_BOOKING_STATE');
      const unpaid = await booking('2026-06-11', { paid: false });
      const refused = await manage('confirm', unpaid.id);
      expect(refused.statusCode).toBe(409);
      expect(codeOf(refused)).toBe('PAYMENT_REQUIRED');
    } finally {
      await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = false WHERE id = ${companyId}`);
    }
  });

  it('declines a pending booking and cancels a confirmed one, each fully refunded once', async () => {
    await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = true WHERE id = ${companyId}`);
    let pending: Booking;
    try {
      pending = await booking('2026-06-12');
    } finally {
      await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = false WHERE id = ${companyId}`);
    }
    const declined = await manage('decline', pending.id, owner, { reason: 'Pitch closed for repairs' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(dataOf<BookingCancelResult>(declined)).toMatchObject({ booking: { status: 'cancelled', cancellationReason: 'Pitch closed for repairs' }, refund: { amount: pending.price.total, status: 'completed' } });

    const confirmed = await booking('2026-06-01'); // less than 24 h ahead: a company cancellation still refunds it all
    expect(codeOf(await manage('decline', confirmed.id))).toBe('INVALID_BOOKING_STATE');
    const answers = await Promise.all(Array.from({ length: 10 }, () => manage('cancel', confirmed.id, owner, { reason: 'Storm warning' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await paymentOf(confirmed.id)).toMatchObject({ status: 'refunded', refunded_amount: confirmed.price.total });
    expect(await count(sql`SELECT count(*) AS n FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.booking_id = ${confirmed.id}`)).toBe(1);
    expect(await count(sql`SELECT count(*) AS n FROM test_processor_operations o JOIN refunds r ON o.idempotency_key = 'refund:' || r.id JOIN payments p ON p.id = r.payment_id WHERE p.booking_id = ${confirmed.id}`)).toBe(1);
  });

  it('lists the company\'s bookings with filters, and keeps other companies, customers and staff without the permission out', async () => {
    const mine = await booking('2026-06-13');
    const list = async (query: string, who: { accessToken: string } = owner) => t.app.inject({ method: 'GET', url: `/api/v1/companies/bookings?${query}`, headers: bearer(who) });
    const byDate = ZBookingListSchema.parse(dataOf(await list('date=2026-06-13&status=confirmed')));
    expect(byDate.bookings.map((b) => b.id)).toContain(mine.id);
    expect(byDate.bookings.every((b) => b.date === '2026-06-13' && b.status === 'confirmed')).toBe(true);
    expect(ZBookingListSchema.parse(dataOf(await list(`search=${mine.confirmationCode}`))).bookings.map((b) => b.id)).toEqual([mine.id]);
    expect(ZBookingListSchema.parse(dataOf(await list('status=cancelled'))).bookings.every((b) => b.status === 'cancelled')).toBe(true);

    const rival = await newCompany(t);
    expect(ZBookingListSchema.parse(dataOf(await list('', rival))).bookings).toEqual([]);
    for (const action of ['confirm', 'decline', 'cancel'] as const) expect((await manage(action, mine.id, rival)).statusCode).toBe(404);
    expect((await list('', customer)).statusCode).toBe(403);
    const maintenance = await newEmployee(t, companyId, 'maintenance');
    expect((await list('', maintenance)).statusCode).toBe(403);
    const receptionist = await newEmployee(t, companyId, 'receptionist');
    expect(ZBookingListSchema.parse(dataOf(await list(`search=${mine.confirmationCode}`, receptionist))).bookings.map((b) => b.id)).toEqual([mine.id]);
  });
});

describe('check-in', () => {
  const checkIn = (who: { accessToken: string }, body: object) => t.app.inject({ method: 'POST', url: '/api/v1/checkins', payload: body, headers: bearer(who) });

  it('by pass or by code, once, inside the window; clear refusals outside it', async () => {
    const start = clock.now();
    try {
      const first = await booking('2026-06-02');
      const second = await booking('2026-06-02');
      const token = t.app.services.bookings.passToken(first);
      let staff = await newEmployee(t, companyId, 'staff');
      const early = await checkIn(staff, { token });
      expect(early.statusCode).toBe(409);
      expect(json<{ code: string; message: string }>(early)).toMatchObject({ code: 'CHECK_IN_NOT_OPEN', message: 'Check-in opens 60 minutes before the start.' });

      await moveClock(new Date(Date.parse(first.start) - 60 * 60_000));
      staff = await newEmployee(t, companyId, 'staff');
      const done = await checkIn(staff, { token });
      expect(done.statusCode, done.body).toBe(200);
      expect(ZBookingSchema.parse(dataOf(done)).checkedInAt).toBe(clock.now().toISOString());
      expect(codeOf(await checkIn(staff, { token }))).toBe('ALREADY_CHECKED_IN');
      expect(codeOf(await checkIn(staff, { token: `${first.id}.forged-signature-value` }))).toBe('INVALID_PASS');

      await moveClock(new Date(second.start));
      staff = await newEmployee(t, companyId, 'staff');
      const byCode = await checkIn(staff, { confirmationCode: second.confirmationCode.toLowerCase() });
      expect(byCode.statusCode, byCode.body).toBe(200);

      const rival = await newCompany(t);
      const rivalStaff = await newEmployee(t, rival.companyId, 'staff');
      expect((await checkIn(rivalStaff, { confirmationCode: second.confirmationCode })).statusCode).toBe(404);
      expect((await checkIn(customer, { token })).statusCode).toBe(403);
      expect((await checkIn(await newEmployee(t, companyId, 'receptionist'), { token })).statusCode).toBe(403);
    } finally {
      await moveClock(start);
    }
  });

  it('refuses a cancelled booking and one that has ended', async () => {
    const start = clock.now();
    try {
      const cancelled = await booking('2026-06-03');
      await cancel(cancelled.id);
      const ended = await booking('2026-06-03');
      await moveClock(new Date(ended.end));
      const staff = await newEmployee(t, companyId, 'staff');
      expect(codeOf(await checkIn(staff, { confirmationCode: cancelled.confirmationCode }))).toBe('BOOKING_CANCELLED');
      expect(codeOf(await checkIn(staff, { token: t.app.services.bookings.passToken(ended) }))).toBe('CHECK_IN_CLOSED');
    } finally {
      await moveClock(start);
    }
  });
});
