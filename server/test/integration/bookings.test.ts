import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, ZBookingDetailsSchema, ZBookingListSchema, ZBookingSchema, type Booking, type BookingCreate } from '@pitchside/shared-api/contracts/booking';
import { ZAvailabilitySchema } from '@pitchside/shared-api/contracts/field';
import { ManualClock } from '../../src/lib/clock.js';
import { BookingHoldRepository, type NewBooking } from '../../src/modules/bookings/booking-hold.repository.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, register, type Session } from '../helpers/http.js';
import { dataOf, demoOwner } from '../helpers/field-management.js';
import { demoCompanyId, insertField, weeklyHours } from '../helpers/field-fixtures.js';

let t: TestApp;
let companyId: string;
let customer: Session;
let fieldId: string;
const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let keys = 0;
const nextKey = () => `key-${process.pid}-${(keys += 1)}`;

beforeAll(async () => {
  t = await createTestApp({ clock });
  companyId = await demoCompanyId(t.database.db);
  // The demo company has its managers confirm paid bookings; here a paid booking is confirmed at once (unless a test says otherwise).
  await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = false WHERE id = ${companyId}`);
  customer = await login(t.app, DEMO.customer);
  // 20 % tax and a 1.50 fee per booking; Paris, 08:00–22:00 in one-hour slots at 40.00 EUR.
  await t.database.db.execute(sql`UPDATE companies SET tax_rate_bp = 2000, processing_fee = 150 WHERE id = ${companyId}`);
  fieldId = await insertField(t.database.db, companyId, {
    timezone: 'Europe/Paris', currency: 'EUR', basePricePerHour: 4000, capacity: 12, schedules: weeklyHours('08:00', '22:00'),
  });
});
afterAll(async () => { await t.close(); });

function request(overrides: Partial<BookingCreate> = {}): BookingCreate {
  return {
    fieldId, date: '2026-06-01', startTime: '10:00', duration: 60,
    fullName: 'Nadia Benali', email: 'nadia@example.com', phone: '+33 6 12 34 56 78', ...overrides,
  };
}

function hold(body: unknown, { who = customer as { accessToken: string } | null, key = nextKey() as string | null } = {}) {
  return t.app.inject({
    method: 'POST', url: '/api/v1/bookings', payload: body as object,
    headers: { ...(who ? bearer(who) : {}), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

async function held(body: Partial<BookingCreate> = {}): Promise<Booking> {
  const response = await hold(request(body));
  expect(response.statusCode, response.body).toBe(201);
  return ZBookingSchema.parse(dataOf(response));
}

async function statuses(id: string, date = '2026-06-01') {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/fields/${id}/availability?from=${date}&days=1` });
  const day = ZAvailabilitySchema.parse(dataOf(response)).days[0]!;
  return Object.fromEntries(day.slots.map((s) => [s.startTime, s.status]));
}

const codeOf = (response: Parameters<typeof json>[0]) => json<{ code: string; message: string }>(response);

