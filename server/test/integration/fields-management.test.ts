import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyFieldsResponse, Field, FieldSearchResponse } from '@pitchside/shared-api/contracts/field';
import { BOOKING_DEFAULTS } from '@pitchside/shared-api/contracts/booking-constants';
import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import { COMPANY_SCOPE_MESSAGES } from '@pitchside/shared-api/contracts/company-scope-constants';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { DEMO, json, login, type Session } from '../helpers/http.js';
import {
  caller, createField, dataOf, demoOwner, fieldBody, newCompany, weekday, type CompanyAccount,
} from '../helpers/field-management.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let customer: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await demoOwner(t);
  customer = await login(t.app, DEMO.customer);
  admin = await login(t.app, DEMO.admin);
});
afterAll(async () => { await t.close(); });

const errorsOf = (response: Awaited<ReturnType<typeof call>>) =>
  json<{ errors?: { field?: string; message: string }[] }>(response).errors?.map((e) => e.message) ?? [];

describe('POST /fields', () => {
  it("creates a draft in the owner's company with the defaults and the company's time zone", async () => {
    await t.database.pool.query('UPDATE companies SET timezone = $1 WHERE id = $2', ['Europe/Paris', owner.companyId]);
    const field = await createField(t, owner, { amenities: ['parking', 'wifi'], equipment: ['Balls'] });
    expect(field).toMatchObject({
      name: 'Riverside Pitch', publicationState: 'draft', status: 'active', timezone: 'Europe/Paris', description: '',
      lighting: false, roofed: false, minPlayers: null, length: null, amenities: ['parking', 'wifi'], equipment: ['Balls'],
      images: [], schedules: [], pricingRules: [], publishedAt: null, company: { id: owner.companyId, name: 'Green Park Sports' },
    });
    await t.database.pool.query('UPDATE companies SET timezone = $1 WHERE id = $2', ['America/New_York', owner.companyId]);
    expect((await createField(t, owner, { timezone: 'Asia/Tokyo' })).timezone).toBe('Asia/Tokyo');
  });

  it('stores schedules and pricing rules in the same request and orders them', async () => {
    const field = await createField(t, owner, {
      length: 100, width: 64,
      schedules: [weekday(5), weekday(1, '08:00', '22:00')],
      pricingRules: [
        { name: 'Evenings', priceMultiplier: 1.5, priority: 10, startTime: '18:00', endTime: '22:00' },
        { name: 'Weekend', priceMultiplier: 1.2, priority: 50, dayOfWeek: 6 },
        { name: 'Late', priceMultiplier: 1.3, priority: 10 },
      ],
    });
    expect(field).toMatchObject({ length: 100, width: 64 });
    expect(field.schedules.map((s) => [s.dayOfWeek, s.openTime, s.closeTime])).toEqual([[1, '08:00', '22:00'], [5, '09:00', '17:00']]);
    expect(field.pricingRules.map((r) => r.name)).toEqual(['Weekend', 'Evenings', 'Late']);
    expect(field.pricingRules[0]).toMatchObject({ dayOfWeek: 6, startTime: null, minDuration: null, isActive: true });
  });

  it('publishes at once with publish: true, but only with an active schedule', async () => {
    const published = await createField(t, owner, { name: 'Instant', publish: true, schedules: [weekday(2)] });
    expect(published.publicationState).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    const before = dataOf<CompanyFieldsResponse>(await call(owner, 'GET', '/companies/fields?state=draft')).counts.draft;
    const refused = await call(owner, 'POST', '/fields', fieldBody({ name: 'Not ready', publish: true, schedules: [{ ...weekday(2), isActive: false }] }));
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ code: 'FIELD_INCOMPLETE', message: FIELD_MESSAGES.publishIncomplete });
    // Nothing of the refused field remains.
    expect(dataOf<CompanyFieldsResponse>(await call(owner, 'GET', '/companies/fields?state=draft')).counts.draft).toBe(before);
  });

  it('answers the documented texts for out-of-range values, before the database sees them', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ latitude: 91 }, FIELD_MESSAGES.latitude],
      [{ longitude: -181 }, FIELD_MESSAGES.longitude],
      [{ pricingRules: [{ name: 'Zero', priceMultiplier: 1, priority: 0 }] }, FIELD_MESSAGES.priority],
      [{ pricingRules: [{ name: 'Big', priceMultiplier: 1, priority: 101 }] }, FIELD_MESSAGES.priority],
      [{ schedules: [weekday(1, '18:00', '09:00')] }, FIELD_MESSAGES.timeRange],
      [{ minPlayers: 12, maxPlayers: 10 }, FIELD_MESSAGES.players],
      [{ name: '   ' }, FIELD_MESSAGES.nameRequired],
      [{ timezone: 'Mars/Olympus' }, FIELD_MESSAGES.timezone],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(owner, 'POST', '/fields', fieldBody(overrides as never));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(json(response)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(errorsOf(response)).toContain(message);
    }
  });

  it('needs a company: a customer is refused, a super admin names the company to create it in', async () => {
    expect((await call(customer, 'POST', '/fields', fieldBody())).statusCode).toBe(403);
    const unnamed = await call(admin, 'POST', '/fields', fieldBody());
    expect(unnamed.statusCode).toBe(400);
    expect(json(unnamed).message).toBe(COMPANY_SCOPE_MESSAGES.companyIdRequired);
    const named = await call(admin, 'POST', `/fields?companyId=${owner.companyId}`, fieldBody({ name: 'Created by the platform' }));
    expect(named.statusCode).toBe(201);
    expect(dataOf<Field>(named).company.id).toBe(owner.companyId);
    expect((await call(null, 'POST', '/fields', fieldBody())).statusCode).toBe(401);
  });
});

