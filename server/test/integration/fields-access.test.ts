import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block, Field, PricingRule, Schedule } from '@pitchside/shared-api/contracts/field';
import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, type Session } from '../helpers/http.js';
import {
  caller, createField, dataOf, demoOwner, fieldBody, newCompany, newEmployee, weekday, type Caller, type CompanyAccount, type Method,
} from '../helpers/field-management.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let rival: CompanyAccount;
let customer: Session;
let staff: Session;
/** A published field of the rival company, with one of everything. */
let foreign: { field: Field; schedule: Schedule; rule: PricingRule; block: Block; imageId: string };

const block = () => ({ type: 'maintenance', start: new Date(Date.now() + 3_600_000).toISOString(), end: new Date(Date.now() + 7_200_000).toISOString() });
const rule = { name: 'Peak', priceMultiplier: 1.5, priority: 20 };

async function uploadOne(who: Caller, fieldId: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#208040' } }).png().toBuffer();
  const boundary = '----fieldaccess';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST', url: `/api/v1/fields/${fieldId}/images`, payload,
    headers: { ...(who ? bearer(who) : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await demoOwner(t);
  rival = await newCompany(t, 'Rival Arena');
  customer = await login(t.app, DEMO.customer);
  staff = await login(t.app, DEMO.employee);
  const field = await createField(t, rival, { name: 'Rival secret', publish: true, schedules: [weekday(1)], pricingRules: [rule] });
  const upload = await uploadOne(rival, field.id);
  expect(upload.statusCode, upload.body).toBe(200);
  foreign = {
    field,
    schedule: field.schedules[0]!,
    rule: field.pricingRules[0]!,
    block: dataOf<Block>(await call(rival, 'POST', `/fields/${field.id}/blocks`, block())),
    imageId: dataOf<{ images: { id: string }[] }>(upload).images[0]!.id,
  };
});
afterAll(async () => { await t.close(); });

/** Every management call on a field, with a valid body. */
function everyVerb(fieldId: string, ids: { scheduleId: string; ruleId: string; blockId: string; imageId: string }): [Method, string, unknown][] {
  const f = `/fields/${fieldId}`;
  return [
    ['PUT', f, { name: 'Taken over' }],
    ['DELETE', f, undefined],
    ['PATCH', `${f}/status`, { status: 'inactive' }],
    ['POST', `${f}/publish`, undefined],
    ['POST', `${f}/unpublish`, undefined],
    ['POST', `${f}/archive`, undefined],
    ['POST', `${f}/restore`, undefined],
    ['DELETE', `${f}/images/${ids.imageId}`, undefined],
    ['PUT', `${f}/images/order`, { imageIds: [ids.imageId] }],
    ['GET', `${f}/schedules`, undefined],
    ['POST', `${f}/schedules`, weekday(3)],
    ['PUT', `${f}/schedules/${ids.scheduleId}`, weekday(1, '07:00', '09:00')],
    ['DELETE', `${f}/schedules/${ids.scheduleId}`, undefined],
    ['GET', `${f}/pricing-rules`, undefined],
    ['POST', `${f}/pricing-rules`, rule],
    ['PUT', `${f}/pricing-rules/${ids.ruleId}`, rule],
    ['DELETE', `${f}/pricing-rules/${ids.ruleId}`, undefined],
    ['GET', `${f}/blocks`, undefined],
    ['POST', `${f}/blocks`, block()],
    ['DELETE', `${f}/blocks/${ids.blockId}`, undefined],
  ];
}

const foreignIds = () => ({ scheduleId: foreign.schedule.id, ruleId: foreign.rule.id, blockId: foreign.block.id, imageId: foreign.imageId });

describe("another company's field", () => {
  it('answers 404 on every verb and reveals and changes nothing', async () => {
    for (const [method, url, payload] of everyVerb(foreign.field.id, foreignIds())) {
      const response = await call(owner, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(json(response)).toMatchObject({ success: false, message: FIELD_MESSAGES.notFound });
      expect(response.body).not.toContain('Rival secret');
    }
    expect((await uploadOne(owner, foreign.field.id)).statusCode).toBe(404);
    const untouched = dataOf<Field>(await call(rival, 'GET', `/fields/${foreign.field.id}`));
    expect(untouched).toMatchObject({ name: 'Rival secret', publicationState: 'published', status: 'active' });
    expect(untouched.images).toHaveLength(1);
    expect(untouched.schedules.map((s) => s.id)).toEqual([foreign.schedule.id]);
    expect(untouched.pricingRules.map((r) => r.id)).toEqual([foreign.rule.id]);
    expect(dataOf<Block[]>(await call(rival, 'GET', `/fields/${foreign.field.id}/blocks`)).map((b) => b.id)).toEqual([foreign.block.id]);
  });

  it('cannot reach its rows through one of our own fields either', async () => {
    const mine = await createField(t, owner);
    for (const [method, url, payload] of everyVerb(mine.id, foreignIds())) {
      if (!/\/(schedules|pricing-rules|blocks|images)\/[0-9a-f-]{36}$/.test(url)) continue;
      const response = await call(owner, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(rival, 'GET', `/fields/${foreign.field.id}`)).statusCode).toBe(200);
    expect(dataOf<Field>(await call(rival, 'GET', `/fields/${foreign.field.id}`)).schedules).toHaveLength(1);
  });

  it('is reported as not found in a bulk schedule', async () => {
    const mine = await createField(t, owner);
    const response = await call(owner, 'POST', '/fields/bulk-schedule', { fieldIds: [mine.id, foreign.field.id], template: 'weekend_only' });
    expect(response.statusCode).toBe(200);
    const { results } = dataOf<{ results: { fieldId: string; ok: boolean; message?: string }[] }>(response);
    expect(results).toEqual([
      expect.objectContaining({ fieldId: mine.id, ok: true }),
      { fieldId: foreign.field.id, ok: false, message: FIELD_MESSAGES.notFound },
    ]);
    expect(dataOf<Field>(await call(rival, 'GET', `/fields/${foreign.field.id}`)).schedules.map((s) => s.dayOfWeek)).toEqual([1]);
  });

  it('stays reachable for a super admin', async () => {
    const admin = await login(t.app, DEMO.admin);
    const draft = await createField(t, rival, { name: 'Rival draft' });
    expect(dataOf<Field>(await call(admin, 'PUT', `/fields/${draft.id}`, { name: 'Checked by admin' })).name).toBe('Checked by admin');
    expect((await call(admin, 'POST', `/fields/${draft.id}/schedules`, weekday(0))).statusCode).toBe(201);
  });
});

describe('roles and permissions', () => {
  it('refuses every write to a customer with 403, and to nobody with 401', async () => {
    const mine = await createField(t, owner);
    const ids = { scheduleId: randomUUID(), ruleId: randomUUID(), blockId: randomUUID(), imageId: randomUUID() };
    for (const [method, url, payload] of everyVerb(mine.id, ids)) {
      expect((await call(customer, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call(customer, 'POST', '/fields', fieldBody())).statusCode).toBe(403);
    expect((await call(customer, 'POST', '/fields/bulk-schedule', { fieldIds: [mine.id], template: 'sports_center' })).statusCode).toBe(403);
    expect((await uploadOne(customer, mine.id)).statusCode).toBe(403);
  });

  it('refuses a staff employee (no MANAGE_FIELDS, no MANAGE_SCHEDULES) on every management call', async () => {
    const mine = await createField(t, owner, { schedules: [weekday(1)] });
    const ids = { scheduleId: mine.schedules[0]!.id, ruleId: randomUUID(), blockId: randomUUID(), imageId: randomUUID() };
    for (const [method, url, payload] of everyVerb(mine.id, ids)) {
      expect((await call(staff, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(staff, 'POST', '/fields', fieldBody())).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/companies/fields')).statusCode).toBe(403);
    // Staff still sees the company's drafts, like every member of the company.
    expect((await call(staff, 'GET', `/fields/${mine.id}`)).statusCode).toBe(200);
  });

  it('lets a maintenance employee (MANAGE_SCHEDULES) run schedules and blocks, but not the field itself', async () => {
    const maintenance = await newEmployee(t, owner.companyId, 'maintenance');
    const mine = await createField(t, owner);
    const f = `/fields/${mine.id}`;
    const created = await call(maintenance, 'POST', `${f}/schedules`, weekday(2));
    expect(created.statusCode).toBe(201);
    const schedule = dataOf<Schedule>(created);
    expect((await call(maintenance, 'PUT', `${f}/schedules/${schedule.id}`, weekday(2, '06:00', '23:00'))).statusCode).toBe(200);
    expect(dataOf<Schedule[]>(await call(maintenance, 'GET', `${f}/schedules`)).map((s) => s.openTime)).toEqual(['06:00']);
    const blocked = await call(maintenance, 'POST', `${f}/blocks`, block());
    expect(blocked.statusCode).toBe(201);
    expect(dataOf<Block[]>(await call(maintenance, 'GET', `${f}/blocks`))).toHaveLength(1);
    expect((await call(maintenance, 'DELETE', `${f}/blocks/${dataOf<Block>(blocked).id}`)).statusCode).toBe(200);
    const bulk = await call(maintenance, 'POST', '/fields/bulk-schedule', { fieldIds: [mine.id], template: 'business_hours' });
    expect(dataOf<{ results: { ok: boolean }[] }>(bulk).results[0]!.ok).toBe(true);
    expect((await call(maintenance, 'GET', '/companies/fields?state=draft')).statusCode).toBe(200);
    // The bulk schedule replaced the week, the old Tuesday included.
    expect((await call(maintenance, 'DELETE', `${f}/schedules/${schedule.id}`)).statusCode).toBe(404);

    expect((await call(maintenance, 'PUT', f, { name: 'Renamed by maintenance' })).statusCode).toBe(403);
    expect((await call(maintenance, 'POST', `${f}/publish`)).statusCode).toBe(403);
    expect((await call(maintenance, 'POST', `${f}/pricing-rules`, rule)).statusCode).toBe(403);
    expect((await call(maintenance, 'POST', '/fields', fieldBody())).statusCode).toBe(403);
    // Their company only.
    expect((await call(maintenance, 'GET', `/fields/${foreign.field.id}/schedules`)).statusCode).toBe(404);
  });

  it('lets a manager employee (MANAGE_FIELDS) create fields in the company', async () => {
    const manager = await newEmployee(t, owner.companyId, 'manager');
    const field = await createField(t, manager, { name: 'Made by the manager' });
    expect(field.company.id).toBe(owner.companyId);
    expect((await call(owner, 'GET', `/fields/${field.id}`)).statusCode).toBe(200);
  });
});
