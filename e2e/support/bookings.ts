// Bookings made through the API, for journeys about what happens to a booking afterwards: an owner's field
// open around the clock, the next free slots, a customer's hold paid with a test card.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Credentials } from './accounts';

/** An API caller: its bearer token, for `headers`. */
export interface ApiSession {
  headers: { authorization: string };
}

/** Signs in through the API without touching any browser storage (the page may be someone else's). */
export async function apiSession(request: APIRequestContext, credentials: Credentials): Promise<ApiSession> {
  const response = await request.post('/api/v1/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { accessToken: string } };
  return { headers: { authorization: `Bearer ${data.accessToken}` } };
}

/** The `data` of a successful answer, or the test fails with the API's own words. */
async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** The slot length of `openAllDay` fields: whatever the hour, one starts within this many minutes. */
export const SLOT_MINUTES = 30;

/**
 * Creates and publishes a field of the owner's company open every day from 00:00 to 24:00 (the latest
 * closing time the API takes) in half-hour slots, in the company's zone, priced in `currency`. Answers its id.
 */
export async function openAllDay(request: APIRequestContext, owner: ApiSession, name: string, currency = 'USD'): Promise<string> {
  const field = await dataOf<{ id: string; publicationState: string }>(await request.post('/api/v1/fields', {
    headers: owner.headers,
    data: {
      name, sportType: 'football', surfaceType: 'artificial_turf', indoor: false, capacity: 10,
      address: '25 Eleventh Avenue', city: 'New York', country: 'United States', latitude: 40.7465, longitude: -74.0076,
      basePricePerHour: 6000, currency, lighting: true,
      schedules: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, openTime: '00:00', closeTime: '24:00', slotDuration: SLOT_MINUTES, breakDuration: 0 })),
      publish: true,
    },
  }), 201);
  expect(field.publicationState).toBe('published');
  return field.id;
}

export interface FreeSlot {
  /** The local day the slot belongs to (what POST /bookings takes with the start time). */
  date: string;
  startTime: string;
  start: string;
  end: string;
}

/**
 * The field's free slots from `notBefore` on, soonest first. Yesterday to tomorrow (UTC) covers the local
 * today and tomorrow of any zone, so the slots after 23:30 are those of 00:00 and on, the next local day.
 */
export async function freeSlots(request: APIRequestContext, fieldId: string, notBefore: Date): Promise<FreeSlot[]> {
  const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const availability = await dataOf<{ days: { date: string; slots: { start: string; end: string; startTime: string; status: string }[] }[] }>(
    await request.get(`/api/v1/fields/${fieldId}/availability?from=${from}&days=3`));
  return availability.days
    .flatMap((day) => day.slots.map((slot) => ({ date: day.date, ...slot })))
    .filter((slot) => slot.status === 'available' && Date.parse(slot.start) >= notBefore.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .map(({ date, startTime, start, end }) => ({ date, startTime, start, end }));
}

export interface PaidBooking {
  id: string;
  bookingNumber: string;
  confirmationCode: string;
  status: string;
  holdExpiresAt: string | null;
  fullName: string;
  start: string;
  price: { total: number };
}

/** Holds the slot (POST /bookings with an Idempotency-Key) and pays it with the test card that succeeds. */
export async function holdAndPay(request: APIRequestContext, customer: ApiSession, fieldId: string, slot: FreeSlot, fullName: string)
  : Promise<PaidBooking> {
  const held = await dataOf<{ id: string }>(await request.post('/api/v1/bookings', {
    headers: { ...customer.headers, 'idempotency-key': randomUUID() },
    data: { fieldId, date: slot.date, startTime: slot.startTime, duration: SLOT_MINUTES, fullName, email: 'chloe.customer@example.com', phone: '+1 555 010 0000' },
  }), 201);
  const paid = await dataOf<{ booking: PaidBooking }>(await request.post(`/api/v1/bookings/${held.id}/pay`, {
    headers: { ...customer.headers, 'idempotency-key': randomUUID() },
    data: { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123', holder: fullName } },
  }));
  return paid.booking;
}

/** A customer's booking as GET /bookings/:id answers it. */
export async function customerBooking(request: APIRequestContext, customer: ApiSession, id: string)
  : Promise<PaidBooking & { confirmationNote: string | null; cancellationReason: string | null; checkedInAt: string | null }> {
  return dataOf(await request.get(`/api/v1/bookings/${id}`, { headers: customer.headers }));
}

/** The payment of a booking as the customer's transaction history shows it. */
export async function paymentOf(request: APIRequestContext, customer: ApiSession, bookingId: string)
  : Promise<{ amount: number; refundedAmount: number; status: string } | undefined> {
  const list = await dataOf<{ transactions: { bookingId: string; amount: number; refundedAmount: number; status: string }[] }>(
    await request.get('/api/v1/payments/transactions?limit=50', { headers: customer.headers }));
  return list.transactions.find((t) => t.bookingId === bookingId);
}
