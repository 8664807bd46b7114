// Booking notices on the real job queue: confirmation with its calendar file, receipt, request to the
// manager, cancellation with its refund, and the reminders the day before and 30 minutes before — each an
// in-app notification and an e-mail in the reader's language, written once however often a job runs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking, BookingCreate } from '@pitchside/shared-api/contracts/booking';
import type { Notification } from '@pitchside/shared-api/contracts/notification';
import { ManualClock } from '../../src/lib/clock.js';
import { runBookingUpkeep } from '../../src/modules/bookings/booking-upkeep.js';
import { createTestApp, createTestDatabase, type TestApp } from '../helpers/test-app.js';
import { bearer, login, register, type Session } from '../helpers/http.js';
import { dataOf, newCompany, type CompanyAccount } from '../helpers/field-management.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';

const HOUR = 3_600_000;
const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let t: TestApp;
let company: CompanyAccount;
let fieldId: string;
let counter = 0;
const nextKey = () => `notice-${process.pid}-${(counter += 1)}`;
let hour = 8;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOB_RETRY_DELAY_SECONDS: '1' } });
  company = await newCompany(t, 'Notice Arena Co');
  fieldId = await insertField(t.database.db, company.companyId, {
    name: 'Notice Arena', timezone: 'Europe/Paris', currency: 'EUR', basePricePerHour: 4000, schedules: weeklyHours('08:00', '22:00'),
  });
});
afterAll(async () => { await t.close(); });

async function customer(language: 'en' | 'fr' | 'ar' = 'en', settings: Record<string, boolean> = {}): Promise<Session & { email: string }> {
  const account = await register(t.app);
  await t.database.db.execute(sql`UPDATE users SET preferences = preferences || ${JSON.stringify({ language })}::jsonb,
    notification_settings = notification_settings || ${JSON.stringify(settings)}::jsonb WHERE id = ${account.userId}`);
  return { ...(await login(t.app, { email: account.email, password: account.password })), email: account.email };
}

