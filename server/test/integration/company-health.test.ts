// GET /companies/health: whether the company can take bookings, and each thing that needs a look.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCompanyHealthSchema, type CompanyHealth } from '@pitchside/shared-api/contracts/company-health';
import { ManualClock } from '../../src/lib/clock.js';
import { paidBooking } from '../helpers/bookings.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, dataOf, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { login, register } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;

beforeAll(async () => {
  t = await createTestApp({ clock });
  call = caller(t);
  owner = await newCompany(t, `Health Owner ${process.pid}`);
});
afterAll(async () => { await t.close(); });

const healthOf = async (who: CompanyAccount) => {
  const response = await call(who, 'GET', '/companies/health');
  expect(response.statusCode, response.body).toBe(200);
  const health = ZCompanyHealthSchema.parse(dataOf<CompanyHealth>(response));
  return { ...health, check: (id: string) => health.checks.find((c) => c.id === id) };
};

describe('company health', () => {
  it('a new company cannot take bookings yet', async () => {
    const health = await healthOf(owner);
    expect(health.status).toBe('attention');
    expect(health.checkedAt).toBe(clock.now().toISOString());
    expect(health.check('bookable_fields')).toEqual({ id: 'bookable_fields', status: 'warning', count: 0, actionUrl: '/company/fields' });
  });

  it('is healthy with a published field that opens; a published field without hours is a warning', async () => {
    await insertField(t.database.db, owner.companyId, { timezone: 'Europe/Paris', currency: 'EUR', schedules: weeklyHours('08:00', '22:00') });
    expect((await healthOf(owner)).status).toBe('healthy');
    await insertField(t.database.db, owner.companyId, { name: 'No hours yet' });
    await insertField(t.database.db, owner.companyId, { name: 'A draft', publicationState: 'draft' });
    const health = await healthOf(owner);
    expect(health.check('bookable_fields')).toMatchObject({ status: 'ok', count: 2, actionUrl: null });
    expect(health.check('fields_without_schedule')).toMatchObject({ status: 'warning', count: 1, actionUrl: '/company/fields' });
  });

  it('warns of paid bookings waiting more than a day for confirmation, and of failed webhook deliveries', async () => {
    const company = await newCompany(t, `Health Confirming ${process.pid}`);
    const fieldId = await insertField(t.database.db, company.companyId, { timezone: 'Europe/Paris', currency: 'EUR', schedules: weeklyHours('08:00', '22:00') });
    await t.database.pool.query('UPDATE companies SET requires_confirmation = true WHERE id = $1', [company.companyId]);
    const account = await register(t.app);
    const player = await login(t.app, { email: account.email, password: account.password });
    await paidBooking(t, player, { fieldId, date: '2026-06-05', startTime: '10:00' });
    expect((await healthOf(company)).check('stale_confirmations')).toMatchObject({ status: 'ok', count: 0 });

    await t.database.pool.query(`UPDATE bookings SET updated_at = updated_at - interval '25 hours' WHERE company_id = $1`, [company.companyId]);
    await t.database.pool.query(`INSERT INTO webhook_deliveries (company_id, event, payload, status, attempts, created_at)
      VALUES ($1, 'booking.paid', '{}', 'failed', 6, $2), ($1, 'booking.paid', '{}', 'failed', 6, $3)`,
    [company.companyId, new Date('2026-05-30T00:00:00Z'), new Date('2026-05-01T00:00:00Z')]);
    const health = await healthOf(company);
    expect(health.status).toBe('attention');
    expect(health.check('stale_confirmations')).toEqual({ id: 'stale_confirmations', status: 'warning', count: 1, actionUrl: '/company/bookings' });
    // The one from a month ago is past the 7-day window.
    expect(health.check('failed_webhooks')).toEqual({ id: 'failed_webhooks', status: 'warning', count: 1, actionUrl: '/company/settings/integrations' });
  });

  it('is for the owner only', async () => {
    const manager = await newEmployee(t, owner.companyId, 'manager');
    expect((await call(manager, 'GET', '/companies/health')).statusCode).toBe(403);
  });
});
