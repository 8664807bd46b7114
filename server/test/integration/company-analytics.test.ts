// GET /companies/analytics (and its parts) and the CSV export, from real bookings and payments with the
// clock set: the period in the company's zone, every breakdown, custom-period checks, the mailed export.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { ANALYTICS_MESSAGES as M, ZAnalyticsSchema, type Analytics } from '@pitchside/shared-api/contracts/company-analytics';
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

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOB_RETRY_DELAY_SECONDS: '1' } });
  call = caller(t);
  owner = await newCompany(t, `Analytics Owner ${process.pid}`);
  await t.database.pool.query(`UPDATE companies SET timezone = 'Europe/Paris' WHERE id = $1`, [owner.companyId]);
  const hours = { timezone: 'Europe/Paris', currency: 'EUR' as const, basePricePerHour: 4000, schedules: weeklyHours('08:00', '22:00') };
  arena = await insertField(t.database.db, owner.companyId, { ...hours, name: 'Analytics Arena' });
  court = await insertField(t.database.db, owner.companyId, { ...hours, name: 'Analytics Court' });
  const account = await register(t.app);
  customerName = 'Test User';
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
  it('covers the period’s days in the company’s zone, zero-filled, with the money collected less refunds', async () => {
    const a = await analyticsOf('?period=30d');
    expect(a).toMatchObject({ period: '30d', startDate: '2026-05-19', endDate: '2026-06-17', timezone: 'Europe/Paris', currency: 'EUR' });
    expect(a.revenueByDay).toHaveLength(30);
    const price = bookings[0]!.price.total;
    // Three paid on 10 June; the third refunded in full the same day.
    expect(a.revenueByDay.find((d) => d.date === '2026-06-10')).toEqual({ date: '2026-06-10', revenue: 2 * price, bookings: 1 });
    expect(a.revenueByDay.find((d) => d.date === '2026-06-12')).toEqual({ date: '2026-06-12', revenue: 0, bookings: 1 });
    expect(a.totals).toEqual({ revenue: 2 * price, bookings: 2, cancelled: 1, customers: 1, averageBookingValue: price });
    expect((await analyticsOf('?period=7d')).revenueByDay.map((d) => d.date)).toEqual(
      ['2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15', '2026-06-16', '2026-06-17']);
    expect((await analyticsOf('?period=3m')).startDate).toBe('2026-03-18');
  });

  it('breaks the bookings down by status, field, weekday × hour and customer', async () => {
    const a = await analyticsOf('?period=30d');
    expect(a.bookingsByStatus).toEqual([
      { status: 'confirmed', count: 2 }, { status: 'awaiting_confirmation', count: 0 }, { status: 'checked_in', count: 0 }, { status: 'cancelled', count: 1 },
    ]);
    expect(a.bookingsByField).toEqual([
      { fieldId: arena, fieldName: 'Analytics Arena', bookings: 2, revenue: 2 * bookings[0]!.price.total },
      { fieldId: court, fieldName: 'Analytics Court', bookings: 0, revenue: 0 },
    ]);
    expect(a.heatmap).toEqual([{ dayOfWeek: 3, hour: 18, bookings: 1 }, { dayOfWeek: 5, hour: 10, bookings: 1 }]);
    expect(a.topCustomers).toEqual([expect.objectContaining({ name: customerName, bookings: 2, spent: 2 * bookings[0]!.price.total })]);
  });

  it('takes a custom period of at most a year, in order, with both ends', async () => {
    expect((await analyticsOf('?period=custom&startDate=2026-06-12&endDate=2026-06-12')).totals.bookings).toBe(1);
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
    expect(Object.keys(revenue).sort()).toEqual(['bookingsByField', 'currency', 'endDate', 'period', 'revenueByDay', 'startDate', 'timezone', 'totals']);
    const utilization = dataOf<Record<string, unknown>>(await call(owner, 'GET', '/companies/analytics/field-utilization?period=30d'));
    expect(utilization.heatmap).toEqual([{ dayOfWeek: 3, hour: 18, bookings: 1 }, { dayOfWeek: 5, hour: 10, bookings: 1 }]);
    expect(dataOf<{ topCustomers: unknown[] }>(await call(owner, 'GET', '/companies/analytics/customers?period=30d')).topCustomers).toHaveLength(1);
    expect(dataOf<{ bookingsByStatus: unknown[] }>(await call(owner, 'GET', '/companies/analytics/bookings?period=30d')).bookingsByStatus).toHaveLength(4);
  });

  it('exports the period as CSV, and mails it attached when asked', async () => {
    const response = await call(owner, 'POST', '/companies/analytics/export', { period: '7d', format: 'csv', email: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="analytics-2026-06-11-to-2026-06-17.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,bookings,revenue,currency');
    expect(lines).toContain('2026-06-12,1,0.00,EUR');
    expect(lines.at(-1)).toBe('total,1,0.00,EUR');
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
    expect(text).toContain('Bookings by field');
    expect(text).toMatch(/2026-06-12\s*1 booking · €0\.00/);
    expect(text).toMatch(/Analytics Arena\s*1 booking/);
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
    expect((await analyticsOf('?period=30d', rival)).totals.bookings).toBe(0);
    expect((await call(rival, 'GET', `/companies/analytics?companyId=${owner.companyId}`)).statusCode).toBe(403);
  });
});
