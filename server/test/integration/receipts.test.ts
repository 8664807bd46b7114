import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, type Booking, type BookingCreate, type BookingDetails } from '@pitchside/shared-api/contracts/booking';
import type { PayResult } from '@pitchside/shared-api/contracts/payment';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, register, type Session } from '../helpers/http.js';
import { dataOf, demoOwner, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { demoCompanyId, insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { pdfFragments, pdfLines } from '../helpers/pdf-text.js';

let t: TestApp;
let companyId: string;
let customer: Session;
let owner: CompanyAccount;
let fieldId: string;
const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let counter = 0;
const nextKey = () => `receipt-${process.pid}-${(counter += 1)}`;
let slot = 0;
const visa = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Nadia Benali' };

beforeAll(async () => {
  t = await createTestApp({ clock });
  companyId = await demoCompanyId(t.database.db);
  customer = await login(t.app, DEMO.customer);
  owner = await demoOwner(t);
  fieldId = await insertField(t.database.db, companyId, {
    name: 'Receipt Arena', timezone: 'Europe/Paris', currency: 'EUR', basePricePerHour: 4000, schedules: weeklyHours('08:00', '22:00'),
  });
});
afterAll(async () => { await t.close(); });

async function hold(who: { accessToken: string } = customer): Promise<Booking> {
  const date = new Date(Date.UTC(2026, 5, 10 + Math.floor(slot / 14))).toISOString().slice(0, 10);
  const body: BookingCreate = {
    fieldId, date, startTime: `${String(8 + (slot % 14)).padStart(2, '0')}:00`, duration: 60, fullName: 'Nadia Benali', email: 'nadia@example.com', phone: '+33612345678',
  };
  slot += 1;
  const held = await t.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: body, headers: { ...bearer(who), 'idempotency-key': nextKey() } });
  expect(held.statusCode, held.body).toBe(201);
  return dataOf<Booking>(held);
}