describe('POST /bookings', () => {
  it('holds the slots as a pending booking, priced with tax and fee, for the configured hold time', async () => {
    const booking = await held({ startTime: '09:00', duration: 120, notes: 'Bring bibs', groupSize: 10 });
    expect(booking).toMatchObject({
      status: 'pending', date: '2026-06-01', startTime: '09:00', endTime: '11:00', duration: 120,
      start: '2026-06-01T07:00:00.000Z', end: '2026-06-01T09:00:00.000Z', currency: 'EUR',
      holdExpiresAt: '2026-05-31T12:10:00.000Z', notes: 'Bring bibs', groupSize: 10,
      price: { subtotal: 8000, discount: 0, tax: 1600, processingFee: 150, total: 9750 },
      field: { id: fieldId, timezone: 'Europe/Paris' }, company: { id: companyId },
    });
    expect(booking.bookingNumber).toMatch(/^BK-20260531-[A-Z2-9]{6}$/);
    expect(booking.confirmationCode).toMatch(/^[A-Z2-9]{8}$/);
    const slots = await statuses(fieldId);
    expect([slots['08:00'], slots['09:00'], slots['10:00'], slots['11:00']]).toEqual(['available', 'booked', 'booked', 'available']);
  });

  it('refuses a slot that is taken, wholly or in part, with the documented text', async () => {
    await held({ startTime: '12:00', duration: 60 });
    for (const body of [request({ startTime: '12:00' }), request({ startTime: '11:00', duration: 120 })]) {
      const response = await hold(body);
      expect(response.statusCode).toBe(409);
      expect(codeOf(response)).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: BOOKING_MESSAGES.slotUnavailable });
    }
  });

  it('replays the first answer for the same key and body, and refuses the key with another body', async () => {
    const key = nextKey();
    const first = await hold(request({ startTime: '14:00' }), { key });
    expect(first.statusCode, first.body).toBe(201);
    const again = await hold(request({ startTime: '14:00' }), { key });
    expect(again.statusCode).toBe(201);
    expect(dataOf<Booking>(again).id).toBe(dataOf<Booking>(first).id);
    const other = await hold(request({ startTime: '15:00' }), { key });
    expect(other.statusCode).toBe(422);
    expect(codeOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED');
    const { rows } = await t.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM bookings WHERE field_id = ${fieldId} AND start_time IN ('14:00', '15:00')`);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('needs an Idempotency-Key, a signed-in customer and a published field', async () => {
    expect((await hold(request(), { key: null })).statusCode).toBe(400);
    expect(codeOf(await hold(request(), { key: null })).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await hold(request(), { who: null })).statusCode).toBe(401);
    expect((await hold(request({ startTime: '16:00' }), { who: await demoOwner(t) })).statusCode).toBe(403);
    const draft = await insertField(t.database.db, companyId, { publicationState: 'draft', schedules: weeklyHours('08:00', '22:00') });
    expect((await hold(request({ fieldId: draft }))).statusCode).toBe(404);
  });

  it('checks the duration against the slots and the company\'s maximum, and the start against the grid and the clock', async () => {
    const cases: [Partial<BookingCreate>, string][] = [
      [{ startTime: '17:00', duration: 90 }, BOOKING_MESSAGES.durationStep(60)],
      [{ startTime: '17:00', duration: 240 }, BOOKING_MESSAGES.maximumDuration(180)],
      [{ startTime: '17:30' }, BOOKING_MESSAGES.startNotOnGrid],
      [{ date: '2026-05-31', startTime: '13:00' }, BOOKING_MESSAGES.inThePast],
    ];
    for (const [body, message] of cases) {
      const response = await hold(request(body));
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(codeOf(response).message).toBe(message);
    }
    const late = await hold(request({ startTime: '21:00', duration: 120 }));
    expect(late.statusCode).toBe(409);
    const group = await hold(request({ startTime: '17:00', groupSize: 13 }));
    expect(group.statusCode).toBe(422);
    expect(codeOf(group).message).toBe(BOOKING_MESSAGES.groupTooLarge(12));
  });

  it('answers the booking as it is stored, and replays that answer', async () => {
    const id = await insertField(t.database.db, companyId, { timezone: 'Europe/Paris', currency: 'EUR', schedules: weeklyHours('08:00', '22:00') });
    for (const body of [
      request({ fieldId: id, startTime: '08:00' }),
      request({ fieldId: id, startTime: '20:00', duration: 120, notes: 'Cup final', groupName: 'Les Bleus', groupSize: 12, contactPerson: 'Samir' }),
    ]) {
      const key = nextKey();
      const created = await hold(body, { key });
      expect(created.statusCode, created.body).toBe(201);
      const booking = ZBookingSchema.parse(dataOf(created));
      const read = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${booking.id}`, headers: bearer(customer) });
      expect(ZBookingDetailsSchema.parse(dataOf(read))).toMatchObject(booking);
      const again = await hold(body, { key });
      expect(json(again)).toEqual(json(created));
    }
  });

  it('answers 400 with the errors array for a malformed body', async () => {
    const response = await hold({ ...request(), email: 'not-an-email', duration: 'long' });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: { field: string }[] }>(response).errors.map((e) => e.field)).toEqual(expect.arrayContaining(['email', 'duration']));
  });
});

