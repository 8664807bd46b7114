import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBookingSchema, BOOKING_MESSAGES } from '@pitchside/shared-api/contracts/booking';
import {
  BOOKING_RULE_DEFAULTS, COMPANY_SETTINGS_MESSAGES as M, ZCompanySettingsSchema, type BookingRules, type CompanySettings,
} from '@pitchside/shared-api/contracts/company-settings';
import { ZFieldSchema } from '@pitchside/shared-api/contracts/field';
import { ManualClock } from '../../src/lib/clock.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, dataOf, newCompany, newEmployee, type Caller, type CompanyAccount } from '../helpers/field-management.js';
import { bearer, DEMO, json, login, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let rival: CompanyAccount;
let fieldId: string;
let customer: Session;
let admin: Session;
const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let keys = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  call = caller(t);
  owner = await newCompany(t, `Settings Owner ${process.pid}`);
  rival = await newCompany(t, `Settings Rival ${process.pid}`);
  // Two fields in euros, one in dollars: the company's currency is the euro.
  const hours = { schedules: weeklyHours('08:00', '22:00'), basePricePerHour: 4000, timezone: 'Europe/Paris' };
  fieldId = await insertField(t.database.db, owner.companyId, { ...hours, currency: 'EUR' });
  await insertField(t.database.db, owner.companyId, { ...hours, currency: 'EUR' });
  await insertField(t.database.db, owner.companyId, { ...hours, currency: 'USD' });
  customer = await login(t.app, DEMO.customer);
  admin = await login(t.app, DEMO.admin);
});
afterAll(async () => { await t.close(); });

const settingsOf = (response: Parameters<typeof json>[0]) => ZCompanySettingsSchema.parse(dataOf<CompanySettings>(response));
const failureOf = (response: Parameters<typeof json>[0]) =>
  json<{ success: false; code: string; message: string; errors?: { field?: string; message: string }[] }>(response);

async function put(who: Caller, booking: Record<string, unknown>, query = '') {
  return call(who, 'PUT', `/companies/settings${query}`, { booking });
}

async function columns(companyId: string) {
  const { rows } = await t.database.pool.query(
    `SELECT booking_hold_minutes, free_cancellation_hours, late_refund_percent, max_booking_minutes, requires_confirmation,
            check_in_opens_minutes, tax_rate_bp, processing_fee, pay_on_site FROM companies WHERE id = $1`, [companyId]);
  return rows[0] as Record<string, unknown>;
}

