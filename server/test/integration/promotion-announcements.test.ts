// A promotion's e-mail to the company's past customers, on real PostgreSQL and the real job queue: who may send
// it, how many it would reach, only past customers whose e-mail and promotions settings are on, each in their
// language with the one-click unsubscribe of promotions, an in-app notification to the same people, once per
// promotion (also when asked twice at once), never for a promotion switched off or over, and consent read
// again when each e-mail goes out.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PromotionAnnouncePreview } from '@pitchside/shared-api/contracts/promotion';
import { PROMOTION_ANNOUNCEMENT_MESSAGES as M } from '@pitchside/shared-api/contracts/promotion-announcements';
import { ManualClock } from '../../src/lib/clock.js';
import { PromotionAnnouncementRepository } from '../../src/modules/promotions/promotion-announcement.repository.js';
import { paidBooking } from '../helpers/bookings.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, dataOf, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { bearer, json, login, register, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let rival: CompanyAccount;
let fieldId: string;
let rivalFieldId: string;
type Customer = Session & { email: string };
/** Past customers with promotions on, in three languages; the others must not receive it. */
let fr: Customer;
let ar: Customer;
let en: Customer;
let others: Record<'promotionsOff' | 'emailOff' | 'rivalOnly' | 'holdOnly' | 'locked', Customer>;
let hour = 8;