describe('holds', () => {
  it('a lapsed hold frees its slot: the availability shows it, the next booking takes it, the sweep cancels the rest', async () => {
    const start = new Date(clock.now());
    const id = await insertField(t.database.db, companyId, { timezone: 'Europe/Paris', currency: 'EUR', schedules: weeklyHours('08:00', '22:00') });
    const first = await held({ fieldId: id, startTime: '10:00' });
    const second = await held({ fieldId: id, startTime: '11:00' });
    expect((await statuses(id))['10:00']).toBe('booked');
    clock.advance(10 * 60_000 + 1);
    try {
      expect((await statuses(id))['10:00']).toBe('available');
      const taker = await held({ fieldId: id, startTime: '10:00' });
      expect(taker.id).not.toBe(first.id);
      const { rows } = await t.database.db.execute<{ id: string; status: string; cancellation_reason: string }>(
        sql`SELECT id, status, cancellation_reason FROM bookings WHERE id IN (${first.id}, ${second.id}) ORDER BY start_time`);
      expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
      expect(rows[0]!.cancellation_reason).toBe('Hold expired before payment');
    } finally {
      clock.set(start);
    }
  });

  it('the expiry sweep cancels every lapsed hold and nothing else', async () => {
    const start = new Date(clock.now());
    const live = await held({ startTime: '19:00' });
    clock.advance(5 * 60_000);
    const later = await held({ startTime: '20:00' });
    clock.advance(5 * 60_000 + 1);
    try {
      // One lapsed hold (`live`, 10 minutes old) and one still running (`later`, 5 minutes old).
      expect(await t.app.services.bookings.expireHolds()).toBeGreaterThanOrEqual(1);
      const { rows } = await t.database.db.execute<{ id: string; status: string }>(sql`SELECT id, status FROM bookings WHERE id IN (${live.id}, ${later.id})`);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [live.id]: 'cancelled', [later.id]: 'pending' });
      expect(await t.app.services.bookings.expireHolds()).toBe(0);
    } finally {
      clock.set(start);
    }
  });
});

describe('my bookings', () => {
  it('lists upcoming, past and all, searches, and shows one booking with its pass only to its customer', async () => {
    const other = await register(t.app);
    const mine = await held({ startTime: '18:00', notes: 'Birthday match' });
    const list = async (query: string, who: { accessToken: string } = customer) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/bookings?${query}`, headers: bearer(who) });
      expect(response.statusCode, response.body).toBe(200);
      return ZBookingListSchema.parse(dataOf(response));
    };
    expect((await list('tab=upcoming')).bookings.map((b) => b.id)).toContain(mine.id);
    expect((await list('tab=past')).bookings.map((b) => b.id)).not.toContain(mine.id);
    const found = await list('tab=all&search=birthday');
    expect(found.bookings.map((b) => b.id)).toEqual([mine.id]);
    expect(found.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
    expect((await list(`search=${mine.confirmationCode}`)).bookings.map((b) => b.id)).toEqual([mine.id]);
    expect((await list('tab=all', other)).bookings).toEqual([]);
    // A hold given back before any payment is not listed among the customer's bookings.
    const released = await held({ startTime: '17:00' });
    await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${released.id}/cancel`, payload: {}, headers: bearer(customer) });
    expect((await list('tab=all')).bookings.map((b) => b.id)).not.toContain(released.id);
    expect((await list('tab=past')).bookings.map((b) => b.id)).not.toContain(released.id);

    const response = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${mine.id}`, headers: bearer(customer) });
    const details = ZBookingDetailsSchema.parse(dataOf(response));
    expect(details.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${mine.id}`, headers: bearer(other) })).statusCode).toBe(404);
    const calendar = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${mine.id}/calendar.ics`, headers: bearer(customer) });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
    expect(calendar.body).toContain('BEGIN:VEVENT');
    expect(calendar.body).toContain(`UID:${mine.id}@pitchside`);
    expect(calendar.body).toContain('DTSTART:20260601T160000Z');
    expect(calendar.body).toContain('STATUS:TENTATIVE');
    expect(calendar.body).toContain(mine.confirmationCode);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${mine.id}/calendar.ics`, headers: bearer(other) })).statusCode).toBe(404);
    // A calendar application has no session: the pass in the link opens the event, a forged one does not.
    expect(details.calendarUrl).toMatch(new RegExp(`^/api/v1/bookings/${mine.id}/calendar\\.ics\\?pass=`));
    const byPass = await t.app.inject({ method: 'GET', url: details.calendarUrl });
    expect(byPass.statusCode).toBe(200);
    expect(byPass.body).toContain(`UID:${mine.id}@pitchside`);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${mine.id}/calendar.ics?pass=${mine.id}.forged` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${mine.id}/calendar.ics` })).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/bookings/nope', headers: bearer(customer) });
    expect(malformed.statusCode).toBe(400);
    expect(codeOf(malformed).message).toBe(BOOKING_MESSAGES.invalidBookingId);
  });
});

