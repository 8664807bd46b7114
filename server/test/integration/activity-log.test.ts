// The company's activity log: each write of the company area leaves one entry, in the transaction of the
// change (a refused change leaves none), read with filters and pages, exported as CSV, owner-only, immutable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZActivityLogListSchema, type ActivityLogList } from '@pitchside/shared-api/contracts/activity-log';
import type { TransactionList } from '@pitchside/shared-api/contracts/payment';
import { ManualClock } from '../../src/lib/clock.js';
import { paidBooking } from '../helpers/bookings.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, dataOf, fieldBody, newCompany, newEmployee, weekday, type CompanyAccount } from '../helpers/field-management.js';
import { bearer, DEMO, json, login, register, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let rival: CompanyAccount;
let fieldId: string;
let player: Session;

beforeAll(async () => {
  t = await createTestApp({ clock });
  call = caller(t);
  owner = await newCompany(t, `Log Owner ${process.pid}`);
  rival = await newCompany(t, `Log Rival ${process.pid}`);
  // A name a spreadsheet would read as a formula.
  await t.database.pool.query(`UPDATE users SET first_name = '=HYPERLINK("x")', last_name = 'Owner' WHERE id = $1`, [owner.userId]);
  fieldId = await insertField(t.database.db, owner.companyId, {
    name: 'Log Arena', timezone: 'Europe/Paris', currency: 'EUR', basePricePerHour: 4000, schedules: weeklyHours('08:00', '22:00'),
  });
  const account = await register(t.app);
  player = await login(t.app, { email: account.email, password: account.password });
});
afterAll(async () => { await t.close(); });

const logsOf = async (who: Parameters<typeof call>[0], query = '') => {
  const response = await call(who, 'GET', `/companies/activity-logs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZActivityLogListSchema.parse(dataOf<ActivityLogList>(response));
};
const count = async (companyId: string) =>
  Number((await t.database.pool.query('SELECT count(*) AS n FROM activity_logs WHERE company_id = $1', [companyId])).rows[0].n);

describe('what is recorded', () => {
  it('a settings change, with who did it; a refused change records nothing', async () => {
    expect(await count(owner.companyId)).toBe(0);
    expect((await call(owner, 'PUT', '/companies/settings', { booking: { holdMinutes: 3 } })).statusCode).toBe(400);
    expect(await count(owner.companyId)).toBe(0);
    clock.advance(1000);
    expect((await call(owner, 'PUT', '/companies/settings', { booking: { holdMinutes: 20 } })).statusCode).toBe(200);
    const { logs } = await logsOf(owner);
    expect(logs).toEqual([expect.objectContaining({
      action: 'settings.updated', targetType: 'settings', actor: { id: owner.userId, name: '=HYPERLINK("x") Owner' },
      details: { booking: { holdMinutes: 20 } }, createdAt: clock.now().toISOString(),
    })]);
  });

  it('a booking cancelled by the company, with its refund, and a refund of a payment', async () => {
    const cancelledOne = await paidBooking(t, player, { fieldId, date: '2026-06-02', startTime: '10:00' });
    clock.advance(1000);
    const cancelled = await call(owner, 'PATCH', `/companies/bookings/${cancelledOne.id}/cancel`, { reason: 'Pitch flooded' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const refundedOne = await paidBooking(t, player, { fieldId, date: '2026-06-02', startTime: '12:00' });
    const transactions = dataOf<TransactionList>(await call(owner, 'GET', '/payments/transactions'));
    const charge = transactions.transactions.find((x) => x.booking.id === refundedOne.id)!;
    clock.advance(1000);
    const refund = await t.app.inject({
      method: 'POST', url: `/api/v1/payments/transactions/${charge.id}/refund`,
      headers: { ...bearer(owner), 'idempotency-key': `log-refund-${process.pid}` }, payload: { amount: 1000, reason: 'Goodwill' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // The same key again replays the answer: no second entry.
    await t.app.inject({
      method: 'POST', url: `/api/v1/payments/transactions/${charge.id}/refund`,
      headers: { ...bearer(owner), 'idempotency-key': `log-refund-${process.pid}` }, payload: { amount: 1000, reason: 'Goodwill' },
    });

    const { logs } = await logsOf(owner);
    expect(logs.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'payment.refunded', targetType: 'payment', targetId: charge.id, targetLabel: refundedOne.bookingNumber,
        details: { amount: 1000, currency: 'EUR', reason: 'Goodwill' } }),
      expect.objectContaining({ action: 'booking.cancelled', targetType: 'booking', targetId: cancelledOne.id, targetLabel: cancelledOne.bookingNumber,
        details: { reason: 'Pitch flooded', refund: cancelledOne.price.total, currency: 'EUR' } }),
    ]);
  });

  it('a check-in by code, by the employee who made it', async () => {
    // 15:00 in Paris today: the check-in window (an hour before the start) is open now, at 14:00.
    const booking = await paidBooking(t, player, { fieldId, date: '2026-05-31', startTime: '15:00' });
    const staff = await newEmployee(t, owner.companyId, 'staff');
    clock.advance(1000);
    const checkedIn = await call(staff, 'POST', '/checkins', { confirmationCode: booking.confirmationCode });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect((await call(staff, 'POST', '/checkins', { confirmationCode: booking.confirmationCode })).statusCode).toBe(409);
    const { logs } = await logsOf(owner, '?action=booking.checked_in');
    expect(logs).toEqual([expect.objectContaining({ targetId: booking.id, actor: expect.objectContaining({ id: staff.userId }), details: { by: 'code' } })]);
  });

  it('a field created, published, renamed and archived; a draft deleted keeps its name in the log', async () => {
    const created = await call(owner, 'POST', '/fields', fieldBody({ name: 'Logged Pitch', publish: true, schedules: [weekday(1)] }));
    expect(created.statusCode, created.body).toBe(201);
    const id = dataOf<{ id: string }>(created).id;
    expect((await call(owner, 'PUT', `/fields/${id}`, { name: 'Logged Pitch 2' })).statusCode).toBe(200);
    expect((await call(owner, 'POST', `/fields/${id}/schedules`, weekday(2))).statusCode).toBe(201);
    // A second schedule for Tuesday is refused: nothing logged.
    expect((await call(owner, 'POST', `/fields/${id}/schedules`, weekday(2))).statusCode).toBe(409);
    expect((await call(owner, 'POST', `/fields/${id}/archive`)).statusCode).toBe(200);
    const draft = dataOf<{ id: string }>(await call(owner, 'POST', '/fields', fieldBody({ name: 'Short-lived draft' })));
    expect((await call(owner, 'DELETE', `/fields/${draft.id}`)).statusCode).toBe(200);

    const { logs } = await logsOf(owner, '?targetType=field&limit=20');
    expect(logs.map((l) => [l.action, l.targetLabel])).toEqual([
      ['field.deleted', 'Short-lived draft'],
      ['field.created', 'Short-lived draft'],
      ['field.archived', 'Logged Pitch 2'],
      ['field.schedule_added', 'Logged Pitch 2'],
      ['field.updated', 'Logged Pitch 2'],
      ['field.published', 'Logged Pitch'],
    ]);
    // Back to the entries the other tests count.
    await t.database.pool.query(`DELETE FROM activity_logs WHERE company_id = $1 AND target_type = 'field'`, [owner.companyId]);
  });

  it('cannot be changed afterwards', async () => {
    await expect(t.database.pool.query(`UPDATE activity_logs SET action = 'settings.reset' WHERE company_id = $1`, [owner.companyId]))
      .rejects.toThrow(/cannot be changed/);
  });
});

describe('reading it', () => {
  it('filters by action, target, words and days, newest first, in pages', async () => {
    const all = await logsOf(owner);
    expect(all.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    expect((await logsOf(owner, '?targetType=booking')).logs.map((l) => l.action)).toEqual(['booking.checked_in', 'booking.cancelled']);
    expect((await logsOf(owner, '?search=hyperlink')).pagination.total).toBe(3);
    expect((await logsOf(owner, '?from=2026-05-31&to=2026-05-31')).pagination.total).toBe(4);
    expect((await logsOf(owner, '?from=2026-06-01')).logs).toEqual([]);
    expect((await logsOf(owner, '?to=2026-05-30')).logs).toEqual([]);
    const second = await logsOf(owner, '?limit=3&page=2');
    expect(second.logs.map((l) => l.action)).toEqual(['settings.updated']);
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect((await logsOf(owner, '?page=9')).pagination.total).toBe(4);
    const badRange = await call(owner, 'GET', '/companies/activity-logs?from=2026-06-03&to=2026-06-01');
    expect(badRange.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(badRange).errors).toContainEqual({ field: 'to', message: 'The start date must be on or before the end date' });
  });

  it('exports the filtered log as CSV, safe for spreadsheets', async () => {
    const response = await call(owner, 'POST', '/companies/activity-logs/export', { format: 'csv', filters: { targetType: 'booking' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="activity-log.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,actor,action,target_type,target_id,target,details');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"") Owner",booking.cancelled,booking`);
  });

  it('belongs to the owner: employees and customers are refused, another company sees nothing of it', async () => {
    const manager = await newEmployee(t, owner.companyId, 'manager');
    expect((await call(manager, 'GET', '/companies/activity-logs')).statusCode).toBe(403);
    expect((await call(player, 'GET', '/companies/activity-logs')).statusCode).toBe(403);
    expect((await logsOf(rival)).logs).toEqual([]);
    expect((await call(rival, 'GET', `/companies/activity-logs?companyId=${owner.companyId}`)).statusCode).toBe(403);
    const admin = await login(t.app, DEMO.admin);
    expect((await logsOf(admin, `?companyId=${owner.companyId}`)).pagination.total).toBe(4);
  });
});