async function paidBooking(who: { accessToken: string } = customer): Promise<PayResult> {
  const booking = await hold(who);
  const paid = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${booking.id}/pay`, payload: { card: visa }, headers: { ...bearer(who), 'idempotency-key': nextKey() } });
  expect(paid.statusCode, paid.body).toBe(200);
  return dataOf<PayResult>(paid);
}

const bookingReceipt = (id: string, who: { accessToken: string }, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}/receipt${query}`, headers: { ...bearer(who), ...headers } });
const transactionReceipt = (id: string, who: { accessToken: string }, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/payments/transactions/${id}/receipt${query}`, headers: bearer(who) });
const codeOf = (response: LightMyRequestResponse) => json<{ code: string }>(response).code;

/** The receipt's text as drawn, line by line. */
const textOf = (response: LightMyRequestResponse) => pdfLines(response.rawPayload);

describe('GET /bookings/:id/receipt', () => {
  it('answers the customer a PDF download that states the booking number, the total and every refund', async () => {
    const { booking, payment } = await paidBooking();
    const refund = await t.app.inject({
      method: 'POST', url: `/api/v1/payments/transactions/${payment.id}/refund`, payload: { amount: 1000, reason: 'Lights failed for 15 minutes' },
      headers: { ...bearer(owner), 'idempotency-key': nextKey() },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const response = await bookingReceipt(booking.id, customer, '?lang=en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${booking.bookingNumber}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const total = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(booking.price.total / 100);
    const net = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format((booking.price.total - 1000) / 100);
    expect(textOf(response)).toEqual(expect.arrayContaining([
      `Receipt number${booking.bookingNumber}`, `Confirmation code${booking.confirmationCode}`, 'FieldReceipt Arena',
      `Time${booking.startTime}–${booking.endTime} (Europe/Paris)`, 'NameNadia Benali', 'E-mailnadia@example.com',
      `Total${total}`, 'MethodVisa •••• 4242', 'StatusPartly refunded',
      'ReasonLights failed for 15 minutes', `Net amount paid${net}`,
    ]));
    expect(textOf(response).find((line) => line.startsWith('Refund of '))).toMatch(/-€10\.00$/);
  });

  it('is 404 for another customer’s booking, as the booking itself is', async () => {
    const { booking } = await paidBooking();
    const stranger = await register(t.app);
    const response = await bookingReceipt(booking.id, stranger);
    expect(response.statusCode).toBe(404);
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect((await bookingReceipt(crypto.randomUUID(), customer)).statusCode).toBe(404);
    expect((await bookingReceipt('not-a-uuid', customer)).statusCode).toBe(400);
  });

  it('is 409 RECEIPT_UNAVAILABLE for an unpaid hold and for a hold that lapsed; the booking says whether it has a receipt', async () => {
    const unpaid = await hold();
    const response = await bookingReceipt(unpaid.id, customer);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ success: false, code: 'RECEIPT_UNAVAILABLE', message: BOOKING_MESSAGES.receiptUnavailable });
    const details = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: bearer(customer) });
    expect(dataOf<BookingDetails>(await details(unpaid.id)).hasReceipt).toBe(false);

    clock.advance(11 * 60_000);
    await t.app.services.bookings.expireHolds();
    expect(dataOf<BookingDetails>(await details(unpaid.id)).status).toBe('cancelled');
    expect(codeOf(await bookingReceipt(unpaid.id, customer))).toBe('RECEIPT_UNAVAILABLE');

    const { booking } = await paidBooking();
    expect(dataOf<BookingDetails>(await details(booking.id)).hasReceipt).toBe(true);
  });

  it('is for the company’s staff who manage reservations and for the super admin, not for another company', async () => {
    const { booking } = await paidBooking();
    expect((await bookingReceipt(booking.id, owner)).statusCode).toBe(200);
    expect((await bookingReceipt(booking.id, await newEmployee(t, companyId, 'receptionist'))).statusCode).toBe(200);
    expect((await bookingReceipt(booking.id, await newEmployee(t, companyId, 'maintenance'))).statusCode).toBe(403);
    expect((await bookingReceipt(booking.id, await login(t.app, DEMO.admin))).statusCode).toBe(200);
    expect((await bookingReceipt(booking.id, await newCompany(t))).statusCode).toBe(404);
  });

  it('is in ?lang=, else the user’s language (before the browser’s); Arabic comes out shaped and right to left', async () => {
    const { booking } = await paidBooking();
    const stranger = await register(t.app);
    const { booking: theirs } = await paidBooking(stranger);
    expect(textOf(await bookingReceipt(theirs.id, stranger, '', { 'accept-language': 'fr-FR,fr;q=0.9' }))).toContain(`Receipt number${theirs.bookingNumber}`);
    const profile = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', payload: { preferences: { language: 'ar' } }, headers: bearer(stranger) });
    expect(profile.statusCode, profile.body).toBe(200);

    const arabic = await bookingReceipt(theirs.id, stranger, '', { 'accept-language': 'fr-FR' });
    expect(arabic.statusCode).toBe(200);
    const fragments = pdfFragments(arabic.rawPayload);
    const label = fragments.find((f) => [...f.glyphs].reverse().join('') === 'رقم الإيصال');
    expect(label).toBeDefined();
    const value = fragments.find((f) => f.y === label!.y && f.x < label!.x);
    expect(value?.text).toBe(theirs.bookingNumber);
    const totalLabel = fragments.find((f) => [...f.glyphs].reverse().join('') === 'المبلغ الإجمالي')!;
    expect(new Set(totalLabel.ids.filter((_, i) => totalLabel.glyphs[i] === 'ل')).size).toBeGreaterThan(1);

    expect(textOf(await bookingReceipt(booking.id, customer, '?lang=fr'))).toContain(`Numéro de reçu${booking.bookingNumber}`);
    expect((await bookingReceipt(booking.id, customer, '?lang=de')).statusCode).toBe(400);
  });
});

describe('GET /payments/transactions/:id/receipt', () => {
  it('follows the transaction’s visibility: its customer, its company’s staff, the super admin', async () => {
    const { booking, payment } = await paidBooking();
    const mine = await transactionReceipt(payment.id, customer);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="receipt-${booking.bookingNumber}.pdf"`);
    expect(textOf(mine)).toContain(`Receipt number${booking.bookingNumber}`);
    expect((await transactionReceipt(payment.id, owner)).statusCode).toBe(200);
    expect((await transactionReceipt(payment.id, await newEmployee(t, companyId, 'maintenance'))).statusCode).toBe(200);
    expect((await transactionReceipt(payment.id, await login(t.app, DEMO.admin))).statusCode).toBe(200);
    expect((await transactionReceipt(payment.id, await newCompany(t))).statusCode).toBe(404);
    expect((await transactionReceipt(payment.id, await register(t.app))).statusCode).toBe(404);
  });

  it('is 409 RECEIPT_UNAVAILABLE for a declined payment', async () => {
    const booking = await hold();
    const declined = await t.app.inject({
      method: 'POST', url: `/api/v1/bookings/${booking.id}/pay`, payload: { card: { ...visa, number: '4000000000000002' } },
      headers: { ...bearer(customer), 'idempotency-key': nextKey() },
    });
    expect(declined.statusCode).toBe(402);
    const { rows } = await t.database.pool.query<{ id: string }>(`SELECT id FROM payments WHERE booking_id = $1`, [booking.id]);
    const response = await transactionReceipt(rows[0]!.id, customer);
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe('RECEIPT_UNAVAILABLE');
  });

  it('is documented in OpenAPI as a PDF', async () => {
    const doc = json<{ paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }> }>(
      await t.app.inject('/api/v1/docs/json'));
    for (const path of ['/api/v1/bookings/{id}/receipt', '/api/v1/payments/transactions/{id}/receipt']) {
      expect(Object.keys(doc.paths[path]!.get.responses['200']!.content)).toEqual(['application/pdf']);
      expect(doc.paths[path]!.get.responses['409']).toBeDefined();
    }
  });
});

describe('receipts.receiptForBooking (the payment e-mail’s attachment)', () => {
  it('writes the PDF of a paid booking in the language asked, with no caller, and refuses an unpaid one', async () => {
    const { booking } = await paidBooking();
    const receipt = await t.app.services.receipts.receiptForBooking(booking.id, 'fr');
    expect(receipt.filename).toBe(`receipt-${booking.bookingNumber}.pdf`);
    expect(pdfLines(receipt.content)).toContain(`Numéro de reçu${booking.bookingNumber}`);
    await expect(t.app.services.receipts.receiptForBooking((await hold()).id, 'en')).rejects.toMatchObject({ kind: 'conflict', code: 'RECEIPT_UNAVAILABLE' });
    await expect(t.app.services.receipts.receiptForBooking(crypto.randomUUID(), 'en')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
