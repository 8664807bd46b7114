// Announcements and newsletters on real PostgreSQL and the real job queue: who may send them, validation,
// audiences, the in-app notifications and e-mails the delivery job makes (in each reader's language), newsletter
// consent and its one-click unsubscribe (RFC 8058), the Idempotency-Key, restarts without double sends, failures,
// the history's counts and the audit entry.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminActivityEntry } from '@pitchside/shared-api/contracts/admin';
import {
  ANNOUNCEMENT_MESSAGES as M, ZAnnouncementListSchema, type Announcement, type AnnouncementCreate, type AnnouncementCreated,
} from '@pitchside/shared-api/contracts/announcements';
import { UnsubscribeTokens } from '../../src/modules/mail/unsubscribe-token.js';
import { smtpTransport } from '../../src/modules/mail/mailer.js';
import { caller, dataOf, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { bearer, DEMO, json, login, register, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Session;
type Account = Session & { email: string; password: string };
/** Customers: French, Arabic with the newsletter on, English with the newsletter on. */
let fr: Account;
let ar: Account;
let en: Account;
let owner: CompanyAccount & { email: string };
let staff: Session & { email: string };
const companyName = `Announcement Club ${process.pid}`;

const emailOf = async (userId: string) =>
  (await t.database.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId])).rows[0]!.email;
const count = async (query: string, values: unknown[] = []) => (await t.database.pool.query<{ n: number }>(query, values)).rows[0]!.n;