const count = async (query: ReturnType<typeof sql>) => (await t.database.db.execute<{ n: number }>(query)).rows[0]!.n;
const errorOf = (response: LightMyRequestResponse) => json<{ code: string; message: string }>(response);
const promotionMails = () => t.mails.filter((m) => m.template === 'company-promotion');
const queueDone = () => vi.waitFor(async () => {
  expect(await count(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'promotion-announcement' AND state IN ('created', 'retry', 'active')`)).toBe(0);
}, { timeout: 15_000, interval: 100 });

async function customer(settings: Record<string, unknown>, bookAt: 'company' | 'rival' | 'hold' = 'company'): Promise<Customer> {
  const account = await register(t.app);
  await t.database.db.execute(sql`UPDATE users SET notification_settings = notification_settings || ${JSON.stringify(settings)}::jsonb
    WHERE id = ${account.userId}`);
  const session = { ...(await login(t.app, { email: account.email, password: account.password })), email: account.email };
  const startTime = `${String((hour += 1)).padStart(2, '0')}:00`;
  if (bookAt === 'hold') {
    const held = await t.app.inject({
      method: 'POST', url: '/api/v1/bookings', headers: { ...bearer(session), 'idempotency-key': randomUUID() },
      payload: { fieldId, date: '2026-06-10', startTime, duration: 60, fullName: 'Hal Hold', email: account.email, phone: '+33612345678' },
    });
    expect(held.statusCode, held.body).toBe(201);
  } else {
    await paidBooking(t, session, { fieldId: bookAt === 'rival' ? rivalFieldId : fieldId, date: '2026-06-10', startTime, email: account.email });
  }
  return session;
}

async function promotion(company: CompanyAccount, values: { active?: boolean; validTo?: string; code?: string; fieldIds?: string[] } = {}) {
  const { rows: [row] } = await t.database.db.execute<{ id: string }>(sql`
    INSERT INTO promotions (company_id, code, discount_percent, min_hours, valid_from, valid_to, active, field_ids)
    VALUES (${company.companyId}, ${values.code ?? `SAVE${randomUUID().slice(0, 6)}`}, 20, 2, '2026-05-01T00:00:00Z',
            ${values.validTo ?? '2026-07-31T21:59:00Z'}, ${values.active ?? true}, ${sql.param(values.fieldIds ?? [])}::uuid[])
    RETURNING id`);
  return row!.id;
}

const announce = (who: { accessToken: string } | null, id: string) => call(who, 'POST', `/companies/promotions/${id}/announce`);
const preview = async (id: string): Promise<PromotionAnnouncePreview> => {
  const response = await call(owner, 'GET', `/companies/promotions/${id}/announce`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<PromotionAnnouncePreview>(response);
};

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOB_RETRY_DELAY_SECONDS: '1' } });
  call = caller(t);
  owner = await newCompany(t, `Promo Club ${process.pid}`);
  rival = await newCompany(t, `Promo Rival ${process.pid}`);
  const field = { timezone: 'Europe/Paris', currency: 'EUR' as const, schedules: weeklyHours('08:00', '22:00') };
  fieldId = await insertField(t.database.db, owner.companyId, { ...field, name: 'Promo Park' });
  rivalFieldId = await insertField(t.database.db, rival.companyId, { ...field, name: 'Rival Park' });
  fr = await customer({ promotions: true });
  await t.database.db.execute(sql`UPDATE users SET preferences = preferences || '{"language": "fr"}'::jsonb WHERE id = ${fr.userId}`);
  ar = await customer({ promotions: true });
  await t.database.db.execute(sql`UPDATE users SET preferences = preferences || '{"language": "ar"}'::jsonb WHERE id = ${ar.userId}`);
  en = await customer({ promotions: true });
  others = {
    promotionsOff: await customer({}), // promotions are off by default
    emailOff: await customer({ promotions: true, email: false }),
    rivalOnly: await customer({ promotions: true }, 'rival'),
    holdOnly: await customer({ promotions: true }, 'hold'),
    locked: await customer({ promotions: true }),
  };
  await t.database.db.execute(sql`UPDATE users SET locked_at = now(), lock_reason = 'Testing promotions' WHERE id = ${others.locked.userId}`);
});
afterAll(async () => { await t.close(); });

describe('who may send a promotion', () => {
  it('is the owner or staff holding MANAGE_FIELDS, for the company’s own promotions', async () => {
    const id = await promotion(owner);
    const staff = await newEmployee(t, owner.companyId, 'staff'); // no MANAGE_FIELDS
    for (const who of [en, staff]) {
      expect((await announce(who, id)).statusCode).toBe(403);
      expect((await call(who, 'GET', `/companies/promotions/${id}/announce`)).statusCode).toBe(403);
    }
    expect((await announce(null, id)).statusCode).toBe(401);
    expect((await announce(rival, id)).statusCode).toBe(404);
    expect((await announce(owner, randomUUID())).statusCode).toBe(404);
    expect((await announce(owner, 'not-a-uuid')).statusCode).toBe(400);
    expect(await preview(id)).toEqual({ recipients: 3, announcedAt: null });
  });

  it('refuses a promotion switched off or over with 422 PROMO_EXPIRED, and records nothing', async () => {
    for (const id of [await promotion(owner, { active: false }), await promotion(owner, { validTo: '2026-05-31T11:00:00Z' })]) {
      const response = await announce(owner, id);
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({ code: 'PROMO_EXPIRED', message: M.expired });
      expect((await preview(id)).announcedAt).toBeNull();
    }
  });
});

describe('sending a promotion', () => {
  it('reaches, once, the past customers whose e-mail and promotions settings are on, each in their language, with its unsubscribe link', async () => {
    const manager = await newEmployee(t, owner.companyId, 'manager'); // holds MANAGE_FIELDS
    const id = await promotion(owner, { code: 'SUMMER20', fieldIds: [fieldId] });
    // Asked three times at once: sent once.
    const answers = await Promise.all([announce(manager, id), announce(manager, id), announce(owner, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409, 409]);
    const accepted = answers.find((a) => a.statusCode === 202)!;
    expect(json(accepted)).toEqual({ success: true, data: { recipients: 3 }, message: M.announced });
    expect(errorOf(answers.find((a) => a.statusCode === 409)!).code).toBe('PROMOTION_ALREADY_ANNOUNCED');
    await queueDone();
    expect(errorOf(await announce(owner, id)).code).toBe('PROMOTION_ALREADY_ANNOUNCED');
    expect((await preview(id)).announcedAt).toBe('2026-05-31T12:00:00.000Z');

    const mails = promotionMails();
    expect(mails.map((m) => m.to).sort()).toEqual([fr.email, ar.email, en.email].sort());
    const to = (who: Customer) => mails.find((m) => m.to === who.email)!;
    expect(to(en)).toMatchObject({ subject: `Promo Club ${process.pid}: 20% off with the code SUMMER20`, language: 'en' });
    expect(to(en).text).toContain('Code: SUMMER20');
    expect(to(en).text).toContain('Minimum booking: 2 hours');
    expect(to(en).text).toContain('Fields: Promo Park');
    // In the company's zone; Intl puts thin spaces around the dash of a range.
    expect(to(en).text).toMatch(/Valid: April 30, 2026 at 20:00\s–\sJuly 31, 2026 at 17:59 \(America\/New_York\)/u);
    expect(to(fr)).toMatchObject({ subject: `Promo Club ${process.pid} : 20 % de réduction avec le code SUMMER20`, language: 'fr' });
    expect(to(ar).html).toContain('<html lang="ar" dir="rtl">');
    expect(to(ar).subject).toBe(`Promo Club ${process.pid}: خصم 20% مع الرمز SUMMER20`);
    // RFC 2369 and RFC 8058 headers, and the same link in the body: a link for promotions, one per reader.
    const header = to(en).headers?.['List-Unsubscribe'] ?? '';
    expect(to(en).headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(header.slice(1, -1));
    expect(link.searchParams.get('token')!.split('.').slice(0, 2)).toEqual([en.userId, 'promotions']);
    expect(to(en).text).toContain(`No longer want promotions? Unsubscribe from promotions: ${link.href}`);
    expect(to(fr).headers?.['List-Unsubscribe']).not.toBe(header);

    // The same people get the in-app notification, once.
    const { rows } = await t.database.db.execute<{ user_id: string; title: string }>(sql`
      SELECT user_id, title FROM notifications WHERE source_key = ${`promotion:${id}`} AND type = 'promotion'`);
    expect(rows.map((r) => r.user_id).sort()).toEqual([fr.userId, ar.userId, en.userId].sort());
    expect(rows.find((r) => r.user_id === fr.userId)!.title).toBe(`20 % de réduction chez Promo Club ${process.pid}`);

    // One click on the link: one fewer recipient for the next promotion.
    const unsubscribed = await t.app.inject({
      method: 'POST', url: link.pathname + link.search, payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(json(unsubscribed)).toMatchObject({ data: { promotions: false } });
    expect((await preview(await promotion(owner))).recipients).toBe(2);
  });

  it('reads consent again when each e-mail goes out, and retries a refused e-mail without writing anything twice', async () => {
    const id = await promotion(owner);
    const service = t.app.services.promotionAnnouncements;
    // Recorded as the POST records it, without its job, so that the delivery below is the only one.
    await t.database.db.transaction((tx) => new PromotionAnnouncementRepository(t.database.db).insert(tx, {
      promotionId: id, companyId: owner.companyId, by: owner.userId, recipients: [fr.userId, ar.userId], at: clock.now(),
    }, 200));
    await t.database.db.execute(sql`UPDATE users SET notification_settings = notification_settings || '{"promotions": false}'::jsonb
      WHERE id = ${ar.userId}`);
    const before = promotionMails().length;
    t.failNextMails(1);
    await expect(service.deliverBatch({ promotionId: id, batch: 0 }, false)).rejects.toThrow(/refused by the relay/);
    await service.deliverBatch({ promotionId: id, batch: 0 }, false);
    await service.deliverBatch({ promotionId: id, batch: 0 }, false); // a repeated job finds nothing left
    expect(promotionMails().slice(before).map((m) => m.to)).toEqual([fr.email]);
    const { rows } = await t.database.db.execute<{ user_id: string; status: string; attempts: number }>(sql`
      SELECT user_id, status, attempts FROM promotion_deliveries WHERE promotion_id = ${id} ORDER BY status`);
    expect(rows).toEqual([{ user_id: fr.userId, status: 'sent', attempts: 2 }, { user_id: ar.userId, status: 'skipped', attempts: 0 }]);
    expect(await count(sql`SELECT count(*)::int AS n FROM notifications WHERE source_key = ${`promotion:${id}`}`)).toBe(1);
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await t.app.inject('/api/v1/docs/json'));
    expect(Object.keys(doc.paths['/api/v1/companies/promotions/{id}/announce'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