describe('no double booking under concurrency', () => {
  it('50 concurrent holds on one slot × 20 rounds: exactly one succeeds per round, no overlap in the table', async () => {
    const id = await insertField(t.database.db, companyId, { timezone: 'Europe/Paris', currency: 'EUR', schedules: weeklyHours('00:00', '24:00') });
    for (let round = 0; round < 20; round += 1) {
      const startTime = `${String(round).padStart(2, '0')}:00`;
      const answers = await Promise.all(Array.from({ length: 50 }, () => hold(request({ fieldId: id, startTime }))));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201), `round ${round}`).toHaveLength(1);
      expect(codes.filter((c) => c === 409), `round ${round}`).toHaveLength(49);
    }
    const { rows } = await t.database.db.execute<{ n: string }>(sql`
      SELECT count(*) AS n FROM bookings a JOIN bookings b ON a.field_id = b.field_id AND a.id < b.id
       WHERE a.field_id = ${id} AND a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed')
         AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`);
    expect(Number(rows[0]!.n)).toBe(0);
    const active = await t.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM bookings WHERE field_id = ${id} AND status = 'pending'`);
    expect(Number(active.rows[0]!.n)).toBe(20);
  }, 120_000);

  it('a hold on a taken slot answers at once, without queueing behind the field\'s lock; a free slot waits for it', async () => {
    const id = await insertField(t.database.db, companyId, { timezone: 'Europe/Paris', currency: 'EUR', schedules: weeklyHours('08:00', '22:00') });
    const first = await held({ fieldId: id, startTime: '10:00' });
    const within = <T>(promise: Promise<T>, ms: number) =>
      Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);
    // Another transaction holds the field's lock, as a hold being inserted does.
    const holder = await t.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`booking-field:${id}`]);
      expect((await within(hold(request({ fieldId: id, startTime: '10:00' })), 2_000) as { statusCode: number }).statusCode).toBe(409);
      // A hold that read the slot free just before it was taken: its insert checks the slot before taking the lock.
      const overlapping: NewBooking = {
        id: randomUUID(), bookingNumber: 'BK-20260531-LOCKED', confirmationCode: 'LOCKED22', companyId, fieldId: id, customerId: customer.userId,
        start: new Date(first.start), end: new Date(first.end), date: first.date, startTime: first.startTime, endTime: first.endTime,
        duration: first.duration, holdExpiresAt: new Date(first.holdExpiresAt!), price: first.price, currency: first.currency,
        fullName: first.fullName, email: first.email, phone: first.phone, notes: null, groupName: null, groupSize: null, contactPerson: null,
      };
      const answer = { requestHash: 'test', response: {} };
      expect(await within(new BookingHoldRepository(t.database.db).insertHold(overlapping, clock.now(), false,
        { userId: customer.userId, scope: 'POST /bookings', key: nextKey(), answer }), 2_000)).toBe(false);
      const free = hold(request({ fieldId: id, startTime: '12:00' }));
      expect(await within(free, 300)).toBe('still waiting');
      await holder.query('COMMIT');
      expect((await free).statusCode).toBe(201);
    } finally {
      holder.release();
    }
  });

  it('10 concurrent retries with one key create one booking and all get its answer', async () => {
    const key = nextKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => hold(request({ startTime: '21:00' }), { key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => dataOf<Booking>(a).id)).size).toBe(1);
    const { rows } = await t.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM bookings WHERE field_id = ${fieldId} AND start_time = '21:00'`);
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