async function book(who: Session & { email: string }, date: string, { pay = true } = {}): Promise<Booking> {
  const body: BookingCreate = {
    fieldId, date, startTime: `${String(hour).padStart(2, '0')}:00`, duration: 60, fullName: 'Nadia Benali', email: who.email, phone: '+33612345678',
  };
  hour = hour >= 20 ? 8 : hour + 1;
  const held = await t.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: body, headers: { ...bearer(who), 'idempotency-key': nextKey() } });
  expect(held.statusCode, held.body).toBe(201);
  const created = dataOf<Booking>(held);
  if (!pay) return created;
  const paid = await t.app.inject({
    method: 'POST', url: `/api/v1/bookings/${created.id}/pay`, headers: { ...bearer(who), 'idempotency-key': nextKey() },
    payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Nadia Benali' } },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return dataOf<{ booking: Booking }>(paid).booking;
}

const mailsTo = (address: string, template?: string) => t.mails.filter((m) => m.to === address && (!template || m.template === template));
const waitForMail = (address: string, template: string) =>
  vi.waitFor(() => {
    const found = mailsTo(address, template);
    expect(found.length, `${template} to ${address}`).toBeGreaterThan(0);
    return found[0]!;
  }, { timeout: 15_000, interval: 100 });
const notificationsOf = async (userId: string) => (await t.database.db.execute<Pick<Notification, 'type' | 'title' | 'message'>>(
  sql`SELECT type, title, message FROM notifications WHERE user_id = ${userId} ORDER BY created_at, title`)).rows;
const setRequiresConfirmation = (on: boolean) =>
  t.database.db.execute(sql`UPDATE companies SET requires_confirmation = ${on} WHERE id = ${company.companyId}`);

describe('booking notices', () => {
  it('a paid booking: the receipt and the confirmation with its calendar file, by e-mail and in the app', async () => {
    const player = await customer();
    const booking = await book(player, '2026-06-10');
    expect(booking.status).toBe('confirmed');

    const confirmation = await waitForMail(player.email, 'booking-confirmed');
    expect(confirmation.subject).toBe(`Booking confirmed: Notice Arena on Wednesday, June 10, 2026`);
    expect(confirmation.text).toContain(booking.confirmationCode);
    expect(confirmation.text).toContain('Please arrive 15 minutes before your start time.');
    expect(confirmation.text).toContain(`http://localhost:5173/bookings/${booking.id}`);
    const [calendar] = confirmation.attachments ?? [];
    expect(calendar?.filename).toBe(`booking-${booking.bookingNumber}.ics`);
    expect(calendar?.contentType).toMatch(/^text\/calendar/);
    expect(String(calendar?.content)).toMatch(/BEGIN:VCALENDAR[\s\S]*UID:.*/);
    expect(String(calendar?.content)).toContain(`UID:${booking.id}@pitchside`);
    expect(String(calendar?.content)).toContain('DTSTART:20260610T060000Z');

    const receipt = await waitForMail(player.email, 'booking-paid');
    expect(receipt.subject).toBe(`Payment receipt for booking ${booking.bookingNumber}`);
    expect(receipt.text).toContain(`Amount paid: €${(booking.price.total / 100).toFixed(2)}`);
    expect(receipt.text).toContain('Payment method: Visa •••• 4242');
    const [pdf] = receipt.attachments ?? [];
    expect(pdf?.filename).toBe(`receipt-${booking.bookingNumber}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf?.content ?? '').subarray(0, 5).toString()).toBe('%PDF-');

    await vi.waitFor(async () => expect(await notificationsOf(player.userId)).toEqual(expect.arrayContaining([
      { type: 'booking', title: 'Booking confirmed', message: `Notice Arena, Wednesday, June 10, 2026, 08:00–09:00. Confirmation code ${booking.confirmationCode}.` },
      { type: 'payment', title: 'Payment received', message: `€${(booking.price.total / 100).toFixed(2)} paid for booking ${booking.bookingNumber}.` },
    ])), { timeout: 5000 });
    // Nothing is sent to the manager of a company that confirms by itself.
    expect(await notificationsOf(company.userId)).toEqual([]);
  });

  it('in the customer’s language: French, and Arabic laid out right to left', async () => {
    const french = await customer('fr');
    await book(french, '2026-06-11');
    const fr = await waitForMail(french.email, 'booking-confirmed');
    expect(fr.language).toBe('fr');
    expect(fr.subject).toBe('Réservation confirmée : Notice Arena le jeudi 11 juin 2026');
    expect(fr.text).toContain('Merci d’arriver 15 minutes avant l’heure de début.');

    const arabic = await customer('ar');
    await book(arabic, '2026-06-11');
    const ar = await waitForMail(arabic.email, 'booking-confirmed');
    expect(ar.subject.startsWith('تم تأكيد الحجز: Notice Arena')).toBe(true);
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(await notificationsOf(arabic.userId)).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'تم تأكيد الحجز' })]));
  });

  it('a booking the company confirms itself: the request to both, then the confirmation; a decline tells the refund', async () => {
    await setRequiresConfirmation(true);
    try {
      const player = await customer();
      const pending = await book(player, '2026-06-12');
      expect(pending.status).toBe('pending');
      const request = await waitForMail(player.email, 'booking-awaiting_confirmation');
      expect(request.subject).toBe('Booking request received: Notice Arena on Friday, June 12, 2026');
      const ownerMail = await vi.waitFor(() => {
        const found = t.mails.find((m) => m.template === 'booking-awaiting_confirmation' && m.to !== player.email && m.text.includes(pending.bookingNumber));
        expect(found).toBeDefined();
        return found!;
      }, { timeout: 15_000 });
      expect(ownerMail.subject).toBe('New booking to confirm: Notice Arena on Friday, June 12, 2026');
      expect(ownerMail.text).toContain('http://localhost:5173/company/bookings');
      expect(ownerMail.attachments).toEqual([]);
      await vi.waitFor(async () => expect(await notificationsOf(company.userId)).toContainEqual({
        type: 'booking', title: 'New booking to confirm',
        message: 'Nadia Benali booked Notice Arena on Friday, June 12, 2026 at 08:00; it awaits your confirmation.'.replace('08:00', pending.startTime),
      }), { timeout: 5000 });
      expect(mailsTo(player.email, 'booking-confirmed')).toEqual([]);

      const confirm = await t.app.inject({
        method: 'PATCH', url: `/api/v1/companies/bookings/${pending.id}/confirm`, payload: { note: 'See you there' }, headers: bearer(company),
      });
      expect(confirm.statusCode, confirm.body).toBe(200);
      const confirmation = await waitForMail(player.email, 'booking-confirmed');
      expect(confirmation.attachments?.[0]?.filename).toMatch(/\.ics$/);

      const declined = await book(player, '2026-06-12');
      const decline = await t.app.inject({
        method: 'PATCH', url: `/api/v1/companies/bookings/${declined.id}/decline`, payload: { reason: 'Pitch closed for works' }, headers: bearer(company),
      });
      expect(decline.statusCode, decline.body).toBe(200);
      const cancellation = await vi.waitFor(() => {
        const found = mailsTo(player.email, 'booking-cancelled').find((m) => m.text.includes(declined.bookingNumber));
        expect(found).toBeDefined();
        return found!;
      }, { timeout: 15_000 });
      const refund = `€${(declined.price.total / 100).toFixed(2)}`;
      expect(cancellation.text).toContain(`Reason: Pitch closed for works`);
      expect(cancellation.text).toContain(`A refund of ${refund} is on its way to your card; it reaches your account within 3–5 business days.`);
      expect(cancellation.text).toContain(`http://localhost:5173/fields/${fieldId}`);
    } finally {
      await setRequiresConfirmation(false);
    }
  });

  it('a customer’s cancellation after the free period says that no refund is due', async () => {
    const player = await customer();
    const booking = await book(player, '2026-06-01');
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${booking.id}/cancel`, payload: {}, headers: bearer(player) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const mail = await waitForMail(player.email, 'booking-cancelled');
    expect(mail.text).toContain('No refund is due for this booking.');
    expect(mail.text).toContain('Refund: None');
  });

  it('a failed delivery is retried; the notification is written once', async () => {
    const player = await customer();
    t.failNextMails(2);
    const booking = await book(player, '2026-06-13');
    const mail = await vi.waitFor(() => {
      const found = mailsTo(player.email, 'booking-confirmed');
      expect(found).toHaveLength(1);
      return found[0]!;
    }, { timeout: 20_000, interval: 200 });
    expect(mail.text).toContain(booking.confirmationCode);
    await vi.waitFor(() => expect(mailsTo(player.email, 'booking-paid')).toHaveLength(1), { timeout: 20_000 });
    const titles = (await notificationsOf(player.userId)).map((n) => n.title);
    expect(titles.filter((title) => title === 'Booking confirmed')).toHaveLength(1);
  });
});

describe('reminders, driven by the clock', () => {
  it('the day before and 30 minutes before, each once; none for a cancelled booking or a customer who turned them off', async () => {
    const player = await customer();
    const quiet = await customer('en', { bookingReminders: false });
    const booking = await book(player, '2026-06-20');
    const cancelled = await book(player, '2026-06-20');
    const unwanted = await book(quiet, '2026-06-20');
    const gone = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${cancelled.id}/cancel`, payload: {}, headers: bearer(player) });
    expect(gone.statusCode).toBe(200);
    const start = Date.parse(booking.start);
    const services = t.app.services;
    const upkeep = () => runBookingUpkeep(services, { info: () => undefined });

    clock.set(new Date(start - 25 * HOUR));
    expect((await upkeep()).reminders).toBe(0);
    clock.set(new Date(Date.parse(unwanted.start) - 24 * HOUR + 60_000));
    // Claimed once each (the customer who turned reminders off gets none, but the claim is made).
    expect((await upkeep()).reminders).toBe(2);
    expect((await upkeep()).reminders).toBe(0);
    const dayBefore = await waitForMail(player.email, 'booking-reminder_day_before');
    expect(dayBefore.subject).toBe(`Reminder: Notice Arena tomorrow at ${booking.startTime}`);

    clock.set(new Date(start - 29 * 60_000));
    expect((await upkeep()).reminders).toBe(1);
    expect((await upkeep()).reminders).toBe(0);
    const soon = await waitForMail(player.email, 'booking-reminder_soon');
    expect(soon.subject).toBe(`Starting in 30 minutes: Notice Arena at ${booking.startTime}`);

    // Give the queue time to run anything else it holds, then count.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(player.email, 'booking-reminder_day_before')).toHaveLength(1);
    expect(mailsTo(player.email, 'booking-reminder_soon')).toHaveLength(1);
    expect(t.mails.filter((m) => m.template.startsWith('booking-reminder') && m.text.includes(cancelled.bookingNumber))).toEqual([]);
    expect(mailsTo(quiet.email).filter((m) => m.template.startsWith('booking-reminder'))).toEqual([]);
    const reminders = (await notificationsOf(player.userId)).filter((n) => n.type === 'reminder').map((n) => n.title);
    expect(reminders).toEqual(['Your booking is tomorrow', 'Your booking starts in 30 minutes']);
  });

  it('a booking made less than a day ahead gets only the 30-minute reminder', async () => {
    clock.set(new Date('2026-06-24T12:00:00Z'));
    const player = await customer();
    hour = 8; // 06:00 UTC on the 25th: 18 hours after booking
    const booking = await book(player, '2026-06-25');
    clock.set(new Date(Date.parse(booking.start) - 20 * HOUR));
    await runBookingUpkeep(t.app.services, { info: () => undefined });
    clock.set(new Date(Date.parse(booking.start) - 10 * 60_000));
    await runBookingUpkeep(t.app.services, { info: () => undefined });
    await waitForMail(player.email, 'booking-reminder_soon');
    expect(mailsTo(player.email, 'booking-reminder_day_before')).toEqual([]);
  });
});

