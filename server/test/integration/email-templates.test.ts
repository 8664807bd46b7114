// A company's wording of its customers' booking e-mails: listed per kind and language, saved with safe
// placeholders, used by the real notice jobs, previewed and sent as a test; reset to the platform's text.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY_SETTINGS_MESSAGES } from '@pitchside/shared-api/contracts/company-settings';
import {
  EMAIL_TEMPLATE_MESSAGES as M, ZEmailPreviewSchema, ZEmailTemplateListSchema, ZEmailTemplateSchema, type EmailTemplateList,
} from '@pitchside/shared-api/contracts/email-templates';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import { ManualClock } from '../../src/lib/clock.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, dataOf, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { paidBooking } from '../helpers/bookings.js';
import { DEMO, json, login, register, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let rival: CompanyAccount;
let fieldId: string;
let player: Session & { email: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  call = caller(t);
  owner = await newCompany(t, `Wording Owner ${process.pid}`);
  rival = await newCompany(t, `Wording Rival ${process.pid}`);
  fieldId = await insertField(t.database.db, owner.companyId, {
    name: 'Wording Arena', timezone: 'Europe/Paris', currency: 'EUR', basePricePerHour: 4000, schedules: weeklyHours('08:00', '22:00'),
  });
  const account = await register(t.app);
  player = { ...(await login(t.app, { email: account.email, password: account.password })), email: account.email };
});
afterAll(async () => { await t.close(); });

const listOf = async (who: Parameters<typeof call>[0]) => {
  const response = await call(who, 'GET', '/companies/email-templates');
  expect(response.statusCode, response.body).toBe(200);
  return ZEmailTemplateListSchema.parse(dataOf<EmailTemplateList>(response));
};

const paidBookingAt = (startTime: string, fullName?: string) =>
  paidBooking(t, player, { fieldId, date: '2026-06-02', startTime, fullName, email: player.email });

const confirmationTo = (bookingNumber: string) => vi.waitFor(() => {
  const mail = t.mails.find((m) => m.to === player.email && m.template === 'booking-confirmed' && m.text.includes(bookingNumber));
  if (!mail) throw new Error('no confirmation yet');
  return mail;
}, { timeout: 20_000, interval: 100 });

