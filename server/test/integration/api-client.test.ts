import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../client/api-types.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { DEMO } from '../helpers/http.js';

// A program built on the published document alone: the types generated from it (test/client/api-types.ts)
// and openapi-fetch, against the server listening on a real port.

let t: TestApp;
let api: ReturnType<typeof createClient<paths>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = createClient<paths>({ baseUrl: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` });
});
afterAll(async () => { await t.close(); });

describe('a client generated from the OpenAPI document', () => {
  it('signs in as the demo customer, finds a field, holds a free hour and pays for it by card', async () => {
    const signIn = await api.POST('/api/v1/auth/login', { body: { email: DEMO.customer.email, password: DEMO.customer.password } });
    expect(signIn.response.status, JSON.stringify(signIn.error)).toBe(200);
    const session = signIn.data!.data;
    expect(session.user).toMatchObject({ email: DEMO.customer.email, role: 'CUSTOMER' });
    const headers = { authorization: `Bearer ${session.accessToken}` };

    const search = await api.GET('/api/v1/fields', { params: { query: { sportType: ['football'], limit: 5 } } });
    expect(search.response.status, JSON.stringify(search.error)).toBe(200);
    const fields = search.data!.data.fields;
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((field) => field.sportType === 'football')).toBe(true);
    const field = fields[0]!;

    // Two days ahead: a local day that has not begun in any zone.
    const from = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
    const availability = await api.GET('/api/v1/fields/{id}/availability', {
      params: { path: { id: field.id }, query: { from, days: 7 } },
    });
    expect(availability.response.status, JSON.stringify(availability.error)).toBe(200);
    const days = availability.data!.data.days;
    expect(days).toHaveLength(7);
    const day = days.find((candidate) => candidate.slots.some((slot) => slot.status === 'available'));
    const slot = day?.slots.find((candidate) => candidate.status === 'available');
    if (!day || !slot) throw new Error(`${field.name} has no free slot in the coming week`);

    const duration = (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000;
    const hold = await api.POST('/api/v1/bookings', {
      params: { header: { 'idempotency-key': `client-hold-${process.pid}` } },
      headers,
      body: {
        fieldId: field.id, date: day.date, startTime: slot.startTime, duration,
        fullName: 'Sam Carter', email: DEMO.customer.email, phone: '+1 212 555 0147',
      },
    });
    expect(hold.response.status, JSON.stringify(hold.error)).toBe(201);
    const booking = hold.data!.data;
    expect(booking).toMatchObject({ status: 'pending', date: day.date, startTime: slot.startTime, start: slot.start, currency: slot.currency });
    expect(booking.field.id).toBe(field.id);
    expect(booking.holdExpiresAt).not.toBeNull();
    expect(booking.price.subtotal).toBe(slot.price);

    const payment = await api.POST('/api/v1/bookings/{id}/pay', {
      params: { path: { id: booking.id }, header: { 'idempotency-key': `client-pay-${process.pid}` } },
      headers,
      body: { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Sam Carter' } },
    });
    expect(payment.response.status, JSON.stringify(payment.error)).toBe(200);
    const paid = payment.data!.data;
    expect(paid.payment).toMatchObject({ bookingId: booking.id, status: 'completed', amount: booking.price.total, currency: booking.currency });
    expect(paid.booking.id).toBe(booking.id);
    expect(paid.booking.holdExpiresAt).toBeNull();

    const mine = await api.GET('/api/v1/bookings/{id}', { params: { path: { id: booking.id } }, headers });
    expect(mine.response.status, JSON.stringify(mine.error)).toBe(200);
    expect(mine.data!.data).toMatchObject({ id: booking.id, status: paid.booking.status, hasReceipt: true });
  });

  it('reads a failure as the error envelope', async () => {
    const refused = await api.GET('/api/v1/bookings/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    expect(refused.response.status).toBe(401);
    expect(refused.data).toBeUndefined();
    expect(refused.error).toMatchObject({ success: false, code: expect.any(String) as string, message: expect.any(String) as string });
  });
});