describe('durability', () => {
  it('a notice written while no worker runs is sent by the next instance: nothing is lost on a restart', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const serving = await createTestApp({ database, clock, env: { JOB_WORKERS: 'false' } });
      const owner = await newCompany(serving, 'Restart Arena Co');
      const field = await insertField(database.db, owner.companyId, { schedules: weeklyHours('08:00', '22:00'), currency: 'EUR' });
      const account = await register(serving.app);
      const player = await login(serving.app, account);
      const held = await serving.app.inject({
        method: 'POST', url: '/api/v1/bookings', headers: { ...bearer(player), 'idempotency-key': nextKey() },
        payload: { fieldId: field, date: '2026-07-01', startTime: '10:00', duration: 60, fullName: 'Sam Player', email: account.email, phone: '+15550100' },
      });
      expect(held.statusCode, held.body).toBe(201);
      const paid = await serving.app.inject({
        method: 'POST', url: `/api/v1/bookings/${dataOf<Booking>(held).id}/pay`, headers: { ...bearer(player), 'idempotency-key': nextKey() },
        payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Sam Player' } },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(serving.mails.filter((m) => m.template.startsWith('booking-'))).toEqual([]);
      await serving.close();

      const restarted = await createTestApp({ database, clock });
      try {
        await vi.waitFor(() => expect(restarted.mails.filter((m) => m.to === account.email).map((m) => m.template).sort())
          .toEqual(['booking-confirmed', 'booking-paid']), { timeout: 15_000 });
      } finally {
        await restarted.close();
      }
    } finally {
      await drop();
    }
  });
});
