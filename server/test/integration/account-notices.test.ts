// Who is told what, on real PostgreSQL and the real job queue: a new booking request reaches the owner and every
// active employee who manages reservations; a refund made by staff reaches the customer (amount in their
// language, 3–5 business days); a block over booked slots reaches those customers; plan changes and failed
// renewals reach the owner; an employee is told of their account's creation and deactivation. Each in-app
// (once) and, where said, by e-mail in the reader's language.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import type { Employee } from '@pitchside/shared-api/contracts/employees';
import { ManualClock } from '../../src/lib/clock.js';
import type { OutgoingMail } from '../../src/modules/mail/mailer.js';
import { paidBooking } from '../helpers/bookings.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, dataOf, newCompany, newEmployee, onPlan, type CompanyAccount } from '../helpers/field-management.js';
import { bearer, login, register, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let company: CompanyAccount;
let fieldId: string;
type Person = Session & { email: string };

type Mail = OutgoingMail & { from: string };
const count = async (query: ReturnType<typeof sql>) => (await t.database.db.execute<{ n: number }>(query)).rows[0]!.n;
const emailOf = async (userId: string) => (await t.database.db.execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${userId}`)).rows[0]!.email;
const notificationsOf = async (userId: string) => (await t.database.db.execute<{ type: string; title: string; message: string }>(
  sql`SELECT type, title, message FROM notifications WHERE user_id = ${userId} ORDER BY created_at, title`)).rows;
const setLanguage = (userId: string, language: string) =>
  t.database.db.execute(sql`UPDATE users SET preferences = preferences || ${JSON.stringify({ language })}::jsonb WHERE id = ${userId}`);
const mailsTo = (email: string, template: string): Mail[] => t.mails.filter((m) => m.to === email && m.template === template);

/** Waits until no job of the queue is waiting, retrying or running: what it had to do is done. */
const queueDone = (queue: string) => vi.waitFor(async () => {
  expect(await count(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${queue} AND state IN ('created', 'retry', 'active')`)).toBe(0);
}, { timeout: 15_000, interval: 100 });
const waitForMail = (email: string, template: string) => vi.waitFor(() => {
  const found = mailsTo(email, template);
  expect(found.length, `${template} to ${email}`).toBeGreaterThan(0);
  return found[0]!;
}, { timeout: 15_000, interval: 100 });

async function customer(language: 'en' | 'fr' | 'ar' = 'en'): Promise<Person> {
  const account = await register(t.app);
  await setLanguage(account.userId, language);
  return { ...(await login(t.app, { email: account.email, password: account.password })), email: account.email };
}
const book = (who: Person, date: string, startTime: string): Promise<Booking> => paidBooking(t, who, { fieldId, date, startTime, email: who.email });

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOB_RETRY_DELAY_SECONDS: '1' } });
  call = caller(t);
  company = await newCompany(t, `Notice Club ${process.pid}`);
  await onPlan(t, company, 'enterprise');
  fieldId = await insertField(t.database.db, company.companyId, {
    name: 'Notice Park', timezone: 'Europe/Paris', currency: 'EUR', schedules: weeklyHours('08:00', '22:00'),
  });
});
afterAll(async () => { await t.close(); });

describe('a new booking request', () => {
  it('reaches the owner and the active employees who manage reservations, in their language; nobody else', async () => {
    const manager = await newEmployee(t, company.companyId, 'manager');
    await setLanguage(manager.userId, 'fr');
    const maintenance = await newEmployee(t, company.companyId, 'maintenance'); // no MANAGE_RESERVATIONS
    const away = await newEmployee(t, company.companyId, 'receptionist');
    await t.database.db.execute(sql`UPDATE employees SET is_active = false WHERE user_id = ${away.userId}`);
    await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = true WHERE id = ${company.companyId}`);
    try {
      const player = await customer();
      const booking = await book(player, '2026-06-12', '10:00');
      expect(booking.status).toBe('pending');
      const [ownerEmail, managerEmail] = await Promise.all([emailOf(company.userId), emailOf(manager.userId)]);
      const toOwner = await waitForMail(ownerEmail, 'booking-awaiting_confirmation');
      expect(toOwner.subject).toBe('New booking to confirm: Notice Park on Friday, June 12, 2026');
      expect(toOwner.text).toContain('http://localhost:5173/company/bookings');
      const toManager = await waitForMail(managerEmail, 'booking-awaiting_confirmation');
      expect(toManager.subject).toBe('Nouvelle réservation à confirmer : Notice Park le vendredi 12 juin 2026');
      await queueDone('booking-notice');

      for (const outsider of [maintenance, away]) {
        expect(mailsTo(await emailOf(outsider.userId), 'booking-awaiting_confirmation')).toEqual([]);
        expect(await notificationsOf(outsider.userId)).toEqual([]);
      }
      expect(await notificationsOf(company.userId)).toContainEqual(expect.objectContaining({ type: 'booking', title: 'New booking to confirm' }));
      expect(await notificationsOf(manager.userId)).toEqual([expect.objectContaining({ type: 'booking', title: 'Nouvelle réservation à confirmer' })]);
      // One request e-mail each, and the customer's own.
      expect(mailsTo(ownerEmail, 'booking-awaiting_confirmation')).toHaveLength(1);
      expect(mailsTo(managerEmail, 'booking-awaiting_confirmation')).toHaveLength(1);
      expect(mailsTo(player.email, 'booking-awaiting_confirmation')).toHaveLength(1);
    } finally {
      await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = false WHERE id = ${company.companyId}`);
    }
  });
});