describe('e-mail templates', () => {
  it('lists every booking e-mail in every language with the platform’s wording and its placeholders', async () => {
    const { templates, placeholders } = await listOf(owner);
    expect(templates).toHaveLength(6 * 3);
    expect(placeholders).toEqual(expect.arrayContaining(['customer', 'field', 'date', 'start', 'code', 'total']));
    const confirmed = templates.find((x) => x.kind === 'confirmed' && x.language === 'en')!;
    expect(confirmed).toMatchObject({ isCustom: false, updatedAt: null, subject: 'Booking confirmed: {{field}} on {{date}}' });
    expect(confirmed.body).toContain('{{company}} has your booking of {{field}}');
    expect(confirmed.closing).toContain('Please arrive {{arriveMinutes}} minutes before your start time.');
    expect(templates.find((x) => x.kind === 'cancelled' && x.language === 'ar')!.subject).toContain('{{field}}');
  });

  it('refuses unknown placeholders, an empty subject and unknown keys, saving nothing', async () => {
    const response = await call(owner, 'PUT', '/companies/email-templates/confirmed/en', { subject: '', body: 'Hi {{customer}}, see {{password}} and {{ total }}' });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(response).errors).toEqual(expect.arrayContaining([
      { field: 'subject', message: M.subject }, { field: 'body', message: M.unknownPlaceholder(['password']) },
    ]));
    expect((await call(owner, 'PUT', '/companies/email-templates/confirmed/en', { subject: 'x', body: 'y', footer: 'z' })).statusCode).toBe(400);
    expect((await call(owner, 'PUT', '/companies/email-templates/welcome/en', { subject: 'x', body: 'y' })).statusCode).toBe(400);
    expect((await call(owner, 'PUT', '/companies/email-templates/confirmed/de', { subject: 'x', body: 'y' })).statusCode).toBe(400);
    expect((await listOf(owner)).templates.every((x) => !x.isCustom)).toBe(true);
  });

  it('sends the company’s wording with the booking’s values, escaped, never reading a value as a placeholder', async () => {
    const saved = await call(owner, 'PUT', '/companies/email-templates/confirmed/en', {
      subject: '{{field}} is yours, {{customer}}!',
      body: 'See you on {{date}} at {{start}} <b>sharp</b>.\n\nCode: {{code}}',
      closing: 'Questions? Call us.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZEmailTemplateSchema.parse(dataOf(saved))).toMatchObject({ isCustom: true, updatedAt: clock.now().toISOString() });

    const booking = await paidBookingAt('10:00', 'Sam {{code}}');
    const mail = await confirmationTo(booking.bookingNumber);
    expect(mail.subject).toBe('Wording Arena is yours, Sam {{code}}!');
    expect(mail.text).toContain(`See you on Tuesday, June 2, 2026 at 10:00 <b>sharp</b>.\nCode: ${booking.confirmationCode}`);
    expect(mail.text).toContain('Questions? Call us.');
    expect(mail.text).not.toContain('Please arrive');
    expect(mail.html).toContain('&lt;b&gt;sharp&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>sharp</b>');
    // The booking's facts and attachment stay the platform's.
    expect(mail.text).toContain(`Booking number: ${booking.bookingNumber}`);
    expect(mail.attachments?.map((a) => a.filename)).toEqual([`booking-${booking.bookingNumber}.ics`]);
  });

  it('keeps the platform’s wording for other languages and for other companies', async () => {
    await t.database.db.execute(sql`UPDATE users SET preferences = preferences || '{"language":"fr"}'::jsonb WHERE email = ${player.email}`);
    const booking = await paidBookingAt('12:00');
    const mail = await confirmationTo(booking.bookingNumber);
    expect(mail.language).toBe('fr');
    expect(mail.subject).toMatch(/^Réservation confirmée/);
    await t.database.db.execute(sql`UPDATE users SET preferences = preferences || '{"language":"en"}'::jsonb WHERE email = ${player.email}`);
    expect((await listOf(rival)).templates.every((x) => !x.isCustom)).toBe(true);
  });

  it('previews a draft with a sample booking, and sends it as a test to the person asking', async () => {
    const draft = { subject: 'Hello {{customer}}', body: 'Your code is {{code}}.', closing: '' };
    const preview = await call(owner, 'POST', '/companies/email-templates/reminderDayBefore/ar/preview', draft);
    expect(preview.statusCode, preview.body).toBe(200);
    const rendered = ZEmailPreviewSchema.parse(dataOf(preview));
    expect(rendered.subject).toBe('Hello Nadia Benali');
    expect(rendered.html).toContain('dir="rtl"');
    expect(rendered.text).toContain('Your code is K7Q2M9PX.');

    // Without a draft, the wording in force.
    const inForceResponse = await call(owner, 'POST', '/companies/email-templates/confirmed/en/preview');
    expect(inForceResponse.statusCode, inForceResponse.body).toBe(200);
    const inForce = ZEmailPreviewSchema.parse(dataOf(inForceResponse));
    expect(inForce.subject).toBe('Centre Court is yours, Nadia Benali!');

    const test = await call(owner, 'POST', '/companies/email-templates/reminderDayBefore/ar/test', draft);
    expect(test.statusCode, test.body).toBe(200);
    const { rows } = await t.database.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [owner.userId]);
    const ownerEmail = rows[0]!.email;
    expect(dataOf(test)).toEqual({ sentTo: ownerEmail });
    expect(json(test).message).toBe(M.testSent(ownerEmail));
    const sent = t.mails.find((m) => m.to === ownerEmail && m.template === 'booking-test-reminderDayBefore');
    expect(sent).toMatchObject({ subject: 'Hello Nadia Benali', language: 'ar' });
  });

  it('goes back to the platform’s wording', async () => {
    const reset = await call(owner, 'DELETE', '/companies/email-templates/confirmed/en');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(ZEmailTemplateSchema.parse(dataOf(reset))).toMatchObject({ isCustom: false, subject: 'Booking confirmed: {{field}} on {{date}}' });
    const booking = await paidBookingAt('14:00');
    expect((await confirmationTo(booking.bookingNumber)).subject).toBe('Booking confirmed: Wording Arena on Tuesday, June 2, 2026');
  });

  it('is for the owner (or a super admin naming the company) only', async () => {
    const employee = await newEmployee(t, owner.companyId, 'manager');
    for (const who of [employee, player]) {
      const response = await call(who, 'GET', '/companies/email-templates');
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toBe(COMPANY_SETTINGS_MESSAGES.noPermission);
    }
    expect((await call(rival, 'PUT', `/companies/email-templates/paid/en?companyId=${owner.companyId}`, { subject: 'x', body: 'y' })).statusCode).toBe(403);
    const admin = await login(t.app, DEMO.admin);
    const list = await call(admin, 'GET', `/companies/email-templates?companyId=${owner.companyId}`);
    expect(list.statusCode).toBe(200);
  });
});