async function policyOf(id: string) {
  const response = await call(null, 'GET', `/fields/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZFieldSchema.parse(dataOf(response)).bookingPolicy;
}

function book(duration: number, startTime: string) {
  return t.app.inject({
    method: 'POST', url: '/api/v1/bookings',
    headers: { ...bearer(customer), 'idempotency-key': `settings-${process.pid}-${(keys += 1)}` },
    payload: { fieldId, date: '2026-06-02', startTime, duration, fullName: 'Nadia Benali', email: 'nadia@example.com', phone: '+33 6 12 34 56 78' },
  });
}

describe('GET /companies/settings', () => {
  it('answers a new company its default booking rules and the currency most of its fields use', async () => {
    const response = await call(owner, 'GET', '/companies/settings');
    expect(response.statusCode, response.body).toBe(200);
    expect(settingsOf(response)).toEqual({ booking: BOOKING_RULE_DEFAULTS, currency: 'EUR' });
  });

  it('falls back to US dollars for a company without fields', async () => {
    expect(settingsOf(await call(rival, 'GET', '/companies/settings')).currency).toBe('USD');
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await t.app.inject('/api/v1/docs/json'));
    expect(Object.keys(doc.paths['/api/v1/companies/settings'] ?? {})).toEqual(expect.arrayContaining(['get', 'put']));
    expect(doc.paths).toHaveProperty(['/api/v1/companies/settings/reset', 'post']);
  });
});

describe('PUT /companies/settings', () => {
  it('changes only the rules given; the field details show them at once', async () => {
    const response = await put(owner, { holdMinutes: 20, requiresConfirmation: true, taxRatePercent: 8.88, checkInOpensMinutes: 30 });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ success: true, message: M.saved });
    const expected: BookingRules = { ...BOOKING_RULE_DEFAULTS, holdMinutes: 20, requiresConfirmation: true, taxRatePercent: 8.88, checkInOpensMinutes: 30 };
    expect(settingsOf(response).booking).toEqual(expected);
    expect(settingsOf(await call(owner, 'GET', '/companies/settings')).booking).toEqual(expected);
    // Stored as basis points.
    expect(await columns(owner.companyId)).toMatchObject({ tax_rate_bp: 888, booking_hold_minutes: 20, check_in_opens_minutes: 30 });
    expect(await policyOf(fieldId)).toMatchObject({ holdMinutes: 20, requiresConfirmation: true, checkInOpensMinutes: 30, maxDurationMinutes: 180 });

    const second = await put(owner, { freeCancellationHours: 48, lateRefundPercent: 50, payOnSite: true });
    expect(settingsOf(second).booking).toEqual({ ...expected, freeCancellationHours: 48, lateRefundPercent: 50, payOnSite: true });
    expect(await policyOf(fieldId)).toMatchObject({ freeCancellationHours: 48, lateRefundPercent: 50, payOnSite: true, holdMinutes: 20 });
  });

  it('prices and limits the next booking with the new tax, fee, hold time and longest booking', async () => {
    expect((await put(owner, { taxRatePercent: 12.5, processingFee: 250, maxDurationMinutes: 120, holdMinutes: 15 })).statusCode).toBe(200);
    const held = await book(60, '10:00');
    expect(held.statusCode, held.body).toBe(201);
    expect(ZBookingSchema.parse(dataOf(held))).toMatchObject({
      currency: 'EUR',
      price: { subtotal: 4000, tax: 500, processingFee: 250, total: 4750 },
      holdExpiresAt: '2026-05-31T12:15:00.000Z',
    });
    const tooLong = await book(180, '14:00');
    expect(tooLong.statusCode, tooLong.body).toBe(422);
    expect(failureOf(tooLong).message).toBe(BOOKING_MESSAGES.maximumDuration(120));
    expect((await book(120, '14:00')).statusCode).toBe(201);
  });

  it('refuses values out of range and unknown keys with a message per field, changing nothing', async () => {
    const before = await columns(owner.companyId);
    const response = await put(owner, {
      holdMinutes: 3, freeCancellationHours: 200, lateRefundPercent: 12.5, maxDurationMinutes: 100, checkInOpensMinutes: -1,
      taxRatePercent: 12.345, processingFee: 10_001, payOnSite: 'yes', nightRate: 2,
    });
    expect(response.statusCode).toBe(400);
    const body = failureOf(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors).toEqual(expect.arrayContaining([
      { field: 'booking.holdMinutes', message: M.holdMinutes },
      { field: 'booking.freeCancellationHours', message: M.freeCancellationHours },
      { field: 'booking.lateRefundPercent', message: M.lateRefundPercent },
      { field: 'booking.maxDurationMinutes', message: M.maxDurationMinutes },
      { field: 'booking.checkInOpensMinutes', message: M.checkInOpensMinutes },
      { field: 'booking.taxRatePercent', message: M.taxRatePercent },
      { field: 'booking.processingFee', message: M.processingFee },
      { field: 'booking.payOnSite', message: M.payOnSite },
      { field: 'booking', message: 'Unknown setting: nightRate' },
    ]));
    const unknownGroup = await call(owner, 'PUT', '/companies/settings', { branding: { colour: 'red' } });
    expect(unknownGroup.statusCode).toBe(400);
    expect(failureOf(unknownGroup).errors).toEqual([{ message: 'Unknown setting: branding' }]);
    expect(await columns(owner.companyId)).toEqual(before);
  });

  it('accepts the limits themselves', async () => {
    const lowest = { holdMinutes: 5, freeCancellationHours: 0, lateRefundPercent: 0, maxDurationMinutes: 30, checkInOpensMinutes: 0, taxRatePercent: 0, processingFee: 0 };
    const highest = { holdMinutes: 30, freeCancellationHours: 168, lateRefundPercent: 100, maxDurationMinutes: 720, checkInOpensMinutes: 240, taxRatePercent: 30, processingFee: 10_000 };
    for (const rules of [lowest, highest]) {
      const response = await put(rival, rules);
      expect(response.statusCode, response.body).toBe(200);
      expect(settingsOf(response).booking).toMatchObject(rules);
    }
  });
});

describe('POST /companies/settings/reset', () => {
  it('puts every booking rule back to its default', async () => {
    await put(owner, { holdMinutes: 25, payOnSite: true, requiresConfirmation: true, processingFee: 99 });
    const response = await call(owner, 'POST', '/companies/settings/reset');
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ message: M.reset });
    expect(settingsOf(response)).toEqual({ booking: BOOKING_RULE_DEFAULTS, currency: 'EUR' });
    expect(await columns(owner.companyId)).toEqual({
      booking_hold_minutes: 10, free_cancellation_hours: 24, late_refund_percent: 0, max_booking_minutes: 180, requires_confirmation: false,
      check_in_opens_minutes: 60, tax_rate_bp: 0, processing_fee: 0, pay_on_site: false,
    });
  });
});

describe('access', () => {
  const routes = [['GET', '/companies/settings', undefined], ['PUT', '/companies/settings', { booking: { holdMinutes: 30 } }], ['POST', '/companies/settings/reset', undefined]] as const;

  it('refuses employees, even managers, and customers with the documented text', async () => {
    const manager = await newEmployee(t, owner.companyId, 'manager');
    const before = await columns(owner.companyId);
    for (const who of [manager, customer]) {
      for (const [method, url, body] of routes) {
        const response = await call(who, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(failureOf(response)).toMatchObject({ code: 'FORBIDDEN', message: M.noPermission });
      }
    }
    expect(await columns(owner.companyId)).toEqual(before);
  });

  it('asks who is calling', async () => {
    for (const [method, url, body] of routes) expect((await call(null, method, url, body)).statusCode).toBe(401);
  });

  it("never lets an owner reach another company's settings", async () => {
    const before = await columns(owner.companyId);
    const query = `?companyId=${owner.companyId}`;
    for (const [method, url, body] of routes) {
      const response = await call(rival, method, `${url}${query}`, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(failureOf(response).message).toBe(M.noPermission);
    }
    expect(await columns(owner.companyId)).toEqual(before);
    // The rival's own change stays with the rival.
    expect((await put(rival, { holdMinutes: 7 })).statusCode).toBe(200);
    expect(await columns(owner.companyId)).toEqual(before);
    expect(await policyOf(fieldId)).toMatchObject({ holdMinutes: before.booking_hold_minutes });
  });

  it('lets a super admin act on the company named by companyId', async () => {
    const missing = await call(admin, 'GET', '/companies/settings');
    expect(missing.statusCode).toBe(400);
    expect(failureOf(missing)).toMatchObject({ message: M.companyIdRequired, errors: [{ field: 'companyId', message: M.companyIdRequired }] });
    const invalid = await call(admin, 'GET', '/companies/settings?companyId=nope');
    expect(invalid.statusCode).toBe(400);
    expect(failureOf(invalid).errors).toEqual([{ field: 'companyId', message: M.invalidCompanyId }]);
    expect((await call(admin, 'GET', '/companies/settings?companyId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const changed = await put(admin, { lateRefundPercent: 25 }, `?companyId=${owner.companyId}`);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(settingsOf(changed).booking.lateRefundPercent).toBe(25);
    expect(settingsOf(await call(owner, 'GET', '/companies/settings')).booking.lateRefundPercent).toBe(25);
    expect(settingsOf(await call(rival, 'GET', '/companies/settings')).booking.lateRefundPercent).not.toBe(25);
    const reset = await call(admin, 'POST', `/companies/settings/reset?companyId=${owner.companyId}`);
    expect(settingsOf(reset).booking).toEqual(BOOKING_RULE_DEFAULTS);
  });
});
