// Notification settings read when each e-mail is sent, on real PostgreSQL and the real job queue: `email` off
// stops reminders, promotions and newsletters but never security e-mails or receipts; `bookingReminders`,
// `promotions` and `newsletter` each stop their own e-mails; in-app notifications always arrive. Then the
// one-click unsubscribe of every optional e-mail (RFC 8058): each link turns off exactly its own setting,
// the same however often it is used; forged links are refused; links mailed before purposes existed still work.
import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNSUBSCRIBE_MESSAGES as M } from '@pitchside/shared-api/contracts/unsubscribe';
import { ManualClock } from '../../src/lib/clock.js';
import { runBookingUpkeep } from '../../src/modules/bookings/booking-upkeep.js';
import type { OutgoingMail } from '../../src/modules/mail/mailer.js';
import { UnsubscribeTokens } from '../../src/modules/mail/unsubscribe-token.js';
import { paidBooking } from '../helpers/bookings.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, newCompany, type CompanyAccount } from '../helpers/field-management.js';
import { bearer, DEMO, json, login, register, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let t: TestApp;
let company: CompanyAccount;
let fieldId: string;
type Customer = Session & { email: string };
/** E-mail off with every optional setting on; reminders off; promotions off; newsletter off; everything on. */
let quiet: Customer;
let noReminders: Customer;
let noPromotions: Customer;
let noNewsletter: Customer;
let everything: Customer;

type Mail = OutgoingMail & { from: string };
const mailsTo = (who: { email: string }, template?: string) => t.mails.filter((m) => m.to === who.email && (!template || m.template === template));
const templatesOf = (who: { email: string }) => mailsTo(who).map((m) => m.template);
const count = async (query: ReturnType<typeof sql>) => (await t.database.db.execute<{ n: number }>(query)).rows[0]!.n;
const settingsOf = async (userId: string) =>
  (await t.database.db.execute<{ s: Record<string, boolean> }>(sql`SELECT notification_settings AS s FROM users WHERE id = ${userId}`)).rows[0]!.s;

/** Waits until no job of the queue is waiting, retrying or running: what it had to do is done. */
const queueDone = (queue: string) => vi.waitFor(async () => {
  expect(await count(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${queue} AND state IN ('created', 'retry', 'active')`)).toBe(0);
}, { timeout: 15_000, interval: 100 });

async function customer(settings: Record<string, boolean>, hour: number): Promise<Customer> {
  const account = await register(t.app);
  await t.database.db.execute(sql`UPDATE users SET notification_settings = notification_settings || ${JSON.stringify(settings)}::jsonb
    WHERE id = ${account.userId}`);
  const session = await login(t.app, { email: account.email, password: account.password });
  await paidBooking(t, session, { fieldId, date: '2026-06-10', startTime: `${String(hour).padStart(2, '0')}:00`, email: account.email });
  return { ...session, email: account.email };
}

const linkOf = (mail: Mail) => {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  expect(header).toMatch(/^<http:\/\/localhost:5173\/api\/v1\/unsubscribe\?token=[^>]+>$/);
  const url = new URL(header.slice(1, -1));
  return { url: url.href, path: url.pathname + url.search, token: url.searchParams.get('token')! };
};
const oneClick = (path: string) => t.app.inject({
  method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOB_RETRY_DELAY_SECONDS: '1' } });
  company = await newCompany(t, `Consent Club ${process.pid}`);
  fieldId = await insertField(t.database.db, company.companyId, {
    name: 'Consent Arena', timezone: 'Europe/Paris', currency: 'EUR', schedules: weeklyHours('08:00', '22:00'),
  });
  const optionalOn = { bookingReminders: true, promotions: true, newsletter: true };
  quiet = await customer({ ...optionalOn, email: false }, 8);
  noReminders = await customer({ ...optionalOn, bookingReminders: false }, 9);
  noPromotions = await customer({ ...optionalOn, promotions: false }, 10);
  noNewsletter = await customer({ ...optionalOn, newsletter: false }, 11);
  everything = await customer(optionalOn, 12);
});
afterAll(async () => { await t.close(); });

describe('notification settings, read when each e-mail is sent', () => {
  it('e-mail off stops reminders, promotions and newsletters, never security e-mails or receipts; each setting stops its own e-mails', async () => {
    // The newsletter, to every customer by e-mail.
    const admin = await login(t.app, DEMO.admin);
    const title = `News ${randomUUID().slice(0, 6)}`;
    const newsletter = await t.app.inject({
      method: 'POST', url: '/api/v1/admin/announcements', headers: { ...bearer(admin), 'idempotency-key': randomUUID() },
      payload: { kind: 'newsletter', title, message: 'Summer leagues start in July.', audience: 'customers', channels: ['email'] },
    });
    expect(newsletter.statusCode, newsletter.body).toBe(202);
    // A promotion of the company they all booked with.
    const { rows: [promotion] } = await t.database.db.execute<{ id: string }>(sql`
      INSERT INTO promotions (company_id, code, discount_percent, min_hours, valid_from, valid_to)
      VALUES (${company.companyId}, 'SUMMER20', 20, 2, '2026-05-01T00:00:00Z', '2026-07-31T22:00:00Z') RETURNING id`);
    const announced = await caller(t)(company, 'POST', `/companies/promotions/${promotion!.id}/announce`);
    expect(announced.statusCode, announced.body).toBe(202);
    // Security e-mails of the customer who turned e-mail off.
    for (const [url, payload] of [['/api/v1/auth/resend-verification', { email: quiet.email }], ['/api/v1/auth/password/request-reset', { email: quiet.email }]] as const) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(200);
    }
    await t.app.services.mailer.idle();
    // The reminders the day before (06:00–11:00 UTC on 10 June): one claim for the five bookings.
    clock.set(new Date('2026-06-09T10:00:00Z'));
    expect((await runBookingUpkeep(t.app.services, { info: () => undefined })).reminders).toBe(5);
    for (const queue of ['announcement-delivery', 'promotion-announcement', 'booking-notice']) await queueDone(queue);

    const optional = ['booking-reminder_day_before', 'company-promotion', 'announcement-newsletter'];
    expect(templatesOf(quiet)).toEqual(expect.arrayContaining(['welcome', 'verify-email', 'password-reset', 'booking-paid', 'booking-confirmed']));
    expect(templatesOf(quiet).filter((x) => optional.includes(x))).toEqual([]);
    expect(templatesOf(noReminders).filter((x) => optional.includes(x)).sort()).toEqual(['announcement-newsletter', 'company-promotion']);
    expect(templatesOf(noReminders)).toContain('booking-confirmed');
    expect(templatesOf(noPromotions).filter((x) => optional.includes(x)).sort()).toEqual(['announcement-newsletter', 'booking-reminder_day_before']);
    expect(templatesOf(noNewsletter).filter((x) => optional.includes(x)).sort()).toEqual(['booking-reminder_day_before', 'company-promotion']);
    expect(templatesOf(everything).filter((x) => optional.includes(x)).sort()).toEqual([...optional].sort());
    expect(mailsTo(everything, 'announcement-newsletter')[0]!.subject).toBe(`Pitchside newsletter: ${title}`);

    // In-app reminders arrive whatever the e-mail settings.
    for (const who of [quiet, noReminders, noPromotions, noNewsletter, everything]) {
      expect(await count(sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${who.userId} AND type = 'reminder'`), who.email).toBe(1);
    }
    // The reminder is optional: it carries its one-click link, for reminders.
    const reminder = mailsTo(everything, 'booking-reminder_day_before')[0]!;
    expect(reminder.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const { url, token } = linkOf(reminder);
    expect(token.split('.')[1]).toBe('reminders');
    expect(reminder.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    expect(reminder.text).toContain(`No longer want reminders by e-mail? Unsubscribe from booking reminders: ${url}`);
    // Mails that cannot be turned off carry no unsubscribe header.
    for (const template of ['booking-confirmed', 'booking-paid']) expect(mailsTo(everything, template)[0]!.headers).toBeUndefined();
  });
});

