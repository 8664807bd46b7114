import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBookingCancelResultSchema, ZBookingListSchema, ZBookingSchema, type Booking } from '@pitchside/shared-api/contracts/booking';
import { ZAvailabilitySchema } from '@pitchside/shared-api/contracts/field';
import { ZTransactionListSchema } from '@pitchside/shared-api/contracts/payment';
import { systemClock } from '../../src/lib/clock.js';
import { DEMO_COMPANY } from '../../src/seed/demo-accounts.js';
import { DEMO_BOOKING_RULES } from '../../src/seed/demo-fields.js';
import { seedDemoBookings } from '../../src/seed/demo-bookings.js';
import { bearer, DEMO, login, type Session } from '../helpers/http.js';
import { dataOf, demoOwner, type CompanyAccount } from '../helpers/field-management.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let customer: Session;
let owner: CompanyAccount;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, DEMO.customer);
  owner = await demoOwner(t);
});
afterAll(async () => { await t.close(); });

const get = async (url: string, who: { accessToken: string }) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(who) });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<unknown>(response);
};
const customerTab = async (tab: 'upcoming' | 'past') => ZBookingListSchema.parse(await get(`/bookings?tab=${tab}&limit=50`, customer)).bookings;
const companyTab = async (status: 'pending' | 'confirmed' | 'cancelled') =>
  ZBookingListSchema.parse(await get(`/companies/bookings?status=${status}&limit=50`, owner)).bookings;
const summary = (b: Booking) => ({ field: b.field.name, status: b.status, awaitingPayment: b.holdExpiresAt !== null, checkedIn: b.checkedInAt !== null });

