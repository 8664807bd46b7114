// GET /companies/dashboard from real bookings and payments, with the clock set: each figure, its growth
// against the previous month, the company's time zone deciding "today", and who may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { ZDashboardOverviewSchema, type DashboardOverview } from '@pitchside/shared-api/contracts/company-dashboard';
import { ManualClock } from '../../src/lib/clock.js';
import { paidBooking } from '../helpers/bookings.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, dataOf, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { DEMO, login, register } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const clock = new ManualClock(new Date('2026-05-15T10:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let fieldId: string;
let account: { email: string; password: string };
const june: Booking[] = [];
let may: Booking;

const player = () => login(t.app, account);
/** Wednesday 17 June, 23:30 in Paris (21:30 UTC): still "today" for the company. */
const JUNE_17 = new Date('2026-06-17T21:30:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  call = caller(t);
  owner = await newCompany(t, `Dashboard Owner ${process.pid}`);
  await t.database.pool.query(`UPDATE companies SET timezone = 'Europe/Paris', primary_currency = 'EUR', currencies = '{EUR}' WHERE id = $1`, [owner.companyId]);
  fieldId = await insertField(t.database.db, owner.companyId, { timezone: 'Europe/Paris', currency: 'EUR', basePricePerHour: 4000, schedules: weeklyHours('08:00', '22:00') });
  // Another field, archived: not counted.
  await insertField(t.database.db, owner.companyId, { publicationState: 'archived', currency: 'EUR' });
  const registered = await register(t.app);
  account = { email: registered.email, password: registered.password };

  // Last month (15 May): one booking made and paid, for 20 May.
  may = await paidBooking(t, await player(), { fieldId, date: '2026-05-20', startTime: '10:00' });
  // Today, 17 June: five made and paid, for today (two), Friday, next week, and tomorrow (cancelled and refunded).
  clock.set(new Date('2026-06-17T08:00:00Z'));
  const session = await player();
  for (const [date, startTime] of [['2026-06-17', '18:00'], ['2026-06-17', '20:00'], ['2026-06-19', '10:00'], ['2026-06-24', '10:00'], ['2026-06-18', '12:00']] as const) {
    clock.advance(1000);
    june.push(await paidBooking(t, session, { fieldId, date, startTime }));
  }
  const cancelled = await call(owner = { ...owner, accessToken: (await login(t.app, await ownerCredentials())).accessToken }, 'PATCH', `/companies/bookings/${june[4]!.id}/cancel`, { reason: 'Flooded' });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  clock.set(JUNE_17);
  owner = { ...owner, accessToken: (await login(t.app, await ownerCredentials())).accessToken };
});
afterAll(async () => { await t.close(); });

async function ownerCredentials() {
  const { rows } = await t.database.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [owner.userId]);
  return { email: rows[0]!.email, password: 'Str0ngPass' };
}

const overviewOf = async (who: Parameters<typeof call>[0], query = '') => {
  const response = await call(who, 'GET', `/companies/dashboard${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZDashboardOverviewSchema.parse(dataOf<DashboardOverview>(response));
};

describe('the dashboard', () => {
  it('counts bookings made and games played today, this week and this month in the company’s zone, against last month', async () => {
    const overview = await overviewOf(owner);
    expect(overview).toMatchObject({
      timezone: 'Europe/Paris', primaryCurrency: 'EUR', generatedAt: JUNE_17.toISOString(),
      totalBookingsToday: 5, totalBookingsThisWeek: 5, totalBookingsThisMonth: 5, bookingsGrowth: 400,
      gamesToday: 2, gamesThisWeek: 3, gamesThisMonth: 4,
      totalFields: 1, activeFields: 1,
    });
  });

  it('counts the money of payments completed less refunds made, per currency, today, this week and this month, against last month', async () => {
    const overview = await overviewOf(owner);
    const price = may.price.total;
    for (const booking of june) expect(booking.price.total).toBe(price);
    // Five paid this month, one refunded in full.
    const eur = (amount: number) => [{ currency: 'EUR', amount }];
    expect(overview).toMatchObject({
      revenueToday: eur(4 * price), revenueThisWeek: eur(4 * price), revenueThisMonth: eur(4 * price), revenuePreviousMonth: eur(price),
      revenueGrowth: [{ currency: 'EUR', growth: 300 }],
    });
  });

  it('counts customers by their first booking made, and the booked share of the open hours', async () => {
    const overview = await overviewOf(owner);
    expect(overview).toMatchObject({ totalCustomers: 1, newCustomersThisMonth: 0, customerGrowth: -100 });
    // Four hours taking place in June out of 30 days × 14 open hours.
    expect(overview.occupancy).toBe(Math.round((4 * 60 / (30 * 14 * 60)) * 1000) / 10);
  });

  it('lists the latest bookings, newest first, with their customer and field', async () => {
    const { recentBookings } = await overviewOf(owner);
    expect(recentBookings).toHaveLength(6);
    expect(recentBookings[0]).toMatchObject({ id: june[4]!.id, status: 'cancelled', field: { id: fieldId }, awaitingConfirmation: false });
    expect(recentBookings.at(-1)).toMatchObject({ id: may.id, status: 'confirmed', totalPrice: may.price.total, currency: 'EUR' });
    expect(recentBookings[0]!.user.id).toBe(recentBookings.at(-1)!.user.id);
  });

  it('is for the owner, employees who view analytics and a super admin naming the company', async () => {
    expect((await overviewOf(await newEmployee(t, owner.companyId, 'manager'))).totalBookingsThisMonth).toBe(5);
    const staff = await newEmployee(t, owner.companyId, 'staff');
    expect((await call(staff, 'GET', '/companies/dashboard')).statusCode).toBe(403);
    expect((await call(await player(), 'GET', '/companies/dashboard')).statusCode).toBe(403);
    const admin = await login(t.app, DEMO.admin);
    expect((await overviewOf(admin, `?companyId=${owner.companyId}`)).gamesToday).toBe(2);
    expect((await call(admin, 'GET', '/companies/dashboard')).statusCode).toBe(400);
    const rival = await newCompany(t, `Dashboard Rival ${process.pid}`);
    expect((await overviewOf(rival)).recentBookings).toEqual([]);
    expect((await call(rival, 'GET', `/companies/dashboard?companyId=${owner.companyId}`)).statusCode).toBe(403);
  });
});