async function customer(language: 'en' | 'fr' | 'ar', newsletter: boolean): Promise<Account> {
  const account = await register(t.app);
  const response = await t.app.inject({
    method: 'PUT', url: '/api/v1/auth/profile', headers: bearer(account),
    payload: { preferences: { language }, notificationSettings: { newsletter } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { accessToken: account.accessToken, refreshCookie: account.refreshCookie, userId: account.userId, email: account.email, password: account.password };
}

beforeAll(async () => {
  // One retry before refused e-mails count as failed, so the failure test takes seconds, not minutes.
  t = await createTestApp({ env: { JOB_RETRY_DELAY_SECONDS: '1', ANNOUNCEMENT_RETRY_LIMIT: '1' } });
  call = caller(t);
  admin = await login(t.app, DEMO.admin);
  fr = await customer('fr', false);
  ar = await customer('ar', true);
  en = await customer('en', true);
  const company = await newCompany(t, companyName);
  owner = { ...company, email: await emailOf(company.userId) };
  const employee = await newEmployee(t, company.companyId, 'manager');
  staff = { ...employee, email: await emailOf(employee.userId) };
});
afterAll(async () => { await t.close(); });

const draft = (overrides: Partial<AnnouncementCreate> = {}): AnnouncementCreate => ({
  kind: 'system', title: `Notice ${randomUUID().slice(0, 8)}`, message: 'The platform will be down for maintenance on Sunday.\nBookings stay valid.',
  audience: 'customers', channels: ['in_app'], ...overrides,
});

function post(body: unknown, { who = admin as { accessToken: string } | null, key = randomUUID() as string | null } = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST', url: '/api/v1/admin/announcements', payload: body as object,
    headers: { ...(who ? bearer(who) : {}), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

async function sent(body: AnnouncementCreate, key?: string): Promise<AnnouncementCreated> {
  const response = await post(body, key ? { key } : {});
  expect(response.statusCode, response.body).toBe(202);
  return dataOf<AnnouncementCreated>(response);
}

async function history(query = '?limit=100'): Promise<{ data: Announcement[]; pagination: { total: number; page: number; totalPages: number } }> {
  const response = await call(admin, 'GET', `/admin/announcements${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ success: true; data: Announcement[]; pagination: { total: number; page: number; limit: number; totalPages: number } }>(response);
  ZAnnouncementListSchema.parse({ data: body.data, pagination: body.pagination });
  return body;
}

/** The announcement once its delivery job has gone through every recipient. */
async function settled(id: string, timeout = 20_000): Promise<Announcement> {
  return vi.waitFor(async () => {
    const found = (await history()).data.find((a) => a.id === id);
    if (!found || found.pending > 0) throw new Error(`announcement ${id} still delivering`);
    return found;
  }, { timeout, interval: 100 });
}

/** The announcement's in-app notifications, by user. */
async function notified(id: string): Promise<Map<string, { type: string; title: string; message: string }>> {
  const { rows } = await t.database.pool.query<{ user_id: string; type: string; title: string; message: string }>(
    'SELECT user_id, type, title, message FROM notifications WHERE source_key = $1', [`announcement:${id}`]);
  return new Map(rows.map((r) => [r.user_id, r]));
}

const mailsWith = (title: string) => t.mails.filter((m) => m.template.startsWith('announcement-') && m.subject.endsWith(title));
const errorOf = (response: LightMyRequestResponse) => json<{ code: string; message: string; errors?: { field?: string; message: string }[] }>(response);
const unlockedCustomers = () => count("SELECT count(*)::int AS n FROM users WHERE role = 'CUSTOMER' AND locked_at IS NULL");

describe('who may send announcements', () => {
  it('is the super admin only: a customer, an employee and an owner get 403, nobody signed in 401', async () => {
    for (const who of [fr, staff, owner]) {
      expect((await post(draft(), { who })).statusCode).toBe(403);
      expect((await call(who, 'GET', '/admin/announcements')).statusCode).toBe(403);
    }
    expect((await post(draft(), { who: null })).statusCode).toBe(401);
    expect((await call(null, 'GET', '/admin/announcements')).statusCode).toBe(401);
    expect((await history()).pagination.total).toBe(0);
  });
});

describe('validation', () => {
  it('refuses a bad body with 400 and the field at fault, a missing key with 400, an unknown company with 404', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ title: '' }, 'title', M.titleRequired],
      [{ title: 'x'.repeat(151) }, 'title', M.titleRequired],
      [{ title: undefined }, 'title'],
      [{ message: '   ' }, 'message', M.messageRequired],
      [{ message: 'x'.repeat(5001) }, 'message', M.messageRequired],
      [{ kind: 'promotion' }, 'kind'],
      [{ audience: 'everyone' }, 'audience'],
      [{ audience: 'company' }, 'companyId', M.companyRequired],
      [{ audience: 'customers', companyId: owner.companyId }, 'companyId', M.companyNotAllowed],
      [{ audience: 'company', companyId: 'not-a-uuid' }, 'companyId'],
      [{ channels: [] }, 'channels', M.channelRequired],
      [{ channels: ['in_app', 'in_app'] }, 'channels', M.channelTwice],
      [{ channels: ['sms'] }, 'channels.0'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post({ ...draft(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const body = errorOf(response);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.errors, JSON.stringify(change)).toContainEqual(expect.objectContaining({ field, ...(message ? { message } : {}) }));
    }
    const keyless = await post(draft(), { key: null });
    expect(keyless.statusCode).toBe(400);
    expect(errorOf(keyless).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const unknown = await post(draft({ audience: 'company', companyId: randomUUID() }));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(M.companyNotFound);
    // At the limits it is accepted.
    await sent(draft({ title: 'T'.repeat(150), message: 'm'.repeat(5000) }));
    expect((await history()).pagination.total).toBe(1);
  });
});

describe('audiences', () => {
  it('customers: every customer account, and nobody else', async () => {
    const body = draft({ audience: 'customers' });
    const { id, recipients } = await sent(body);
    expect(recipients).toBe(await unlockedCustomers());
    const announcement = await settled(id);
    expect(announcement).toMatchObject({ recipients, delivered: { inApp: recipients, email: 0 }, skipped: 0, failed: 0, pending: 0 });
    const readers = await notified(id);
    expect(readers.size).toBe(recipients);
    expect(readers.get(fr.userId)).toEqual({ user_id: fr.userId, type: 'system', title: body.title, message: body.message });
    for (const outsider of [owner.userId, staff.userId, admin.userId]) expect(readers.has(outsider)).toBe(false);
    expect(mailsWith(body.title)).toEqual([]);
  });

  it('company staff: the owners and active employees of every company', async () => {
    const { id, recipients } = await sent(draft({ audience: 'company_staff' }));
    expect(recipients).toBe(await count(`SELECT count(*)::int AS n FROM users u WHERE u.locked_at IS NULL
      AND (u.id IN (SELECT owner_id FROM companies) OR u.id IN (SELECT user_id FROM employees WHERE is_active))`));
    const readers = await notified((await settled(id)).id);
    expect(readers.size).toBe(recipients);
    for (const member of [owner.userId, staff.userId, (await login(t.app, DEMO.employee)).userId, (await login(t.app, DEMO.owner)).userId]) {
      expect(readers.has(member)).toBe(true);
    }
    for (const outsider of [fr.userId, admin.userId]) expect(readers.has(outsider)).toBe(false);
  });

  it('one company: its owner and its employees only', async () => {
    const { id, recipients } = await sent(draft({ audience: 'company', companyId: owner.companyId }));
    expect(recipients).toBe(2);
    const announcement = await settled(id);
    expect(announcement).toMatchObject({ audience: 'company', companyId: owner.companyId, companyName });
    expect([...(await notified(id)).keys()].sort()).toEqual([owner.userId, staff.userId].sort());
  });

  it('all: every account that is not locked', async () => {
    const locked = await register(t.app);
    await t.database.pool.query(`UPDATE users SET locked_at = now(), lock_reason = 'Testing audiences' WHERE id = $1`, [locked.userId]);
    const { id, recipients } = await sent(draft({ audience: 'all' }));
    expect(recipients).toBe(await count('SELECT count(*)::int AS n FROM users WHERE locked_at IS NULL'));
    const readers = await notified((await settled(id)).id);
    expect(readers.size).toBe(recipients);
    for (const someone of [admin.userId, fr.userId, owner.userId, staff.userId]) expect(readers.has(someone)).toBe(true);
    expect(readers.has(locked.userId)).toBe(false);
  });
});

describe('system notifications by e-mail', () => {
  it('reach everyone in the audience, each in their own language, without an unsubscribe link', async () => {
    const body = draft({ audience: 'customers', channels: ['in_app', 'email'], title: `Maintenance ${randomUUID().slice(0, 6)}` });
    const { id, recipients } = await sent(body);
    const announcement = await settled(id);
    expect(announcement.delivered).toEqual({ inApp: recipients, email: recipients });
    expect(announcement.skipped).toBe(0);
    const mails = mailsWith(body.title);
    expect(mails).toHaveLength(recipients);
    const to = (address: string) => mails.find((m) => m.to === address)!;
    expect(to(fr.email)).toMatchObject({ subject: `Pitchside : ${body.title}`, language: 'fr', template: 'announcement-system' });
    expect(to(fr.email).text).toContain('Bonjour Test,');
    expect(to(fr.email).text).toContain('The platform will be down for maintenance on Sunday.');
    expect(to(fr.email).html).toContain('<html lang="fr" dir="ltr">');
    expect(to(ar.email)).toMatchObject({ subject: `Pitchside: ${body.title}`, language: 'ar' });
    expect(to(ar.email).html).toContain('<html lang="ar" dir="rtl">');
    expect(to(en.email)).toMatchObject({ language: 'en' });
    expect(to(en.email).text).toContain('Hello Test,');
    expect(to(en.email).text).toContain('notices about the service go to every account');
    for (const mail of mails) expect(mail.headers).toBeUndefined();
  });
});

describe('newsletters', () => {
  let unsubscribeUrl: string;

  it('go by e-mail only to accounts that asked for them; the others get the in-app notice and count as skipped', async () => {
    const body = draft({ kind: 'newsletter', audience: 'customers', channels: ['in_app', 'email'], title: `June news ${randomUUID().slice(0, 6)}` });
    const { id, recipients } = await sent(body);
    const announcement = await settled(id);
    expect(announcement).toMatchObject({ kind: 'newsletter', delivered: { inApp: recipients, email: 2 }, skipped: recipients - 2, failed: 0 });
    const readers = await notified(id);
    expect(readers.get(fr.userId)?.type).toBe('update');
    expect(readers.get(ar.userId)?.type).toBe('update');
    const mails = mailsWith(body.title);
    expect(mails.map((m) => m.to).sort()).toEqual([ar.email, en.email].sort());
    const english = mails.find((m) => m.to === en.email)!;
    expect(english).toMatchObject({ subject: `Pitchside newsletter: ${body.title}`, template: 'announcement-newsletter' });
    expect(mails.find((m) => m.to === ar.email)!.subject).toBe(`نشرة Pitchside: ${body.title}`);
    // RFC 2369 and RFC 8058 headers, and the same link visible in the body.
    expect(english.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = english.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<http:\/\/localhost:5173\/api\/v1\/unsubscribe\?token=[^>]+>$/);
    unsubscribeUrl = header.slice(1, -1);
    expect(english.html).toContain(`href="${unsubscribeUrl}"`);
    expect(english.html).toContain('Unsubscribe from the newsletter');
    expect(english.text).toContain(`Unsubscribe from the newsletter: ${unsubscribeUrl}`);
    expect(mails.find((m) => m.to === ar.email)!.headers?.['List-Unsubscribe']).not.toBe(header);
  });

  it('carry their List-Unsubscribe headers through a real SMTP relay', async () => {
    const received: { key: string; value: string }[][] = [];
    const smtp = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks)).then((mail) => { received.push(mail.headers); callback(); }, callback);
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const transport = smtpTransport(`smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`);
    try {
      const newsletter = mailsWith('').find((m) => m.template === 'announcement-newsletter')!;
      await transport.deliver(newsletter);
      const headers = Object.fromEntries(received[0]!.map((h) => [h.key, h.value]));
      expect(headers['list-unsubscribe']).toBe(newsletter.headers!['List-Unsubscribe']);
      expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    } finally {
      transport.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('are left in one click: the link’s page posts to itself, and POST turns the newsletter off without signing in', async () => {
    const path = new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search;
    const page = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // Opening the page changes nothing.
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE id = $1 AND notification_settings -> 'newsletter' = 'true'`, [en.userId])).toBe(1);

    // The mail client's one-click POST (RFC 8058), twice: the same answer.
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toEqual({ success: true, data: { newsletter: false }, message: M.unsubscribed });
    }
    const profile = await t.app.inject({ url: '/api/v1/auth/profile', headers: bearer(en) });
    const settings = dataOf<{ user: { notificationSettings: Record<string, boolean> } }>(profile).user.notificationSettings;
    expect(settings).toMatchObject({ newsletter: false, email: true, bookingReminders: true });
    // The page's own button (a browser form, which wants HTML back).
    const browser = await t.app.inject({
      method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(browser.body).toContain('You are unsubscribed');
    // No body at all, and a multipart one, do the same.
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    expect((await t.app.inject({
      method: 'POST', url: path, payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    })).statusCode).toBe(200);
  });

  it('skip a user who unsubscribed the next time', async () => {
    const body = draft({ kind: 'newsletter', audience: 'customers', channels: ['email'], title: `July news ${randomUUID().slice(0, 6)}` });
    const { id, recipients } = await sent(body);
    const announcement = await settled(id);
    expect(announcement).toMatchObject({ delivered: { inApp: 0, email: 1 }, skipped: recipients - 1 });
    expect(mailsWith(body.title).map((m) => m.to)).toEqual([ar.email]);
    expect((await notified(id)).size).toBe(0);
  });

  it('refuse a link that is not valid with 400 and a clear message, never a 5xx', async () => {
    const good = new URL(unsubscribeUrl).searchParams.get('token')!;
    const [, signature] = good.split('.');
    const otherPurpose = new UnsubscribeTokens(`${t.config.jwtSecret}:booking-pass`).create(ar.userId, 'newsletter');
    const bad = ['garbage', '', `${ar.userId}.${signature}`, `${randomUUID()}.${signature}`, `${en.userId}.${signature}x`, otherPurpose,
      `${good}.extra`, 'x'.repeat(400), `../${good}`, '%00'];
    for (const token of bad) {
      const url = `/api/v1/unsubscribe?token=${encodeURIComponent(token)}`;
      const posted = await t.app.inject({ method: 'POST', url });
      expect(posted.statusCode, token).toBe(400);
      expect(errorOf(posted)).toMatchObject({ code: 'INVALID_UNSUBSCRIBE_LINK', message: M.invalidUnsubscribeLink });
      const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
      expect(page.statusCode, token).toBe(400);
      expect(page.body).toContain('Ce lien n’est pas valide');
      expect(page.body).not.toContain('<form');
    }
    for (const url of ['/api/v1/unsubscribe', `/api/v1/unsubscribe?token=${'x'.repeat(501)}`]) {
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    }
    // Nobody's setting changed: the Arabic reader still receives it.
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE id = $1 AND notification_settings -> 'newsletter' = 'true'`, [ar.userId])).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated send with the first answer and sends once; another body with the same key is 422', async () => {
    const body = draft({ audience: 'company', companyId: owner.companyId, channels: ['in_app', 'email'], title: `Once ${randomUUID().slice(0, 6)}` });
    const key = randomUUID();
    const first = await sent(body, key);
    const again = await sent(body, key);
    expect(again).toEqual(first);
    const reused = await post({ ...body, title: 'Another title' }, { key });
    expect(reused.statusCode).toBe(422);
    expect(errorOf(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
    await settled(first.id);
    expect((await history()).data.filter((a) => a.title === body.title)).toHaveLength(1);
    expect(mailsWith(body.title).map((m) => m.to).sort()).toEqual([owner.email, staff.email].sort());
    expect((await notified(first.id)).size).toBe(2);
  });
});

describe('delivery in batches', () => {
  it('survives a refused e-mail and a repeated job without sending anything twice', async () => {
    t.app.services.announcements.batchSize = 2;
    try {
      const body = draft({ audience: 'customers', channels: ['in_app', 'email'], title: `Batches ${randomUUID().slice(0, 6)}` });
      t.failNextMails(1);
      const { id, recipients } = await sent(body);
      expect(recipients).toBeGreaterThanOrEqual(4);
      const batches = await count('SELECT count(DISTINCT batch)::int AS n FROM announcement_deliveries WHERE announcement_id = $1', [id]);
      expect(batches).toBe(Math.ceil(recipients / 2));
      const announcement = await settled(id);
      expect(announcement).toMatchObject({ delivered: { inApp: recipients, email: recipients }, failed: 0 });
      const retried = await count(`SELECT count(*)::int AS n FROM announcement_deliveries WHERE announcement_id = $1 AND attempts > 1`, [id]);
      expect(retried).toBe(1);
      // A job run again (a restart after a crash, a duplicate) finds nothing left to do.
      const before = t.mails.length;
      for (let batch = 0; batch < batches; batch += 1) await t.app.services.announcements.deliverBatch({ announcementId: id, batch }, false);
      expect(t.mails.length).toBe(before);
      const mails = mailsWith(body.title);
      expect(mails).toHaveLength(recipients);
      expect(new Set(mails.map((m) => m.to)).size).toBe(recipients);
      expect(await count('SELECT count(*)::int AS n FROM notifications WHERE source_key = $1', [`announcement:${id}`])).toBe(recipients);
    } finally {
      t.app.services.announcements.batchSize = 200;
    }
  });

  it('counts e-mails the relay refuses on every try as failed', async () => {
    t.failNextMails(1000);
    try {
      const { id } = await sent(draft({ audience: 'company', companyId: owner.companyId, channels: ['in_app', 'email'] }));
      const announcement = await settled(id, 60_000);
      expect(announcement).toMatchObject({ recipients: 2, delivered: { inApp: 2, email: 0 }, failed: 2, skipped: 0 });
      const { rows } = await t.database.pool.query<{ attempts: number; last_error: string }>(
        `SELECT attempts, last_error FROM announcement_deliveries WHERE announcement_id = $1 AND channel = 'email'`, [id]);
      // The first try and the one retry.
      expect(rows).toEqual([{ attempts: 2, last_error: 'mail relay unavailable' }, { attempts: 2, last_error: 'mail relay unavailable' }]);
    } finally {
      t.failNextMails(0);
    }
  }, 90_000);
});

describe('history and audit trail', () => {
  it('lists announcements newest first with their sender and counts, and pages', async () => {
    const { id } = await sent(draft({ audience: 'company', companyId: owner.companyId, channels: ['email'], kind: 'newsletter', title: 'Latest' }));
    const latest = await settled(id);
    const list = await history();
    expect(list.data[0]!.id).toBe(id);
    expect(list.data.map((a) => a.createdAt)).toEqual([...list.data.map((a) => a.createdAt)].sort().reverse());
    // Neither the owner nor the employee asked for the newsletter.
    expect(latest).toMatchObject({
      kind: 'newsletter', title: 'Latest', audience: 'company', companyId: owner.companyId, companyName, channels: ['email'], recipients: 2,
      delivered: { inApp: 0, email: 0 }, skipped: 2, failed: 0, pending: 0, createdBy: { id: admin.userId, name: 'Ada Admin' },
    });
    const second = await history('?limit=1&page=2');
    expect(second.data.map((a) => a.id)).toEqual([list.data[1]!.id]);
    expect(second.pagination).toMatchObject({ page: 2, total: list.pagination.total, totalPages: list.pagination.total });
    expect((await call(admin, 'GET', '/admin/announcements?limit=101')).statusCode).toBe(400);
  });

  it('writes an announcement.sent entry with each announcement', async () => {
    const body = draft({ audience: 'company', companyId: owner.companyId, title: `Audited ${randomUUID().slice(0, 6)}` });
    const { id, recipients } = await sent(body);
    const trail = dataOf<AdminActivityEntry[]>(await call(admin, 'GET', '/admin/activity?action=announcement.sent&limit=100'));
    const entry = trail.find((e) => e.targetId === id);
    expect(entry).toMatchObject({
      action: 'announcement.sent', targetType: 'announcement', targetLabel: body.title, actor: { id: admin.userId },
      after: { kind: 'system', audience: 'company', companyId: owner.companyId, companyName, channels: ['in_app'], recipients },
    });
    // One entry per announcement sent (a replayed key writes none).
    expect(trail).toHaveLength((await history()).pagination.total);
    await settled(id);
  });
});

describe('OpenAPI', () => {
  it('documents the announcement and unsubscribe calls', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await t.app.inject('/api/v1/docs/json'));
    expect(Object.keys(doc.paths['/api/v1/admin/announcements'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/unsubscribe'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