describe('one-click unsubscribe', () => {
  it('turns off exactly the setting its link names, the same however often; the page names what it turns off', async () => {
    const promotionLink = linkOf(mailsTo(everything, 'company-promotion')[0]!);
    for (let i = 0; i < 2; i += 1) {
      const response = await oneClick(promotionLink.path);
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toEqual({ success: true, data: { promotions: false }, message: M.unsubscribed.promotions });
    }
    expect(await settingsOf(everything.userId)).toMatchObject({ promotions: false, newsletter: true, bookingReminders: true, email: true });

    const reminderLink = linkOf(mailsTo(everything, 'booking-reminder_day_before')[0]!);
    const page = await t.app.inject({ method: 'GET', url: reminderLink.path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Unsubscribe from booking reminders</title>');
    expect(page.body).toContain(`<form method="post" action="${reminderLink.path.replace(/&/g, '&amp;')}">`);
    expect((await settingsOf(everything.userId)).bookingReminders).toBe(true); // opening the page changes nothing
    const button = await t.app.inject({
      method: 'POST', url: reminderLink.path, payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(button.statusCode).toBe(200);
    expect(button.body).toContain('You will no longer receive booking reminders by e-mail');
    expect(await settingsOf(everything.userId)).toMatchObject({ promotions: false, newsletter: true, bookingReminders: false });

    const newsletterLink = linkOf(mailsTo(everything, 'announcement-newsletter')[0]!);
    expect(json(await oneClick(newsletterLink.path))).toMatchObject({ data: { newsletter: false } });
    expect(await settingsOf(everything.userId)).toMatchObject({ promotions: false, newsletter: false, bookingReminders: false, email: true });
  });

  it('keeps the newsletter links mailed before links had a purpose', async () => {
    const legacy = createHmac('sha256', `${t.config.jwtSecret}:newsletter-unsubscribe`)
      .update(`newsletter-unsubscribe:${noPromotions.userId}`).digest('base64url');
    const response = await oneClick(`/api/v1/unsubscribe?token=${noPromotions.userId}.${legacy}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ data: { newsletter: false } });
    expect(await settingsOf(noPromotions.userId)).toMatchObject({ newsletter: false, bookingReminders: true, promotions: false });
  });

  it('refuses a forged link with 400 INVALID_UNSUBSCRIBE_LINK and changes nothing', async () => {
    const real = new UnsubscribeTokens(t.config.jwtSecret);
    const [id, , signature] = real.create(noReminders.userId, 'promotions').split('.');
    const forged = [
      `${id}.newsletter.${signature}`, // another purpose under the promotions signature
      `${id}.settings.${signature}`,
      `${id}.${signature}`,
      new UnsubscribeTokens('another-secret-0123456789-abcdefghijklmnopqrstuvwxyz').create(noReminders.userId, 'promotions'),
      real.create(randomUUID(), 'promotions'), // signed, but no such account
      `${randomUUID()}.promotions.${signature}`,
    ];
    for (const token of forged) {
      const response = await oneClick(`/api/v1/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(response.statusCode, token).toBe(400);
      expect(json(response)).toMatchObject({ code: 'INVALID_UNSUBSCRIBE_LINK', message: M.invalidLink });
    }
    expect(await settingsOf(noReminders.userId)).toMatchObject({ promotions: true, newsletter: true, bookingReminders: false });
  });
});