describe('GET /fields/:id', () => {
  it('shows a published field to anybody and a draft only to its company (or a super admin)', async () => {
    const draft = await createField(t, owner, { name: 'Secret draft' });
    const stranger = await newCompany(t);
    for (const who of [null, customer, stranger]) {
      const response = await call(who, 'GET', `/fields/${draft.id}`);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ message: FIELD_MESSAGES.notFound });
      expect(response.body).not.toContain('Secret draft');
    }
    expect(dataOf<Field>(await call(owner, 'GET', `/fields/${draft.id}`)).name).toBe('Secret draft');
    expect(dataOf<Field>(await call(admin, 'GET', `/fields/${draft.id}`)).name).toBe('Secret draft');

    const published = await createField(t, owner, { publish: true, schedules: [weekday(1)] });
    for (const who of [null, customer, stranger]) {
      expect(dataOf<Field>(await call(who, 'GET', `/fields/${published.id}`)).id).toBe(published.id);
    }
  });

  it("carries the booking rules of the field's company, as its columns hold them", async () => {
    const company = await newCompany(t, 'Policy Park');
    const field = await createField(t, company, { publish: true, schedules: [weekday(1)] });
    // A new company has the defaults of docs/product/constants.md.
    expect(field.bookingPolicy).toEqual({
      maxDurationMinutes: BOOKING_DEFAULTS.maxDurationMinutes, holdMinutes: BOOKING_DEFAULTS.holdMinutes, payOnSite: false,
      requiresConfirmation: false, freeCancellationHours: BOOKING_DEFAULTS.freeCancellationHours,
      lateRefundPercent: BOOKING_DEFAULTS.lateRefundPercent, checkInOpensMinutes: BOOKING_DEFAULTS.checkInOpensMinutes,
    });
    await t.database.pool.query(
      `UPDATE companies SET max_booking_minutes = 120, booking_hold_minutes = 7, pay_on_site = true, requires_confirmation = true,
              free_cancellation_hours = 48, late_refund_percent = 50, check_in_opens_minutes = 30 WHERE id = $1`,
      [company.companyId],
    );
    const changed = {
      maxDurationMinutes: 120, holdMinutes: 7, payOnSite: true, requiresConfirmation: true,
      freeCancellationHours: 48, lateRefundPercent: 50, checkInOpensMinutes: 30,
    };
    for (const who of [null, customer, company]) {
      expect(dataOf<Field>(await call(who, 'GET', `/fields/${field.id}`)).bookingPolicy).toEqual(changed);
    }
    // Every answer of a field carries it, the management ones too.
    expect(dataOf<Field>(await call(company, 'PUT', `/fields/${field.id}`, { name: 'Policy Pitch' })).bookingPolicy).toEqual(changed);
    // Another company's field follows its own company's rules.
    const { rows: [own] } = await t.database.pool.query<{ max_booking_minutes: number; pay_on_site: boolean }>(
      'SELECT max_booking_minutes, pay_on_site FROM companies WHERE id = $1', [owner.companyId]);
    const ours = await createField(t, owner, { publish: true, schedules: [weekday(1)] });
    expect(ours.bookingPolicy).toMatchObject({ maxDurationMinutes: own!.max_booking_minutes, payOnSite: own!.pay_on_site });
  });

  it("answers 'Invalid field id' for a malformed id and 404 for an unknown one", async () => {
    const bad = await call(null, 'GET', '/fields/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ success: false, message: FIELD_MESSAGES.invalidFieldId });
    expect((await call(owner, 'PUT', '/fields/123', { name: 'x' })).statusCode).toBe(400);
    expect((await call(null, 'GET', `/fields/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('PUT /fields/:id', () => {
  it('changes only the given attributes and replaces schedules and rules when present', async () => {
    const field = await createField(t, owner, { schedules: [weekday(1), weekday(2)], pricingRules: [{ name: 'Old', priceMultiplier: 2, priority: 5 }] });
    const renamed = dataOf<Field>(await call(owner, 'PUT', `/fields/${field.id}`, { name: 'Renamed', capacity: 10 }));
    expect(renamed).toMatchObject({ name: 'Renamed', capacity: 10, city: 'Springfield' });
    expect(renamed.schedules).toHaveLength(2);
    expect(renamed.pricingRules.map((r) => r.name)).toEqual(['Old']);
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(field.updatedAt));

    const replaced = dataOf<Field>(await call(owner, 'PUT', `/fields/${field.id}`, {
      schedules: [weekday(6, '10:00', '12:00')], pricingRules: [],
    }));
    expect(replaced.schedules.map((s) => s.dayOfWeek)).toEqual([6]);
    expect(replaced.pricingRules).toEqual([]);
    expect(replaced.name).toBe('Renamed');
  });

  it('checks min and max players against the stored values and refuses duplicate weekdays', async () => {
    const field = await createField(t, owner, { minPlayers: 4, maxPlayers: 10 });
    const response = await call(owner, 'PUT', `/fields/${field.id}`, { minPlayers: 12 });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toContain(FIELD_MESSAGES.players);
    const twice = await call(owner, 'PUT', `/fields/${field.id}`, { schedules: [weekday(1), weekday(1, '10:00', '12:00')] });
    expect(twice.statusCode).toBe(400);
    expect(dataOf<Field>(await call(owner, 'GET', `/fields/${field.id}`)).minPlayers).toBe(4);
  });
});

describe('publication states', () => {
  it('publish needs an active schedule; then unpublish, archive, restore, each answering the field', async () => {
    const field = await createField(t, owner);
    const refused = await call(owner, 'POST', `/fields/${field.id}/publish`);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ message: FIELD_MESSAGES.publishIncomplete });

    expect((await call(owner, 'POST', `/fields/${field.id}/schedules`, weekday(3))).statusCode).toBe(201);
    const published = dataOf<Field>(await call(owner, 'POST', `/fields/${field.id}/publish`));
    expect(published).toMatchObject({ id: field.id, publicationState: 'published' });
    expect(published.publishedAt).not.toBeNull();
    // Asking again changes nothing.
    expect(dataOf<Field>(await call(owner, 'POST', `/fields/${field.id}/publish`)).publishedAt).toBe(published.publishedAt);

    expect(dataOf<Field>(await call(owner, 'POST', `/fields/${field.id}/unpublish`))).toMatchObject({ publicationState: 'draft', publishedAt: null });
    expect(dataOf<Field>(await call(owner, 'POST', `/fields/${field.id}/archive`)).publicationState).toBe('archived');
    const publishArchived = await call(owner, 'POST', `/fields/${field.id}/publish`);
    expect(publishArchived.statusCode).toBe(409);
    expect(json(publishArchived)).toMatchObject({ code: 'INVALID_FIELD_STATE', message: FIELD_MESSAGES.stateChange });
    expect((await call(null, 'GET', `/fields/${field.id}`)).statusCode).toBe(404);
    expect(dataOf<Field>(await call(owner, 'POST', `/fields/${field.id}/restore`)).publicationState).toBe('draft');
  });

  it('PATCH /status activates and deactivates without touching the publication state', async () => {
    const field = await createField(t, owner, { publish: true, schedules: [weekday(4)] });
    const inactive = dataOf<Field>(await call(owner, 'PATCH', `/fields/${field.id}/status`, { status: 'inactive' }));
    expect(inactive).toMatchObject({ status: 'inactive', publicationState: 'published' });
    expect(dataOf<Field>(await call(owner, 'PATCH', `/fields/${field.id}/status`, { status: 'active' })).status).toBe('active');
    expect((await call(owner, 'PATCH', `/fields/${field.id}/status`, { status: 'closed' })).statusCode).toBe(400);
  });
});

describe('DELETE /fields/:id', () => {
  it('deletes drafts; a published field is archived instead, and an archived one stays', async () => {
    const draft = await createField(t, owner);
    expect((await call(owner, 'DELETE', `/fields/${draft.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/fields/${draft.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/fields/${draft.id}`)).statusCode).toBe(404);

    const published = await createField(t, owner, { publish: true, schedules: [weekday(1)] });
    const archived = await call(owner, 'DELETE', `/fields/${published.id}`);
    expect(archived.statusCode).toBe(200);
    expect(json(archived)).toMatchObject({ message: 'Field archived' });
    expect(dataOf<Field>(await call(owner, 'GET', `/fields/${published.id}`)).publicationState).toBe('archived');
    expect((await call(owner, 'GET', `/fields/${published.id}`)).statusCode).toBe(200);
    // Not listed any more, and a second DELETE leaves it archived (its photos and history kept).
    const listed = dataOf<FieldSearchResponse>(await call(owner, 'GET', `/fields?search=${encodeURIComponent(published.name)}`));
    expect(listed.fields.map((f) => f.id)).not.toContain(published.id);
    expect((await call(owner, 'DELETE', `/fields/${published.id}`)).statusCode).toBe(200);
    expect(dataOf<Field>(await call(owner, 'GET', `/fields/${published.id}`)).publicationState).toBe('archived');
  });
});

describe('GET /companies/fields', () => {
  it("lists one state of the caller's company with counts, search and pages", async () => {
    const company = await newCompany(t);
    const make = (name: string, city: string, publish = false) =>
      createField(t, company, { name, city, ...(publish ? { publish, schedules: [weekday(1)] } : {}) });
    await make('North Court', 'Lyon');
    await make('South Court', 'Paris');
    const archived = await make('Old Barn', 'Paris');
    await call(company, 'POST', `/fields/${archived.id}/archive`);
    await make('Centre Court', 'Nice', true);

    const drafts = dataOf<CompanyFieldsResponse>(await call(company, 'GET', '/companies/fields?state=draft'));
    expect(drafts.counts).toEqual({ published: 1, draft: 2, archived: 1 });
    expect(drafts.fields.map((f) => f.name).sort()).toEqual(['North Court', 'South Court']);
    expect(drafts.fields[0]).toMatchObject({ publicationState: 'draft', status: 'active', imageCount: 0, scheduleCount: 0, primaryImageUrl: null });
    expect(drafts.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });

    const published = dataOf<CompanyFieldsResponse>(await call(company, 'GET', '/companies/fields'));
    expect(published.fields.map((f) => [f.name, f.scheduleCount])).toEqual([['Centre Court', 1]]);

    const paris = dataOf<CompanyFieldsResponse>(await call(company, 'GET', '/companies/fields?state=draft&search=paris'));
    expect(paris.fields.map((f) => f.name)).toEqual(['South Court']);
    expect(paris.counts).toEqual({ published: 0, draft: 1, archived: 1 });
    expect(dataOf<CompanyFieldsResponse>(await call(company, 'GET', '/companies/fields?state=draft&search=north')).fields).toHaveLength(1);
    expect(dataOf<CompanyFieldsResponse>(await call(company, 'GET', '/companies/fields?state=draft&search=%25')).fields).toHaveLength(0);

    const page2 = dataOf<CompanyFieldsResponse>(await call(company, 'GET', '/companies/fields?state=draft&limit=1&page=2'));
    expect(page2.fields).toHaveLength(1);
    expect(page2.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });

    // The demo company's fields never show here.
    const all = await Promise.all((['published', 'draft', 'archived'] as const).map(async (state) =>
      dataOf<CompanyFieldsResponse>(await call(company, 'GET', `/companies/fields?state=${state}&limit=50`)).fields));
    expect(all.flat().every((f) => f.companyName.startsWith('Rival'))).toBe(true);
    expect((await call(company, 'GET', '/companies/fields?state=deleted')).statusCode).toBe(400);
  });

  it('is refused to customers; a super admin names the company', async () => {
    expect((await call(customer, 'GET', '/companies/fields')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/companies/fields')).statusCode).toBe(400);
    const named = dataOf<CompanyFieldsResponse>(await call(admin, 'GET', `/companies/fields?companyId=${owner.companyId}`));
    const own = dataOf<CompanyFieldsResponse>(await call(owner, 'GET', '/companies/fields'));
    expect(named).toEqual(own);
    expect((await call(null, 'GET', '/companies/fields')).statusCode).toBe(401);
  });
});

describe('GET /platform/stats', () => {
  it('counts the published active fields', async () => {
    const stats = async () => dataOf<{ fields: number }>(await call(null, 'GET', '/platform/stats')).fields;
    const before = await stats();
    const field = await createField(t, owner, { publish: true, schedules: [weekday(1)] });
    expect(await stats()).toBe(before + 1);
    await call(owner, 'PATCH', `/fields/${field.id}/status`, { status: 'inactive' });
    expect(await stats()).toBe(before);
  });
});

describe('hostile input', () => {
  it('never answers 5xx to malformed bodies on the write routes', async () => {
    const field = await createField(t, owner, { schedules: [weekday(1)] });
    const f = `/fields/${field.id}`;
    const routes: [Parameters<typeof call>[1], string][] = [
      ['POST', '/fields'], ['PUT', f], ['PATCH', `${f}/status`], ['PUT', `${f}/images/order`], ['POST', `${f}/schedules`],
      ['PUT', `${f}/schedules/${field.schedules[0]!.id}`], ['POST', `${f}/pricing-rules`], ['POST', `${f}/blocks`],
      ['POST', '/fields/bulk-schedule'],
    ];
    const bodies: unknown[] = [
      null, [], 'text', 42, { name: 1 }, { latitude: '1e999' }, { capacity: 1e308 }, { schedules: [{ dayOfWeek: -0 }] },
      { equipment: ['x'.repeat(10_000)] }, { priority: 1e20 }, { start: '2024-13-45T99:99:99Z', end: 'yesterday' },
      { imageIds: ['00000000-0000-0000-0000-000000000000'] }, { fieldIds: ['not-a-uuid'], template: 'business_hours' },
      { minPlayers: 2e9, maxPlayers: -1 }, { status: { $ne: null } }, { length: 0, width: -1 }, { timezone: '../../etc' },
    ];
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const response = await call(owner, method, url, body);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(json(response).success).toBe(response.statusCode < 400);
      }
    }
  });
});

describe('OpenAPI', () => {
  it('documents the field management routes with their answers', async () => {
    const doc = json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>(await t.app.inject('/api/v1/docs/json'));
    const expected: [string, string, string[]][] = [
      ['/api/v1/fields/{id}', 'get', ['200', '400', '404']],
      ['/api/v1/fields', 'post', ['201', '400', '403', '422']],
      ['/api/v1/fields/{id}', 'put', ['200', '404']],
      ['/api/v1/fields/{id}', 'delete', ['200', '404']],
      ['/api/v1/fields/{id}/status', 'patch', ['200']],
      ['/api/v1/fields/{id}/publish', 'post', ['200', '422']],
      ['/api/v1/fields/{id}/unpublish', 'post', ['200']],
      ['/api/v1/fields/{id}/archive', 'post', ['200']],
      ['/api/v1/fields/{id}/restore', 'post', ['200']],
      ['/api/v1/companies/fields', 'get', ['200', '403']],
      ['/api/v1/fields/{id}/images', 'post', ['200', '413']],
      ['/api/v1/fields/{id}/images/{imageId}', 'delete', ['200']],
      ['/api/v1/fields/{id}/images/order', 'put', ['200']],
      ['/api/v1/fields/{id}/schedules', 'post', ['201', '409']],
      ['/api/v1/fields/{id}/schedules/{scheduleId}', 'put', ['200', '409']],
      ['/api/v1/fields/{id}/pricing-rules/{ruleId}', 'delete', ['200']],
      ['/api/v1/fields/{id}/blocks', 'get', ['200']],
      ['/api/v1/schedule-templates', 'get', ['200']],
      ['/api/v1/fields/bulk-schedule', 'post', ['200', '400']],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(statuses));
    }
  });
});
