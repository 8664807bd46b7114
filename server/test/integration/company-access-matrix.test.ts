// Who may call what in the company area (docs/product/roles-and-permissions.md), as a matrix: the five employee roles against each kind
// of company call, and another company's owner against every call that names one of this company's ids —
// refused as if the id did not exist (404), with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import type { TransactionList } from '@pitchside/shared-api/contracts/payment';
import { EMPLOYEE_ROLES, type EmployeeRole } from '../../src/modules/auth/permissions.js';
import { ManualClock } from '../../src/lib/clock.js';
import { paidBooking } from '../helpers/bookings.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, dataOf, fieldBody, newCompany, newEmployee, weekday, type CompanyAccount, type Method } from '../helpers/field-management.js';
import { login, register, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let rival: CompanyAccount;
let fieldId: string;
let booking: Booking;
let chargeId: string;
let scheduleId: string;
let cardId: string;
let invoiceId: string;
const staff = new Map<EmployeeRole, Session>();

beforeAll(async () => {
  t = await createTestApp({ clock });
  call = caller(t);
  owner = await newCompany(t, `Matrix Owner ${process.pid}`);
  rival = await newCompany(t, `Matrix Rival ${process.pid}`);
  fieldId = await insertField(t.database.db, owner.companyId, { timezone: 'Europe/Paris', currency: 'EUR', schedules: weeklyHours('08:00', '22:00', 60, 0, [0, 1, 3, 4, 5, 6]) });
  const account = await register(t.app);
  const player = await login(t.app, { email: account.email, password: account.password });
  booking = await paidBooking(t, player, { fieldId, date: '2026-06-01', startTime: '10:00' });
  chargeId = dataOf<TransactionList>(await call(owner, 'GET', '/payments/transactions')).transactions[0]!.id;
  scheduleId = dataOf<{ id: string }[]>(await call(owner, 'GET', `/fields/${fieldId}/schedules`))[0]!.id;
  for (const role of EMPLOYEE_ROLES) staff.set(role, await newEmployee(t, owner.companyId, role));
  cardId = dataOf<{ id: string }>(await call(owner, 'POST', '/companies/payment-methods', {
    card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Matrix Owner' },
  })).id;
  invoiceId = dataOf<{ invoice: { id: string } }>(await call(owner, 'PUT', '/companies/subscription', { planId: 'enterprise' })).invoice.id;
});
afterAll(async () => { await t.close(); });

/** A call of the company area and the roles (besides the owner) that may make it. */
interface Row { name: string; method: Method; path: () => string; body?: () => unknown; roles: readonly EmployeeRole[] }

const OWNER_ONLY: Row[] = [
  { name: 'read the settings', method: 'GET', path: () => '/companies/settings', roles: [] },
  { name: 'change the settings', method: 'PUT', path: () => '/companies/settings', body: () => ({ booking: { holdMinutes: 15 } }), roles: [] },
  { name: 'read the integrations', method: 'GET', path: () => '/companies/integrations', roles: [] },
  { name: 'read the e-mail templates', method: 'GET', path: () => '/companies/email-templates', roles: [] },
  { name: 'read the activity log', method: 'GET', path: () => '/companies/activity-logs', roles: [] },
  { name: 'read the company health', method: 'GET', path: () => '/companies/health', roles: [] },
  { name: 'list the employees', method: 'GET', path: () => '/companies/employees', roles: [] },
  { name: 'add an employee', method: 'POST', path: () => '/companies/employees', body: () => ({ firstName: 'A', lastName: 'B', email: `matrix-${process.pid}@example.com`, position: 'X', role: 'staff', hireDate: '2026-01-01' }), roles: [] },
  { name: 'list the roles', method: 'GET', path: () => '/companies/roles', roles: [] },
  { name: 'list the permissions', method: 'GET', path: () => '/companies/permissions', roles: [] },
  { name: 'read the subscription', method: 'GET', path: () => '/companies/subscription', roles: [] },
  { name: 'change the plan', method: 'PUT', path: () => '/companies/subscription', body: () => ({ planId: 'enterprise' }), roles: [] },
  { name: 'read the usage', method: 'GET', path: () => '/companies/usage', roles: [] },
  { name: 'read the billing history', method: 'GET', path: () => '/companies/billing/history', roles: [] },
  { name: 'download an invoice', method: 'GET', path: () => `/companies/billing/invoices/${invoiceId}/download`, roles: [] },
  { name: 'list the payment methods', method: 'GET', path: () => '/companies/payment-methods', roles: [] },
  { name: 'remove a payment method', method: 'DELETE', path: () => `/companies/payment-methods/${cardId}`, roles: [] },
  { name: 'export the company data', method: 'POST', path: () => '/companies/export', body: () => ({ format: 'json' }), roles: [] },
];
const BY_PERMISSION: Row[] = [
  { name: 'list the company bookings', method: 'GET', path: () => '/companies/bookings', roles: ['manager', 'staff', 'receptionist', 'supervisor'] },
  // Schedules managers pick the fields whose week they set from this list too.
  { name: 'list the company fields', method: 'GET', path: () => '/companies/fields', roles: ['manager', 'maintenance', 'supervisor'] },
  { name: 'create a field', method: 'POST', path: () => '/fields', body: () => fieldBody({ name: 'Matrix draft' }), roles: ['manager'] },
  { name: 'add a schedule', method: 'POST', path: () => `/fields/${fieldId}/schedules`, body: () => weekday(2), roles: ['manager', 'maintenance', 'supervisor'] },
  { name: 'check a booking in', method: 'POST', path: () => '/checkins', body: () => ({ confirmationCode: 'NOSUCHCD' }), roles: ['staff', 'maintenance'] },
];

describe('the five employee roles', () => {
  for (const row of [...OWNER_ONLY, ...BY_PERMISSION]) {
    it(`${row.name}: ${row.roles.length ? row.roles.join(', ') : 'no employee'}`, async () => {
      for (const role of EMPLOYEE_ROLES) {
        const response = await call(staff.get(role)!, row.method, row.path(), row.body?.());
        const allowed = row.roles.includes(role);
        // An allowed call may still be refused for what it asks (a second Tuesday, an unknown code), never for who asks.
        if (allowed) expect([200, 201, 404, 409], `${role}: ${response.body}`).toContain(response.statusCode);
        else expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
        // Clean up what an allowed write created, so the next role meets the same state.
        if (allowed && response.statusCode === 201 && row.path().endsWith('/schedules')) {
          await call(owner, 'DELETE', `/fields/${fieldId}/schedules/${dataOf<{ id: string }>(response).id}`);
        }
      }
    });
  }
});

describe("another company's owner", () => {
  const FOREIGN: { name: string; method: Method; path: () => string; body?: () => unknown }[] = [
    { name: 'read the field (draft view)', method: 'GET', path: () => `/fields/${fieldId}/schedules` },
    { name: 'change the field', method: 'PUT', path: () => `/fields/${fieldId}`, body: () => ({ name: 'Taken over' }) },
    { name: 'change its status', method: 'PATCH', path: () => `/fields/${fieldId}/status`, body: () => ({ status: 'inactive' }) },
    { name: 'archive it', method: 'POST', path: () => `/fields/${fieldId}/archive` },
    { name: 'delete it', method: 'DELETE', path: () => `/fields/${fieldId}` },
    { name: 'change a schedule', method: 'PUT', path: () => `/fields/${fieldId}/schedules/${scheduleId}`, body: () => ({ dayOfWeek: 0, openTime: '09:00', closeTime: '10:00', slotDuration: 60, breakDuration: 0, isActive: true }) },
    { name: 'delete a schedule', method: 'DELETE', path: () => `/fields/${fieldId}/schedules/${scheduleId}` },
    { name: 'block time', method: 'POST', path: () => `/fields/${fieldId}/blocks`, body: () => ({ type: 'maintenance', start: '2026-06-03T08:00:00.000Z', end: '2026-06-03T09:00:00.000Z' }) },
    { name: 'confirm the booking', method: 'PATCH', path: () => `/companies/bookings/${booking.id}/confirm`, body: () => ({}) },
    { name: 'decline the booking', method: 'PATCH', path: () => `/companies/bookings/${booking.id}/decline`, body: () => ({ reason: 'No' }) },
    { name: 'cancel the booking', method: 'PATCH', path: () => `/companies/bookings/${booking.id}/cancel`, body: () => ({ reason: 'No' }) },
    { name: 'check the booking in', method: 'POST', path: () => '/checkins', body: () => ({ confirmationCode: booking.confirmationCode }) },
    { name: 'read the charge', method: 'GET', path: () => `/payments/transactions/${chargeId}` },
    { name: 'read its receipt', method: 'GET', path: () => `/payments/transactions/${chargeId}/receipt` },
    { name: 'download an invoice', method: 'GET', path: () => `/companies/billing/invoices/${invoiceId}/download` },
    { name: 'change a payment method', method: 'PUT', path: () => `/companies/payment-methods/${cardId}`, body: () => ({ holder: 'Taken over' }) },
    { name: 'make a payment method the default', method: 'PATCH', path: () => `/companies/payment-methods/${cardId}/set-default` },
    { name: 'remove a payment method', method: 'DELETE', path: () => `/companies/payment-methods/${cardId}` },
  ];

  it('meets 404 on every call naming this company’s ids, and nothing changes', async () => {
    const before = await snapshot();
    for (const row of FOREIGN) {
      const response = await call(rival, row.method, row.path(), row.body?.());
      expect(response.statusCode, `${row.name}: ${response.body}`).toBe(404);
    }
    const refund = await t.app.inject({
      method: 'POST', url: `/api/v1/payments/transactions/${chargeId}/refund`,
      headers: { authorization: `Bearer ${rival.accessToken}`, 'idempotency-key': `matrix-${process.pid}` }, payload: { reason: 'Mine now' },
    });
    expect(refund.statusCode, refund.body).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('cannot name this company on the owner-only pages (403), and sees only its own there', async () => {
    for (const path of ['/companies/settings', '/companies/integrations', '/companies/email-templates', '/companies/activity-logs', '/companies/health', '/companies/employees', '/companies/roles',
      '/companies/subscription', '/companies/usage', '/companies/billing/history', '/companies/payment-methods']) {
      expect((await call(rival, 'GET', `${path}?companyId=${owner.companyId}`)).statusCode, path).toBe(403);
    }
    const bookings = dataOf<{ bookings: unknown[] }>(await call(rival, 'GET', '/companies/bookings'));
    expect(bookings.bookings).toEqual([]);
  });
});

/** What another company's calls could have changed. */
async function snapshot() {
  const q = async (text: string, values: unknown[]) => (await t.database.pool.query(text, values)).rows;
  return {
    field: await q('SELECT name, status, publication_state, updated_at FROM fields WHERE id = $1', [fieldId]),
    schedules: await q('SELECT id, day_of_week, open_time, close_time FROM field_schedules WHERE field_id = $1 ORDER BY id', [fieldId]),
    blocks: await q('SELECT count(*) FROM field_blocks WHERE field_id = $1', [fieldId]),
    booking: await q('SELECT status, checked_in_at, updated_at FROM bookings WHERE id = $1', [booking.id]),
    refunds: await q('SELECT count(*) FROM refunds', []),
    log: await q('SELECT count(*) FROM activity_logs WHERE company_id = $1', [owner.companyId]),
    cards: await q('SELECT id, holder, is_default FROM payment_methods WHERE company_id = $1 ORDER BY id', [owner.companyId]),
    plan: await q('SELECT subscription_plan, subscription_version FROM companies WHERE id = $1', [owner.companyId]),
  };
}
