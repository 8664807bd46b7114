// GET /companies/analytics (and its parts) and the CSV export, from real bookings and payments with the
// clock set: the period in the company's zone, every breakdown, custom-period checks, the mailed export, and
// a company that takes two currencies.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { ANALYTICS_MESSAGES as M, ZAnalyticsSchema, type Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import type { DashboardOverview } from '@pitchside/shared-api/contracts/company-dashboard';
import { ManualClock } from '../../src/lib/clock.js';
import { paidBooking } from '../helpers/bookings.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, dataOf, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { json, login, register } from '../helpers/http.js';
import { pdfLines } from '../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const clock = new ManualClock(new Date('2026-06-10T08:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let arena: string;
let court: string;
const bookings: Booking[] = [];
let customerName = '';
let customerEmail = '';

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOB_RETRY_DELAY_SECONDS: '1' } });
  call = caller(t);
  owner = await newCompany(t, `Analytics Owner ${process.pid}`);
  await t.database.pool.query(`UPDATE companies SET timezone = 'Europe/Paris', primary_currency = 'EUR', currencies = '{EUR}' WHERE id = $1`, [owner.companyId]);
  const hours = { timezone: 'Europe/Paris', currency: 'EUR' as const, basePricePerHour: 4000, schedules: weeklyHours('08:00', '22:00') };
  arena = await insertField(t.database.db, owner.companyId, { ...hours, name: 'Analytics Arena' });
  court = await insertField(t.database.db, owner.companyId, { ...hours, name: 'Analytics Court' });
  const account = await register(t.app);
  customerName = 'Test User';
  customerEmail = account.email;
  const player = await login(t.app, { email: account.email, password: account.password });
  // Wednesday 10 June (Paris) at 18:00 on the arena, Friday 12 at 10:00 on both; the court's is cancelled by the company.
  for (const [fieldId, date, startTime] of [[arena, '2026-06-10', '18:00'], [arena, '2026-06-12', '10:00'], [court, '2026-06-12', '10:00']] as const) {
    clock.advance(1000);
    bookings.push(await paidBooking(t, player, { fieldId, date, startTime }));
  }
  expect((await call(owner, 'PATCH', `/companies/bookings/${bookings[2]!.id}/cancel`, { reason: 'Works' })).statusCode).toBe(200);
  clock.set(new Date('2026-06-17T10:00:00Z'));
  owner = { ...owner, accessToken: (await login(t.app, { email: await ownerEmail(), password: 'Str0ngPass' })).accessToken };
});
afterAll(async () => { await t.close(); });

async function ownerEmail() {
  return (await t.database.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [owner.userId])).rows[0]!.email;
}

