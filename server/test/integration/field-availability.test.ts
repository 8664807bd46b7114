import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAvailabilitySchema, type Availability } from '@pitchside/shared-api/contracts/field';
import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { DEMO, json, login, type Session } from '../helpers/http.js';
import { caller, dataOf, demoOwner, newCompany, newEmployee, type Caller, type CompanyAccount } from '../helpers/field-management.js';
import { demoCompanyId, insertField, weeklyHours } from '../helpers/field-fixtures.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let companyId: string;
let owner: CompanyAccount;
let customer: Session;
const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
  call = caller(t);
  companyId = await demoCompanyId(t.database.db);
  owner = await demoOwner(t);
  customer = await login(t.app, DEMO.customer);
});
afterAll(async () => { await t.close(); });

const availability = (who: Caller, id: string, query = 'from=2026-06-01&days=2') => call(who, 'GET', `/fields/${id}/availability?${query}`);
async function slotsOf(id: string, query?: string): Promise<Availability> {
  const response = await availability(null, id, query);
  expect(response.statusCode, response.body).toBe(200);
  return ZAvailabilitySchema.parse(dataOf(response));
}

describe('GET /fields/:id/availability', () => {
  it('gives a published field\'s slots to anybody, day by day in the field\'s zone', async () => {
    const id = await insertField(t.database.db, companyId, { timezone: 'Europe/Paris', currency: 'EUR', schedules: weeklyHours('09:00', '11:00') });
    const result = await slotsOf(id, 'from=2026-06-01&days=3');
    expect(result.timezone).toBe('Europe/Paris');
    expect(result.days.map((d) => d.date)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    expect(result.days[0]!.slots).toEqual([
      { start: '2026-06-01T07:00:00.000Z', end: '2026-06-01T08:00:00.000Z', startTime: '09:00', endTime: '10:00', status: 'available', price: 4000, currency: 'EUR' },
      { start: '2026-06-01T08:00:00.000Z', end: '2026-06-01T09:00:00.000Z', startTime: '10:00', endTime: '11:00', status: 'available', price: 4000, currency: 'EUR' },
    ]);
  });

  it('defaults to 7 days and accepts up to 31', async () => {
    const id = await insertField(t.database.db, companyId, { schedules: weeklyHours('09:00', '10:00') });
    expect((await slotsOf(id, 'from=2026-06-01')).days).toHaveLength(7);
    const month = await slotsOf(id, 'from=2026-06-01&days=31');
    expect(month.days).toHaveLength(31);
    expect(month.days.at(-1)!.date).toBe('2026-07-01');
  });

  it('labels slots from the field\'s blocks: maintenance over closed over private event', async () => {
    // New York in June is UTC-4: 09:00, 10:00, 11:00 local are 13:00Z, 14:00Z, 15:00Z.
    const id = await insertField(t.database.db, companyId, {
      schedules: weeklyHours('09:00', '12:00'),
      blocks: [
        { type: 'private_event', start: '2026-06-01T13:00:00Z', end: '2026-06-01T16:00:00Z' },
        { type: 'closed', start: '2026-06-01T14:00:00Z', end: '2026-06-01T15:00:00Z' },
        { type: 'maintenance', start: '2026-06-01T15:30:00Z', end: '2026-06-01T15:45:00Z' },
        // Blocks of other days or ending exactly at a slot start leave the rest alone.
        { type: 'closed', start: '2026-06-02T12:00:00Z', end: '2026-06-02T13:00:00Z' },
      ],
    });
    const result = await slotsOf(id);
    expect(result.days.map((d) => d.slots.map((s) => s.status))).toEqual([
      ['private_event', 'closed', 'maintenance'],
      ['available', 'available', 'available'],
    ]);
  });

  it('an inactive field shows its slots closed', async () => {
    const id = await insertField(t.database.db, companyId, { status: 'inactive', schedules: weeklyHours('09:00', '11:00') });
    expect((await slotsOf(id)).days[0]!.slots.map((s) => s.status)).toEqual(['closed', 'closed']);
  });

  it('prices each slot with the winning pricing rule (priority, then the older rule)', async () => {
    const id = await insertField(t.database.db, companyId, {
      basePricePerHour: 5000,
      schedules: weeklyHours('17:00', '21:00', 90, 30),
      pricingRules: [
        { name: 'Evening', priceMultiplier: 1.5, priority: 10, startTime: '18:00', endTime: '22:00', createdAt: new Date('2026-01-01T00:00:00Z') },
        { name: 'Evening again', priceMultiplier: 3, priority: 10, startTime: '18:00', endTime: '22:00', createdAt: new Date('2026-02-01T00:00:00Z') },
        { name: 'Tuesday', priceMultiplier: 0.5, priority: 60, dayOfWeek: 2 },
        { name: 'Switched off', priceMultiplier: 9, priority: 100, isActive: false },
      ],
    });
    const result = await slotsOf(id);
    // Monday: 17:00 at base (90 min = 7500), 19:00 evening ×1.5. Tuesday: ×0.5 all day.
    expect(result.days.map((d) => d.slots.map((s) => `${s.startTime}-${s.endTime} ${s.price}`))).toEqual([
      ['17:00-18:30 7500', '19:00-20:30 11250'],
      ['17:00-18:30 3750', '19:00-20:30 3750'],
    ]);
  });

  it('leaves out the slots that have already started', async () => {
    const id = await insertField(t.database.db, companyId, { schedules: weeklyHours('09:00', '12:00') });
    clock.set(new Date('2026-06-01T14:30:00Z'));
    try {
      expect((await slotsOf(id)).days.map((d) => d.slots.map((s) => s.startTime))).toEqual([['11:00'], ['09:00', '10:00', '11:00']]);
    } finally {
      clock.set(new Date('2026-05-31T12:00:00Z'));
    }
  });

  it('follows the zone across daylight saving time (New York, 2026-03-08)', async () => {
    const id = await insertField(t.database.db, companyId, { schedules: weeklyHours('00:00', '04:00') });
    clock.set(new Date('2026-03-01T00:00:00Z'));
    try {
      const [day] = (await slotsOf(id, 'from=2026-03-08&days=1')).days;
      expect(day!.slots.map((s) => `${s.startTime} ${s.start}`)).toEqual([
        '00:00 2026-03-08T05:00:00.000Z', '01:00 2026-03-08T06:00:00.000Z', '03:00 2026-03-08T07:00:00.000Z',
      ]);
    } finally {
      clock.set(new Date('2026-05-31T12:00:00Z'));
    }
  });
});

describe('GET /fields/:id/availability: who sees what', () => {
  let draft: string;
  let archived: string;
  beforeAll(async () => {
    draft = await insertField(t.database.db, companyId, { publicationState: 'draft', schedules: weeklyHours('09:00', '10:00') });
    archived = await insertField(t.database.db, companyId, { publicationState: 'archived', schedules: weeklyHours('09:00', '10:00') });
  });

  it('drafts and archived fields are 404 to anonymous callers, customers and other companies', async () => {
    const rival = await newCompany(t);
    for (const who of [null, customer, rival]) {
      for (const id of [draft, archived]) {
        const response = await availability(who, id);
        expect(response.statusCode).toBe(404);
        expect(json(response)).toMatchObject({ success: false, message: FIELD_MESSAGES.notFound });
      }
    }
  });

  it('drafts and archived fields answer their own company and super admins', async () => {
    const staff = await newEmployee(t, companyId, 'staff');
    const admin = await login(t.app, DEMO.admin);
    for (const who of [owner, staff, admin]) {
      for (const id of [draft, archived]) {
        const response = await availability(who, id);
        expect(response.statusCode, response.body).toBe(200);
        expect(dataOf<Availability>(response).days[0]!.slots).toHaveLength(1);
      }
    }
  });

  it('a stale token on this public route is ignored, not refused', async () => {
    const published = await insertField(t.database.db, companyId, { schedules: weeklyHours('09:00', '10:00') });
    expect((await availability({ accessToken: 'not.a.valid-token' }, published)).statusCode).toBe(200);
    expect((await availability({ accessToken: 'not.a.valid-token' }, draft)).statusCode).toBe(404);
  });
});

describe('GET /fields/:id/availability: mistakes', () => {
  it("an id that is not a uuid is 400 'Invalid field id'; an unknown one is 404", async () => {
    const bad = await availability(null, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ success: false, message: FIELD_MESSAGES.invalidFieldId });
    const unknown = await availability(null, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ message: FIELD_MESSAGES.notFound });
  });

  it('rejects a missing or impossible date and days outside 1–31 with the reasons', async () => {
    const id = await insertField(t.database.db, companyId, { schedules: weeklyHours('09:00', '10:00') });
    for (const [query, message] of [
      ['days=2', undefined],
      ['from=2026-02-30', 'Invalid date'],
      ['from=01-06-2026', 'Use a date in the form YYYY-MM-DD'],
      ['from=2026-06-01&days=0', 'days must be between 1 and 31'],
      ['from=2026-06-01&days=32', 'days must be between 1 and 31'],
      ['from=2026-06-01&days=two', undefined],
    ] as const) {
      const response = await availability(null, id, query);
      expect(response.statusCode, query).toBe(400);
      const body = json<{ code: string; errors: { message: string }[] }>(response);
      expect(body.code).toBe('VALIDATION_ERROR');
      if (message) expect(body.errors.map((e) => e.message)).toContain(message);
    }
  });
});
