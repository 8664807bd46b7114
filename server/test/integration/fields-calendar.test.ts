import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block, BulkScheduleResult, Field, PricingRule, Schedule, ScheduleTemplate } from '@pitchside/shared-api/contracts/field';
import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { DEMO, json, login } from '../helpers/http.js';
import { caller, createField, dataOf, demoOwner, newCompany, weekday, type CompanyAccount } from '../helpers/field-management.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await demoOwner(t);
});
afterAll(async () => { await t.close(); });

const errorsOf = (response: Awaited<ReturnType<typeof call>>) =>
  json<{ errors?: { message: string }[] }>(response).errors?.map((e) => e.message) ?? [];
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('schedules', () => {
  it('adds, lists by weekday, updates and deletes', async () => {
    const field = await createField(t, owner);
    const f = `/fields/${field.id}/schedules`;
    const friday = await call(owner, 'POST', f, { dayOfWeek: 5, openTime: '10:00', closeTime: '24:00' });
    expect(friday.statusCode).toBe(201);
    expect(dataOf<Schedule>(friday)).toMatchObject({ dayOfWeek: 5, openTime: '10:00', closeTime: '24:00', slotDuration: 60, breakDuration: 0, isActive: true });
    await call(owner, 'POST', f, { ...weekday(1), slotDuration: 90, breakDuration: 15 });
    expect(dataOf<Schedule[]>(await call(owner, 'GET', f)).map((s) => s.dayOfWeek)).toEqual([1, 5]);

    const id = dataOf<Schedule>(friday).id;
    const updated = await call(owner, 'PUT', `${f}/${id}`, { dayOfWeek: 6, openTime: '08:00', closeTime: '12:00', isActive: false });
    expect(dataOf<Schedule>(updated)).toMatchObject({ id, dayOfWeek: 6, openTime: '08:00', isActive: false });
    expect((await call(owner, 'DELETE', `${f}/${id}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `${f}/${id}`)).statusCode).toBe(404);
    expect(json(await call(owner, 'PUT', `${f}/${id}`, weekday(2)))).toMatchObject({ message: FIELD_MESSAGES.scheduleNotFound });
    expect(dataOf<Schedule[]>(await call(owner, 'GET', f)).map((s) => s.dayOfWeek)).toEqual([1]);
  });

  it('refuses a second schedule for a weekday with the documented text (409)', async () => {
    const field = await createField(t, owner, { schedules: [weekday(1), weekday(2)] });
    const f = `/fields/${field.id}/schedules`;
    const again = await call(owner, 'POST', f, weekday(1, '18:00', '22:00'));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ success: false, code: 'SCHEDULE_CONFLICT', message: 'A schedule already exists for Monday, edit the existing one' });
    // Moving Tuesday onto Monday is the same conflict.
    const tuesday = field.schedules.find((s) => s.dayOfWeek === 2)!;
    const moved = await call(owner, 'PUT', `${f}/${tuesday.id}`, weekday(1));
    expect(moved.statusCode).toBe(409);
    expect(json(moved)).toMatchObject({ message: FIELD_MESSAGES.duplicateSchedule('Monday') });
  });

  it("answers 'Invalid time range' when closing is not after opening (plus one slot)", async () => {
    const field = await createField(t, owner);
    for (const body of [weekday(1, '18:00', '09:00'), weekday(1, '09:00', '09:00'), { ...weekday(1, '09:00', '09:30'), slotDuration: 60 }]) {
      const response = await call(owner, 'POST', `/fields/${field.id}/schedules`, body);
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toContain(FIELD_MESSAGES.timeRange);
    }
    const badTime = await call(owner, 'POST', `/fields/${field.id}/schedules`, weekday(1, '25:00', '26:00'));
    expect(badTime.statusCode).toBe(400);
    expect(errorsOf(badTime)).toContain(FIELD_MESSAGES.time);
    expect((await call(owner, 'POST', `/fields/${field.id}/schedules`, weekday(7))).statusCode).toBe(400);
  });

  it("names a malformed schedule id", async () => {
    const field = await createField(t, owner);
    const response = await call(owner, 'DELETE', `/fields/${field.id}/schedules/nope`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'Invalid schedule id' });
  });
});

describe('pricing rules', () => {
  it('adds, lists by priority (older first on ties), updates and deletes', async () => {
    const field = await createField(t, owner);
    const f = `/fields/${field.id}/pricing-rules`;
    const first = dataOf<PricingRule>(await call(owner, 'POST', f, { name: 'Evenings', priceMultiplier: 1.5, priority: 10, startTime: '18:00', endTime: '22:00' }));
    await call(owner, 'POST', f, { name: 'Summer', priceMultiplier: 1.1, priority: 80, startDate: '2026-06-01', endDate: '2026-08-31' });
    await call(owner, 'POST', f, { name: 'Long games', priceMultiplier: 0.9, priority: 10, minDuration: 120 });
    const rules = dataOf<PricingRule[]>(await call(owner, 'GET', f));
    expect(rules.map((r) => r.name)).toEqual(['Summer', 'Evenings', 'Long games']);
    expect(rules[0]).toMatchObject({ startDate: '2026-06-01', endDate: '2026-08-31', startTime: null });

    const changed = await call(owner, 'PUT', `${f}/${first.id}`, { name: 'Evenings', priceMultiplier: 2, priority: 100, dayOfWeek: 5 });
    expect(changed.statusCode).toBe(200);
    expect(dataOf<PricingRule>(changed)).toMatchObject({ id: first.id, priceMultiplier: 2, priority: 100, dayOfWeek: 5, startTime: null });
    expect(dataOf<PricingRule[]>(await call(owner, 'GET', f))[0]!.id).toBe(first.id);
    expect((await call(owner, 'DELETE', `${f}/${first.id}`)).statusCode).toBe(200);
    const gone = await call(owner, 'DELETE', `${f}/${first.id}`);
    expect(gone.statusCode).toBe(404);
    expect(json(gone)).toMatchObject({ message: FIELD_MESSAGES.ruleNotFound });
  });

  it('validates priority, multiplier, time window and dates with the documented texts', async () => {
    const field = await createField(t, owner);
    const cases: [Record<string, unknown>, string][] = [
      [{ priority: 0 }, FIELD_MESSAGES.priority],
      [{ priority: 101 }, FIELD_MESSAGES.priority],
      [{ priority: 2.5 }, FIELD_MESSAGES.priority],
      [{ priceMultiplier: 0 }, FIELD_MESSAGES.multiplier],
      [{ startTime: '20:00', endTime: '18:00' }, FIELD_MESSAGES.timeRange],
      [{ startTime: '20:00' }, FIELD_MESSAGES.timeRange],
      [{ startDate: '2026-05-02', endDate: '2026-05-01' }, FIELD_MESSAGES.dateRange],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(owner, 'POST', `/fields/${field.id}/pricing-rules`, { name: 'Rule', priceMultiplier: 1.2, priority: 10, ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorsOf(response)).toContain(message);
    }
    expect(dataOf<PricingRule[]>(await call(owner, 'GET', `/fields/${field.id}/pricing-rules`))).toEqual([]);
  });
});

describe('blocks', () => {
  it('lists current and upcoming blocks by start, not finished ones', async () => {
    const field = await createField(t, owner);
    const f = `/fields/${field.id}/blocks`;
    const add = async (type: string, start: number, end: number, note?: string) => {
      const response = await call(owner, 'POST', f, { type, start: hoursFromNow(start), end: hoursFromNow(end), ...(note ? { note } : {}) });
      expect(response.statusCode, response.body).toBe(201);
      return dataOf<Block>(response);
    };
    const upcoming = await add('private_event', 24, 27, '  Birthday party  ');
    await add('closed', -5, -1);
    const current = await add('maintenance', -1, 2);
    expect(upcoming).toMatchObject({ type: 'private_event', note: 'Birthday party' });
    expect(dataOf<Block[]>(await call(owner, 'GET', f)).map((b) => b.id)).toEqual([current.id, upcoming.id]);
    expect((await call(owner, 'DELETE', `${f}/${current.id}`)).statusCode).toBe(200);
    expect(json(await call(owner, 'DELETE', `${f}/${current.id}`))).toMatchObject({ message: FIELD_MESSAGES.blockNotFound });
    expect(dataOf<Block[]>(await call(owner, 'GET', f)).map((b) => b.id)).toEqual([upcoming.id]);
  });

  it('accepts offsets and answers UTC; refuses an end before the start or an unknown type', async () => {
    const field = await createField(t, owner);
    const f = `/fields/${field.id}/blocks`;
    const block = dataOf<Block>(await call(owner, 'POST', f, { type: 'closed', start: '2099-03-01T10:00:00+02:00', end: '2099-03-01T12:00:00+02:00' }));
    expect(block).toMatchObject({ start: '2099-03-01T08:00:00.000Z', end: '2099-03-01T10:00:00.000Z', note: '' });
    const backwards = await call(owner, 'POST', f, { type: 'closed', start: hoursFromNow(3), end: hoursFromNow(2) });
    expect(backwards.statusCode).toBe(400);
    expect(errorsOf(backwards)).toContain(FIELD_MESSAGES.timeRange);
    expect((await call(owner, 'POST', f, { type: 'party', start: hoursFromNow(1), end: hoursFromNow(2) })).statusCode).toBe(400);
    // Year 0 exists in ISO 8601 but not in PostgreSQL: refused as input, never a server error.
    const yearZero = await call(owner, 'POST', f, { type: 'closed', start: '0000-01-01T00:00:00Z', end: '0000-01-02T00:00:00Z' });
    expect(yearZero.statusCode).toBe(400);
    expect(errorsOf(yearZero)).toContain(FIELD_MESSAGES.dateOutOfRange);
  });
});

describe('GET /schedule-templates', () => {
  it('expands the three templates of docs/product/constants.md into one schedule per day, for anybody', async () => {
    const response = await call(null, 'GET', '/schedule-templates');
    expect(response.statusCode).toBe(200);
    const templates = dataOf<ScheduleTemplate[]>(response);
    expect(templates.map((x) => [x.id, x.name])).toEqual([
      ['business_hours', 'Business hours'], ['sports_center', 'Sports center'], ['weekend_only', 'Weekend only'],
    ]);
    const [business, center, weekend] = templates;
    expect(business!.schedules.map((s) => s.dayOfWeek)).toEqual([1, 2, 3, 4, 5]);
    expect(business!.schedules[0]).toEqual({ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', slotDuration: 60, breakDuration: 0, isActive: true });
    expect(center!.schedules).toHaveLength(7);
    expect(center!.schedules.every((s) => s.openTime === '06:00' && s.closeTime === '22:00')).toBe(true);
    expect(weekend!.schedules.map((s) => [s.dayOfWeek, s.openTime, s.closeTime])).toEqual([[0, '08:00', '20:00'], [6, '08:00', '20:00']]);
    const customer = await login(t.app, DEMO.customer);
    expect((await call(customer, 'GET', '/schedule-templates')).statusCode).toBe(200);
  });
});

describe('POST /fields/bulk-schedule', () => {
  it('gives every field a template, replacing its week', async () => {
    const a = await createField(t, owner, { schedules: [weekday(3)] });
    const b = await createField(t, owner);
    const response = await call(owner, 'POST', '/fields/bulk-schedule', { fieldIds: [a.id, b.id], template: 'business_hours' });
    expect(response.statusCode).toBe(200);
    const { results } = dataOf<BulkScheduleResult>(response);
    expect(results.map((r) => [r.fieldId, r.ok])).toEqual([[a.id, true], [b.id, true]]);
    expect(results[0]!.schedules!.map((s) => s.dayOfWeek)).toEqual([1, 2, 3, 4, 5]);
    for (const id of [a.id, b.id]) {
      const field = dataOf<Field>(await call(owner, 'GET', `/fields/${id}`));
      expect(field.schedules.map((s) => [s.dayOfWeek, s.openTime, s.closeTime])).toEqual([1, 2, 3, 4, 5].map((d) => [d, '09:00', '17:00']));
    }
  });

  it('gives every field the same days; unknown and foreign ids answer not found, the rest still change', async () => {
    const mine = await createField(t, owner);
    const rival = await newCompany(t);
    const theirs = await createField(t, rival, { schedules: [weekday(4)] });
    const unknown = randomUUID();
    const response = await call(owner, 'POST', '/fields/bulk-schedule', {
      fieldIds: [theirs.id, mine.id, unknown], days: [weekday(0, '07:00', '11:00'), weekday(6, '07:00', '11:00')],
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf<BulkScheduleResult>(response).results).toEqual([
      { fieldId: theirs.id, ok: false, message: FIELD_MESSAGES.notFound },
      { fieldId: mine.id, ok: true, schedules: [expect.objectContaining({ dayOfWeek: 0, openTime: '07:00' }), expect.objectContaining({ dayOfWeek: 6 })] },
      { fieldId: unknown, ok: false, message: FIELD_MESSAGES.notFound },
    ]);
    expect(dataOf<Field>(await call(rival, 'GET', `/fields/${theirs.id}`)).schedules.map((s) => s.dayOfWeek)).toEqual([4]);
  });

  it('needs fields and either a template or days', async () => {
    const field = await createField(t, owner);
    for (const body of [
      { fieldIds: [field.id] },
      { fieldIds: [field.id], template: 'weekend_only', days: [weekday(1)] },
      { fieldIds: [], template: 'weekend_only' },
      { fieldIds: [field.id], template: 'night_owl' },
      { fieldIds: [field.id], days: [weekday(1), weekday(1, '10:00', '12:00')] },
      { fieldIds: [field.id], days: [weekday(1, '12:00', '10:00')] },
    ]) {
      const response = await call(owner, 'POST', '/fields/bulk-schedule', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(errorsOf(await call(owner, 'POST', '/fields/bulk-schedule', { fieldIds: [field.id] }))).toContain(FIELD_MESSAGES.bulkNothing);
  });
});