const analyticsOf = async (query: string, who: Parameters<typeof call>[0] = owner) => {
  const response = await call(who, 'GET', `/companies/analytics${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZAnalyticsSchema.parse(dataOf<Analytics>(response));
};

describe('analytics', () => {
  it('covers the period’s days in the company’s zone, zero-filled, with bookings made, games played and money per currency', async () => {
    const a = await analyticsOf('?period=30d');
    expect(a).toMatchObject({ period: '30d', startDate: '2026-05-19', endDate: '2026-06-17', timezone: 'Europe/Paris', primaryCurrency: 'EUR', currencies: ['EUR'] });
    expect(a.revenueByDay).toHaveLength(30);
    const price = bookings[0]!.price.total;
    // Three made and paid on 10 June; the third refunded in full the same day. Games on 10 and 12 June.
    expect(a.revenueByDay.find((d) => d.date === '2026-06-10')).toEqual({ date: '2026-06-10', revenue: [{ currency: 'EUR', amount: 2 * price }], bookingsMade: 3, gamesPlayed: 1 });
    expect(a.revenueByDay.find((d) => d.date === '2026-06-12')).toEqual({ date: '2026-06-12', revenue: [{ currency: 'EUR', amount: 0 }], bookingsMade: 0, gamesPlayed: 1 });
    expect(a.totals).toEqual({
      collected: [{ currency: 'EUR', amount: 3 * price }], refunded: [{ currency: 'EUR', amount: price }], revenue: [{ currency: 'EUR', amount: 2 * price }],
      bookingsMade: 3, gamesPlayed: 2, cancelled: 1, customers: 1,
      bookingsMadeByCurrency: [{ currency: 'EUR', count: 3 }],
      bookingValue: [{ currency: 'EUR', amount: 2 * price }], averageBookingValue: [{ currency: 'EUR', amount: Math.round((2 * price) / 3) }],
    });
    const week = await analyticsOf('?period=7d');
    expect(week.revenueByDay.map((d) => d.date)).toEqual(['2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15', '2026-06-16', '2026-06-17']);
    expect(week.totals).toMatchObject({ bookingsMade: 0, gamesPlayed: 1, revenue: [{ currency: 'EUR', amount: 0 }], averageBookingValue: [{ currency: 'EUR', amount: 0 }] });
    expect((await analyticsOf('?period=3m')).startDate).toBe('2026-03-18');
  });

  it('breaks the bookings made down by status, the fields by bookings, games and money, and the games by weekday × hour', async () => {
    const a = await analyticsOf('?period=30d');
    expect(a.bookingsByStatus).toEqual([
      { status: 'confirmed', count: 2 }, { status: 'awaiting_confirmation', count: 0 }, { status: 'checked_in', count: 0 }, { status: 'cancelled', count: 1 },
    ]);
    const price = bookings[0]!.price.total;
    expect(a.bookingsByField).toEqual([
      { fieldId: arena, fieldName: 'Analytics Arena', currency: 'EUR', bookingsMade: 2, gamesPlayed: 2, revenue: [{ currency: 'EUR', amount: 2 * price }] },
      { fieldId: court, fieldName: 'Analytics Court', currency: 'EUR', bookingsMade: 1, gamesPlayed: 0, revenue: [{ currency: 'EUR', amount: 0 }] },
    ]);
    expect(a.heatmap).toEqual([{ dayOfWeek: 3, hour: 18, games: 1 }, { dayOfWeek: 5, hour: 10, games: 1 }]);
  });

  it('lists top customers as people: one row per account with their e-mail for staff who see contacts, bookings and spending of the same population', async () => {
    const a = await analyticsOf('?period=30d');
    const price = bookings[0]!.price.total;
    expect(a.topCustomers).toEqual([expect.objectContaining({ name: customerName, email: customerEmail, bookings: 3, spent: [{ currency: 'EUR', amount: 2 * price }] })]);
    // An employee who views analytics but not reservations sees the people, not their addresses.
    const analyst = await newEmployee(t, owner.companyId, 'supervisor');
    await t.database.pool.query(`UPDATE employees SET permissions = '{VIEW_ANALYTICS}' WHERE user_id = $1`, [analyst.userId]);
    expect((await analyticsOf('?period=30d', analyst)).topCustomers).toEqual([expect.objectContaining({ name: customerName, email: null, bookings: 3 })]);
  });

  it('takes a custom period of at most a year, in order, with both ends', async () => {
    expect((await analyticsOf('?period=custom&startDate=2026-06-12&endDate=2026-06-12')).totals).toMatchObject({ bookingsMade: 0, gamesPlayed: 1 });
    expect((await analyticsOf('?period=custom&startDate=2026-06-10&endDate=2026-06-10')).totals).toMatchObject({ bookingsMade: 3, gamesPlayed: 1 });
    const cases: [string, { field: string; message: string }][] = [
      ['?period=custom&startDate=2026-06-01', { field: 'endDate', message: M.customRange }],
      ['?period=custom&startDate=2026-06-10&endDate=2026-06-01', { field: 'endDate', message: M.order }],
      ['?period=custom&startDate=2025-01-01&endDate=2026-06-01', { field: 'endDate', message: M.span }],
    ];
    for (const [query, error] of cases) {
      const response = await call(owner, 'GET', `/companies/analytics${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json<{ errors: unknown[] }>(response).errors).toContainEqual(error);
    }
    expect((await call(owner, 'GET', '/companies/analytics?period=year')).statusCode).toBe(400);
  });

  it('answers each part under its own path', async () => {
    const revenue = dataOf<Record<string, unknown>>(await call(owner, 'GET', '/companies/analytics/revenue?period=7d'));
    expect(Object.keys(revenue).sort()).toEqual(['bookingsByField', 'currencies', 'endDate', 'period', 'primaryCurrency', 'revenueByDay', 'startDate', 'timezone', 'totals']);
    const utilization = dataOf<Record<string, unknown>>(await call(owner, 'GET', '/companies/analytics/field-utilization?period=30d'));
    expect(utilization.heatmap).toEqual([{ dayOfWeek: 3, hour: 18, games: 1 }, { dayOfWeek: 5, hour: 10, games: 1 }]);
    expect(dataOf<{ topCustomers: unknown[] }>(await call(owner, 'GET', '/companies/analytics/customers?period=30d')).topCustomers).toHaveLength(1);
    expect(dataOf<{ bookingsByStatus: unknown[] }>(await call(owner, 'GET', '/companies/analytics/bookings?period=30d')).bookingsByStatus).toHaveLength(4);
  });

  it('exports the period as CSV, and mails it attached when asked', async () => {
    const response = await call(owner, 'POST', '/companies/analytics/export', { period: '7d', format: 'csv', email: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="analytics-2026-06-11-to-2026-06-17.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,bookings_made,games_played,revenue_EUR');
    expect(lines).toContain('2026-06-12,0,1,0.00');
    expect(lines.at(-1)).toBe('total,0,1,0.00');
    const to = await ownerEmail();
    expect(response.headers['x-export-mailed-to']).toBe(to);
    const mail = await vi.waitFor(() => {
      const found = t.mails.find((m) => m.to === to && m.template === 'export-analytics');
      if (!found) throw new Error('no export mail yet');
      return found;
    }, { timeout: 15_000, interval: 100 });
    expect(mail.subject).toBe('Your analytics export, 2026-06-11 to 2026-06-17');
    expect(mail.attachments?.map((a) => [a.filename, a.content.toString()])).toEqual([['analytics-2026-06-11-to-2026-06-17.csv', response.body]]);
  });

  it('exports the period as a PDF report too, and mails that file when asked', async () => {
    const response = await call(owner, 'POST', '/companies/analytics/export', { period: '7d', format: 'pdf', email: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="analytics-2026-06-11-to-2026-06-17.pdf"');
    const text = pdfLines(response.rawPayload).join('\n');
    expect(text).toContain('Analytics report');
    expect(text).toContain('2026-06-11 – 2026-06-17 (Europe/Paris)');
    expect(text).toContain('By field');
    expect(text).toMatch(/Revenue \(EUR\)\s*€0\.00/);
    expect(text).toMatch(/2026-06-12\s*0 made · 1 game · €0\.00/);
    expect(text).toMatch(/Analytics Arena\s*0 made · 1 game/);
    const to = await ownerEmail();
    const mail = await vi.waitFor(() => {
      const found = t.mails.find((m) => m.to === to && m.template === 'export-analytics' && m.attachments?.[0]?.filename.endsWith('.pdf'));
      if (!found) throw new Error('no PDF export mail yet');
      return found;
    }, { timeout: 15_000, interval: 100 });
    expect(mail.text).toContain('attached as a PDF file');
    expect(Buffer.from(mail.attachments![0]!.content).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is for the owner and employees who view analytics', async () => {
    expect((await analyticsOf('?period=7d', await newEmployee(t, owner.companyId, 'supervisor'))).period).toBe('7d');
    const staff = await newEmployee(t, owner.companyId, 'staff');
    expect((await call(staff, 'GET', '/companies/analytics')).statusCode).toBe(403);
    expect((await call(staff, 'POST', '/companies/analytics/export', { period: '7d' })).statusCode).toBe(403);
    const rival = await newCompany(t, `Analytics Rival ${process.pid}`);
    expect((await analyticsOf('?period=30d', rival)).totals).toMatchObject({ bookingsMade: 0, revenue: [{ currency: 'USD', amount: 0 }] });
    expect((await call(rival, 'GET', `/companies/analytics?companyId=${owner.companyId}`)).statusCode).toBe(403);
  });
});

describe('a company that takes two currencies', () => {
  let two: CompanyAccount;
  const paid: Record<'USD' | 'EUR', Booking | undefined> = { USD: undefined, EUR: undefined };
  const REFUND = 1500;

  beforeAll(async () => {
    // Its profile keeps the default usual currency (US dollars); one field in dollars, one in euros, in New York.
    two = await newCompany(t, `Two Currencies ${process.pid}`);
    const hours = { timezone: 'America/New_York', basePricePerHour: 3000, schedules: weeklyHours('08:00', '22:00') };
    const dome = await insertField(t.database.db, two.companyId, { ...hours, currency: 'USD', name: 'Dollar Dome' });
    const park = await insertField(t.database.db, two.companyId, { ...hours, currency: 'EUR', name: 'Euro Park' });
    const account = await register(t.app);
    const player = await login(t.app, { email: account.email, password: account.password });
    paid.USD = await paidBooking(t, player, { fieldId: dome, date: '2026-06-20', startTime: '10:00' });
    clock.advance(1000);
    paid.EUR = await paidBooking(t, player, { fieldId: park, date: '2026-06-20', startTime: '10:00' });
  });

  const totalsOf = async () => (await analyticsOf('?period=7d', two)).totals;
  const money = (usd: number, eur: number) => [{ currency: 'USD', amount: usd }, { currency: 'EUR', amount: eur }];

  it('shows every amount in its own currency, the usual one first, on the analytics, the overview and the exports; a refund lowers its currency only', async () => {
    const usd = paid.USD!.price.total;
    const eur = paid.EUR!.price.total;
    expect(paid.USD!.currency).toBe('USD');
    expect(paid.EUR!.currency).toBe('EUR');
    const before = await totalsOf();
    expect(before).toMatchObject({ revenue: money(usd, eur), collected: money(usd, eur), refunded: money(0, 0), bookingsMade: 2, customers: 1 });
    expect(before.bookingsMadeByCurrency).toEqual([{ currency: 'USD', count: 1 }, { currency: 'EUR', count: 1 }]);
    expect(before.averageBookingValue).toEqual(money(usd, eur));

    // The owner refunds part of the euro payment.
    const transactions = dataOf<{ transactions: { id: string; booking: { id: string } }[] }>(await call(two, 'GET', '/payments/transactions?limit=50')).transactions;
    const euroPayment = transactions.find((x) => x.booking.id === paid.EUR!.id)!;
    const refunded = await t.app.inject({
      method: 'POST', url: `/api/v1/payments/transactions/${euroPayment.id}/refund`, payload: { amount: REFUND, reason: 'Lights failed' },
      headers: { authorization: `Bearer ${two.accessToken}`, 'idempotency-key': `two-currencies-${process.pid}` },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const after = await analyticsOf('?period=7d', two);
    expect(after.currencies).toEqual(['USD', 'EUR']);
    expect(after.totals).toMatchObject({ revenue: money(usd, eur - REFUND), refunded: money(0, REFUND), bookingValue: money(usd, eur - REFUND) });
    expect(after.revenueByDay.find((d) => d.date === '2026-06-17')!.revenue).toEqual(money(usd, eur - REFUND));
    expect(after.bookingsByField.map((f) => [f.fieldName, f.currency, f.revenue])).toEqual([
      ['Dollar Dome', 'USD', [{ currency: 'USD', amount: usd }]], ['Euro Park', 'EUR', [{ currency: 'EUR', amount: eur - REFUND }]],
    ]);
    expect(after.topCustomers[0]).toMatchObject({ bookings: 2, spent: money(usd, eur - REFUND) });

    const overview = dataOf<DashboardOverview>(await call(two, 'GET', '/companies/dashboard'));
    expect(overview).toMatchObject({ primaryCurrency: 'USD', revenueThisMonth: money(usd, eur - REFUND), revenueToday: money(usd, eur - REFUND), totalBookingsToday: 2 });
    expect(overview.recentBookings.map((b) => [b.totalPrice, b.currency])).toEqual([[eur, 'EUR'], [usd, 'USD']]);

    const csv = await call(two, 'POST', '/companies/analytics/export', { period: '7d', format: 'csv' });
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,bookings_made,games_played,revenue_USD,revenue_EUR');
    expect(lines.at(-1)).toBe(`total,2,0,${(usd / 100).toFixed(2)},${((eur - REFUND) / 100).toFixed(2)}`);
    const pdf = pdfLines((await call(two, 'POST', '/companies/analytics/export', { period: '7d', format: 'pdf' })).rawPayload).join('\n');
    expect(pdf).toMatch(/Revenue \(USD\)\s*\$/);
    expect(pdf).toMatch(/Revenue \(EUR\)\s*€/);
    expect(pdf).toMatch(/Refunds made \(EUR\)\s*€15\.00/);
  });
});