describe('a refund made by staff', () => {
  it('tells the customer the amount in their language and that it arrives within 3–5 business days, by e-mail and in the app', async () => {
    const player = await customer('fr');
    const booking = await book(player, '2026-06-14', '10:00');
    const { rows: [payment] } = await t.database.db.execute<{ id: string }>(sql`SELECT id FROM payments WHERE booking_id = ${booking.id}`);
    const refunded = await t.app.inject({
      method: 'POST', url: `/api/v1/payments/transactions/${payment!.id}/refund`, payload: { amount: 1250, reason: 'Floodlights failed' },
      headers: { ...bearer(company), 'idempotency-key': `refund-${booking.id}` },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const amount = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(12.5);
    const mail = await waitForMail(player.email, 'booking-refund_issued');
    expect(mail.language).toBe('fr');
    expect(mail.subject).toBe(`Remboursement de ${amount} pour la réservation ${booking.bookingNumber}`);
    expect(mail.text).toContain('Il arrive sur votre compte sous 3–5 jours ouvrés.');
    expect(mail.text).toContain('Motif: Floodlights failed');
    expect(mail.text).toContain(`http://localhost:5173/bookings/${booking.id}`);
    await queueDone('account-notice');
    expect((await notificationsOf(player.userId)).filter((n) => n.type === 'payment')).toContainEqual({
      type: 'payment', title: 'Remboursement effectué',
      message: `${amount} remboursés pour la réservation ${booking.bookingNumber}. Le montant arrive sur votre compte sous 3–5 jours ouvrés.`,
    });
    // The same request again (its Idempotency-Key) refunds and tells nothing more.
    const again = await t.app.inject({
      method: 'POST', url: `/api/v1/payments/transactions/${payment!.id}/refund`, payload: { amount: 1250, reason: 'Floodlights failed' },
      headers: { ...bearer(company), 'idempotency-key': `refund-${booking.id}` },
    });
    expect(again.statusCode).toBe(200);
    await queueDone('account-notice');
    expect(mailsTo(player.email, 'booking-refund_issued')).toHaveLength(1);
  });

  it('a cancellation with a refund sends its one cancellation e-mail, not a second one for the refund', async () => {
    const player = await customer();
    const booking = await book(player, '2026-06-20', '10:00');
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${booking.id}/cancel`, payload: {}, headers: bearer(player) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = await waitForMail(player.email, 'booking-cancelled');
    expect(mail.text).toContain('it reaches your account within 3–5 business days');
    await Promise.all([queueDone('booking-notice'), queueDone('account-notice')]);
    expect(mailsTo(player.email, 'booking-cancelled')).toHaveLength(1);
    expect(mailsTo(player.email, 'booking-refund_issued')).toEqual([]);
  });
});

describe('a block over booked slots', () => {
  it('tells the customers whose bookings it falls on, and nobody else', async () => {
    const [hit, before, nextDay] = [await customer('ar'), await customer(), await customer()];
    const hitBooking = await book(hit, '2026-06-16', '10:00'); // 08:00–09:00 UTC
    await book(before, '2026-06-16', '08:00'); // 06:00–07:00 UTC: ends as the block starts
    await book(nextDay, '2026-06-17', '10:00');
    const blocked = await call(company, 'POST', `/fields/${fieldId}/blocks`, {
      type: 'maintenance', start: '2026-06-16T07:00:00Z', end: '2026-06-16T12:00:00Z', note: 'Resurfacing',
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const mail = await waitForMail(hit.email, 'booking-field_blocked');
    expect(mail.language).toBe('ar');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.subject).toContain('Notice Park غير متاح أثناء حجزك');
    expect(mail.text).toContain('قيد الصيانة');
    expect(mail.text).toContain(hitBooking.bookingNumber);
    await queueDone('account-notice');
    expect((await notificationsOf(hit.userId)).filter((n) => n.type === 'alert')).toEqual([
      expect.objectContaining({ type: 'alert', title: 'Notice Park غير متاح أثناء حجزك' }),
    ]);
    for (const other of [before, nextDay]) {
      expect(mailsTo(other.email, 'booking-field_blocked')).toEqual([]);
      expect((await notificationsOf(other.userId)).filter((n) => n.type === 'alert')).toEqual([]);
    }
  });
});

describe('plans', () => {
  it('a plan change and a failed renewal reach the owner, in the app and by e-mail', async () => {
    const owner = await newCompany(t, `Plan Notice ${process.pid}`);
    const ownerEmail = await emailOf(owner.userId);
    const card = (number: string, extra: object = {}) =>
      call(owner, 'POST', '/companies/payment-methods', { card: { number, expMonth: 12, expYear: 2030, cvc: '123', holder: 'Olivia Owner' }, ...extra });
    expect((await card('4000000000009995')).statusCode).toBe(201); // refused once charged
    const good = await card('4242424242424242', { makeDefault: true });
    expect(good.statusCode).toBe(201);
    const changed = await call(owner, 'PUT', '/companies/subscription', { planId: 'premium' });
    expect(changed.statusCode, changed.body).toBe(200);
    const charged = dataOf<{ invoice: { amount: number } | null }>(changed).invoice?.amount ?? 0;
    const planMail = await waitForMail(ownerEmail, 'company-plan_changed');
    expect(planMail.subject).toBe('Your Pitchside plan is now Premium');
    expect(planMail.text).toContain(`Previous plan: Basic`);
    expect(planMail.text).toContain(`Charged: ${new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(charged / 100)}`);

    // The good card goes; the period ends; the renewal is refused.
    expect((await call(owner, 'DELETE', `/companies/payment-methods/${dataOf<{ id: string }>(good).id}`)).statusCode).toBe(200);
    const end = new Date(clock.now().getTime() - 60_000);
    await t.database.db.execute(sql`UPDATE companies SET subscription_period_start = ${new Date(end.getTime() - 30 * 86_400_000)},
      subscription_period_end = ${end} WHERE id = ${owner.companyId}`);
    await t.app.services.subscriptions.renewDue();
    const failed = await waitForMail(ownerEmail, 'company-renewal_failed');
    expect(failed.subject).toBe('Action needed: the renewal of your Premium plan failed');
    expect(failed.text).toContain('Amount due: $49.00');
    expect(failed.text).toContain('http://localhost:5173/company/upgrade');
    await queueDone('account-notice');
    expect(await notificationsOf(owner.userId)).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'system', title: `Plan Notice ${process.pid} is on the Premium plan` }),
      expect.objectContaining({ type: 'alert', title: 'The renewal of your Premium plan failed' }),
    ]));
    expect(mailsTo(ownerEmail, 'company-plan_changed')).toHaveLength(1);
  });
});

describe("an employee's account", () => {
  it('is told of its creation in the app (the welcome e-mail stays the only e-mail) and of its deactivation in the app and by e-mail', async () => {
    const email = `deskhand.${process.pid}@staff.example.com`;
    const created = await call(company, 'POST', '/companies/employees', {
      firstName: 'Dana', lastName: 'Desk', email, position: 'Front desk', role: 'staff', hireDate: '2026-03-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const employee = dataOf<Employee>(created);
    const { rows: [account] } = await t.database.db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${email}`);
    await vi.waitFor(async () => expect(await notificationsOf(account!.id)).toEqual([{
      type: 'system', title: `Welcome to Notice Club ${process.pid}`,
      message: `Notice Club ${process.pid} added you to its staff on Pitchside. The company pages you may use are in the menu.`,
    }]), { timeout: 15_000, interval: 100 });
    await queueDone('account-notice');
    await t.app.services.mailer.idle();
    expect(t.mails.filter((m) => m.to === email).map((m) => m.template)).toEqual(['employee-welcome']);

    const deactivated = await call(company, 'PATCH', `/companies/employees/${employee.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const mail = await waitForMail(email, 'company-employee_deactivated');
    expect(mail.subject).toBe(`Your Notice Club ${process.pid} account on Pitchside is deactivated`);
    expect(mail.text).toContain('Hello Dana,');
    await queueDone('account-notice');
    expect((await notificationsOf(account!.id)).map((n) => n.title)).toEqual([
      `Welcome to Notice Club ${process.pid}`, `Your access to Notice Club ${process.pid} is turned off`,
    ]);
  });
});