describe('the paths of the API reference (docs/product/api.md)', () => {
  const BASE = '/companies/settings/email-templates';
  const ownerEmail = async () => (await t.database.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [owner.userId])).rows[0]!.email;

  it('lists the templates, each with its id, as the former path does', async () => {
    const response = await call(owner, 'GET', BASE);
    expect(response.statusCode, response.body).toBe(200);
    const list = ZEmailTemplateListSchema.parse(dataOf<EmailTemplateList>(response));
    expect(list.templates).toHaveLength(6 * 3);
    expect(list.templates.every((x) => x.id === `${x.kind}-${x.language}`)).toBe(true);
    expect(list).toEqual(await listOf(owner));
  });

  it('saves by id with PUT or POST, previews, and resets; an id that is no template’s is 404', async () => {
    const put = await call(owner, 'PUT', `${BASE}/paid-fr`, { subject: 'Payé : {{field}}', body: 'Merci {{customer}}.' });
    expect(put.statusCode, put.body).toBe(200);
    expect(ZEmailTemplateSchema.parse(dataOf(put))).toMatchObject({ id: 'paid-fr', kind: 'paid', language: 'fr', subject: 'Payé : {{field}}', isCustom: true });
    const post = await call(owner, 'POST', `${BASE}/awaitingConfirmation-ar`, { subject: 'Hello {{customer}}', body: 'Soon.', closing: 'Bye' });
    expect(post.statusCode, post.body).toBe(200);
    expect(ZEmailTemplateSchema.parse(dataOf(post))).toMatchObject({ id: 'awaitingConfirmation-ar', closing: 'Bye', isCustom: true });
    // The former path sees the same wording.
    const former = (await listOf(owner)).templates.filter((x) => x.isCustom).map((x) => x.id).sort();
    expect(former).toEqual(['awaitingConfirmation-ar', 'paid-fr']);

    const preview = await call(owner, 'POST', `${BASE}/paid-fr/preview`, { subject: 'Hi {{customer}}', body: 'Code {{code}}' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(ZEmailPreviewSchema.parse(dataOf(preview)).subject).toBe('Hi Nadia Benali');
    const inForce = await call(owner, 'POST', `${BASE}/paid-fr/preview`);
    expect(ZEmailPreviewSchema.parse(dataOf(inForce)).subject).toBe('Payé : Centre Court');

    for (const id of ['welcome-en', 'confirmed-de', 'confirmed', '-en', 'confirmed-en-en']) {
      const unknown = await call(owner, 'PUT', `${BASE}/${id}`, { subject: 'x', body: 'y' });
      expect(unknown.statusCode, id).toBe(404);
      expect(json(unknown)).toMatchObject({ code: API_ERROR_CODES.notFound, message: M.notFound });
    }
    expect((await call(owner, 'POST', `${BASE}/paid-fr`, { subject: '', body: 'y' })).statusCode).toBe(400);

    for (const id of ['paid-fr', 'awaitingConfirmation-ar']) {
      const reset = await call(owner, 'DELETE', `${BASE}/${id}`);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(ZEmailTemplateSchema.parse(dataOf(reset))).toMatchObject({ id, isCustom: false });
    }
    expect((await listOf(owner)).templates.every((x) => !x.isCustom)).toBe(true);
  });

  it('sends a test to the address given in `email`, with a draft or the wording in force', async () => {
    const inForce = await call(owner, 'POST', `${BASE}/cancelled-en/test`, { email: 'front-desk@example.com' });
    expect(inForce.statusCode, inForce.body).toBe(200);
    expect(dataOf(inForce)).toEqual({ sentTo: 'front-desk@example.com' });
    expect(json(inForce).message).toBe(M.testSent('front-desk@example.com'));
    expect(t.mails.find((m) => m.to === 'front-desk@example.com' && m.template === 'booking-test-cancelled')).toMatchObject({ language: 'en' });

    const drafted = await call(owner, 'POST', `${BASE}/reminderSoon-fr/test`, { email: 'manager@example.com', subject: 'Bientôt {{field}}', body: 'À tout de suite.' });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(t.mails.find((m) => m.to === 'manager@example.com' && m.template === 'booking-test-reminderSoon'))
      .toMatchObject({ subject: 'Bientôt Centre Court', language: 'fr' });

    // Without an address, the caller's own.
    const own = await call(owner, 'POST', `${BASE}/paid-en/test`);
    expect(dataOf(own)).toEqual({ sentTo: await ownerEmail() });

    const invalid = await call(owner, 'POST', `${BASE}/paid-en/test`, { email: 'not an address' });
    expect(invalid.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(invalid).errors).toEqual([{ field: 'email', message: M.testAddress }]);
    const half = await call(owner, 'POST', `${BASE}/paid-en/test`, { email: 'x@example.com', subject: 'Only a subject' });
    expect(half.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(half).errors).toEqual([{ field: 'body', message: M.body }]);
    expect((await call(owner, 'POST', `${BASE}/paid-en/test`, { email: 'x@example.com', footer: 'z' })).statusCode).toBe(400);
    expect(t.mails.some((m) => m.to === 'x@example.com')).toBe(false);
  });

  it('is for the owner (or a super admin naming the company) only', async () => {
    const employee = await newEmployee(t, owner.companyId, 'manager');
    for (const [method, path] of [['GET', BASE], ['PUT', `${BASE}/paid-en`], ['POST', `${BASE}/paid-en/test`]] as const) {
      const response = await call(employee, method, path, method === 'GET' ? undefined : { subject: 'x', body: 'y' });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(json(response).message).toBe(COMPANY_SETTINGS_MESSAGES.noPermission);
    }
    expect((await call(rival, 'POST', `${BASE}/paid-en/test?companyId=${owner.companyId}`, { email: 'x@example.com' })).statusCode).toBe(403);
    // A stranger's unknown id is refused for who asks before what is asked.
    expect((await call(player, 'PUT', `${BASE}/nothing`, { subject: 'x', body: 'y' })).statusCode).toBe(403);
    const admin = await login(t.app, DEMO.admin);
    expect((await call(admin, 'GET', BASE)).statusCode).toBe(400);
    const list = await call(admin, 'GET', `${BASE}?companyId=${owner.companyId}`);
    expect(list.statusCode).toBe(200);
    expect(t.mails.some((m) => m.to === 'x@example.com')).toBe(false);
  });
});