/** The slot of the field's availability that starts when the booking does. */
async function slotOf(booking: Booking) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/fields/${booking.field.id}/availability?from=${booking.date}&days=1` });
  return ZAvailabilitySchema.parse(dataOf(response)).days[0]?.slots.find((slot) => slot.start === booking.start);
}

describe('demo bookings', () => {
  it('give the demo customer, with the demo company, two bookings awaiting confirmation, one confirmed to come, one played and one refunded', async () => {
    const now = Date.now();
    const upcoming = await customerTab('upcoming');
    expect(upcoming.map(summary)).toEqual([
      { field: 'Chelsea Hoops Hall', status: 'pending', awaitingPayment: false, checkedIn: false },
      { field: 'Riverside Clay Courts', status: 'pending', awaitingPayment: false, checkedIn: false },
      { field: 'Pier 2 Volleyball Courts', status: 'confirmed', awaitingPayment: false, checkedIn: false },
    ]);
    for (const booking of upcoming) expect(Date.parse(booking.start)).toBeGreaterThan(now);
    expect(upcoming[2]!.confirmationNote).toBeTruthy();

    const past = await customerTab('past');
    expect(past.map(summary)).toEqual([
      { field: 'Vernon Boulevard Roller Rink', status: 'cancelled', awaitingPayment: false, checkedIn: false },
      { field: 'Hudson River Turf', status: 'confirmed', awaitingPayment: false, checkedIn: true },
    ]);
    const [cancelled, played] = past as [Booking, Booking];
    expect(Date.parse(played.end)).toBeLessThan(now);
    // Checked in inside the window: from the company's opening minutes before the start until the end.
    expect(Date.parse(played.checkedInAt!)).toBeGreaterThanOrEqual(Date.parse(played.start) - 60 * 60_000);
    expect(Date.parse(played.checkedInAt!)).toBeLessThan(Date.parse(played.end));
    expect(cancelled.cancellationReason).toBeTruthy();
    expect(Date.parse(cancelled.cancelledAt!)).toBeLessThan(Date.parse(cancelled.cancellationPolicy.freeUntil));

    // Priced as a booking is: the slots' prices, the company's tax and fee.
    const rules = DEMO_BOOKING_RULES[DEMO_COMPANY]!;
    for (const booking of [...upcoming, ...past]) {
      expect(booking.company.name).toBe(DEMO_COMPANY);
      expect(booking.currency).toBe('USD');
      const { subtotal, discount, tax, processingFee, total } = booking.price;
      expect({ discount, tax, processingFee, total }).toEqual({
        discount: 0, tax: Math.round((subtotal * rules.taxRateBp) / 10_000), processingFee: rules.processingFee, total: subtotal + tax + processingFee,
      });
    }
    // On the fields' schedules: the upcoming ones hold their slots, the cancelled one gave its slot back.
    for (const booking of upcoming) expect(await slotOf(booking), booking.field.name).toMatchObject({ status: 'booked', price: booking.price.subtotal });
    expect(await slotOf(cancelled)).toMatchObject({ status: 'available', price: cancelled.price.subtotal });

    // Paid with the test card; the cancelled one refunded in full.
    const transactions = ZTransactionListSchema.parse(await get('/payments/transactions?limit=50', customer)).transactions;
    const byBooking = new Map(transactions.map((p) => [p.bookingId, p]));
    for (const booking of [...upcoming, ...past]) {
      const payment = byBooking.get(booking.id);
      expect(payment, booking.field.name).toMatchObject({ amount: booking.price.total, method: 'credit_card', cardBrand: 'visa', cardLast4: '4242' });
      expect(payment!.transactionId).toMatch(/^ch_test_/);
      expect(payment!.status).toBe(booking.id === cancelled.id ? 'refunded' : 'completed');
      expect(payment!.refundedAmount).toBe(booking.id === cancelled.id ? booking.price.total : 0);
    }
  });

  it('show on the owner\'s pages by status, and confirming or declining them works like any booking (the processor refunds a seeded charge)', async () => {
    const pending = await companyTab('pending');
    expect(pending.map((b) => b.field.name)).toEqual(['Chelsea Hoops Hall', 'Riverside Clay Courts']);
    expect((await companyTab('confirmed')).map((b) => b.field.name)).toEqual(['Hudson River Turf', 'Pier 2 Volleyball Courts']);
    expect((await companyTab('cancelled')).map((b) => b.field.name)).toEqual(['Vernon Boulevard Roller Rink']);

    const [first, second] = pending as [Booking, Booking];
    const confirm = await t.app.inject({ method: 'PATCH', url: `/api/v1/companies/bookings/${first.id}/confirm`, payload: { note: 'Welcome' }, headers: bearer(owner) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(ZBookingSchema.parse(dataOf(confirm))).toMatchObject({ status: 'confirmed', confirmationNote: 'Welcome' });
    const decline = await t.app.inject({ method: 'PATCH', url: `/api/v1/companies/bookings/${second.id}/decline`, payload: { reason: 'Courts resurfaced' }, headers: bearer(owner) });
    expect(decline.statusCode, decline.body).toBe(200);
    expect(ZBookingCancelResultSchema.parse(dataOf(decline))).toMatchObject({
      booking: { status: 'cancelled' }, refund: { amount: second.price.total, currency: 'USD', status: 'completed' },
    });
  });

  it('are seeded once: again, or by two instances at once, nothing is added', async () => {
    const { rows: [before] } = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    expect(await seedDemoBookings(t.database.db, 'pass-secret', systemClock)).toBe(0);

    await t.database.pool.query('DELETE FROM refunds; DELETE FROM payments; DELETE FROM bookings');
    const created = await Promise.all([1, 2].map(() => seedDemoBookings(t.database.db, 'pass-secret', systemClock)));
    expect(created.sort()).toEqual([0, 5]);
    const { rows: [after] } = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    expect(after!.n).toBe(5);
    expect(before!.n).toBe(5);
  });

  it('leave out a booking whose field cannot be booked any more (an edited demo catalogue)', async () => {
    await t.database.pool.query('DELETE FROM refunds; DELETE FROM payments; DELETE FROM bookings');
    await t.database.pool.query(`UPDATE fields SET status = 'inactive' WHERE name = 'Pier 2 Volleyball Courts'`);
    expect(await seedDemoBookings(t.database.db, 'pass-secret', systemClock)).toBe(4);
    const { rows } = await t.database.pool.query<{ name: string }>('SELECT f.name FROM bookings b JOIN fields f ON f.id = b.field_id ORDER BY b.starts_at');
    expect(rows.map((r) => r.name)).toEqual(['Hudson River Turf', 'Chelsea Hoops Hall', 'Riverside Clay Courts', 'Vernon Boulevard Roller Rink']);
  });
});
