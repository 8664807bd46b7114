import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import {
  CUSTOMER_HOME_MESSAGES, ZBookingCalendarSchema, ZCustomerDashboardSchema, ZGoalsSchema, ZWeatherSchema, type CustomerDashboard,
} from '@pitchside/shared-api/contracts/customer-home';
import { ManualClock } from '../../src/lib/clock.js';
import { OpenMeteoWeather } from '../../src/modules/customer-home/open-meteo-weather.js';
import { DEMO_GOALS } from '../../src/seed/demo-goals.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, register, type Session } from '../helpers/http.js';
import { dataOf, demoOwner, type CompanyAccount } from '../helpers/field-management.js';
import { demoCompanyId, insertField, weeklyHours } from '../helpers/field-fixtures.js';

// A customer whose profile zone is Los Angeles (UTC−7 in summer) books fields in Kiritimati (UTC+14), Paris
// and New York. "This month" is the month in the customer's zone; the calendar puts each booking on its
// local day at its field.

const MINUTE = 60_000;
const clock = new ManualClock(new Date('2026-06-20T12:00:00Z'));
/** After the two games of 30 June (Los Angeles), before the next booking: 20:00 on 30 June in Los Angeles, 1 July in UTC. */
const T1 = new Date('2026-07-01T03:00:00Z');

/** An Open-Meteo stand-in on a loopback port: the real answer's shape, a count of requests, and a mode. */
class FakeOpenMeteo {
  hits: URL[] = [];
  mode: 'ok' | 'fail' | 'hang' = 'ok';
  private readonly server: Server = createServer((request, response) => this.answer(request, response));
  get url() { return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`; }
  listen = () => new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise<void>((resolve) => { this.server.closeAllConnections(); this.server.close(() => resolve()); });

  private answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    this.hits.push(url);
    if (this.mode === 'hang') return;
    if (this.mode === 'fail' || url.pathname !== '/v1/forecast') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":true,"reason":"Internal error"}');
      return;
    }
    // Two days of hours from 1 July, 00:00 UTC; 20:00 on 1 July is a rainy 17.3 °C.
    const time = Array.from({ length: 48 }, (_, i) => new Date(Date.UTC(2026, 6, 1, i)).toISOString().slice(0, 16));
    const temperature = time.map((_, i) => (i === 20 ? 17.3 : 25));
    const rain = time.map((_, i) => (i === 20 ? 80 : i === 21 ? null : 0));
    const codes = time.map((_, i) => (i === 20 ? 63 : 0));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
      latitude: Number(url.searchParams.get('latitude')), longitude: Number(url.searchParams.get('longitude')),
      generationtime_ms: 0.07, utc_offset_seconds: 0, timezone: 'GMT', timezone_abbreviation: 'GMT', elevation: 3,
      hourly_units: { time: 'iso8601', temperature_2m: '°C', precipitation_probability: '%', weather_code: 'wmo code' },
      hourly: { time, temperature_2m: temperature, precipitation_probability: rain, weather_code: codes },
    }));
  }
}

const weather = new FakeOpenMeteo();
let t: TestApp;
let owner: CompanyAccount;
let customer: Session & { email: string; password: string };
let other: Session & { email: string; password: string };
let kiritimati: string;
let paris: string;
let newYork: string;
/** b1, b2: games on 30 June (LA); b3: Paris on 5 July; b4: New York, cancelled; b5: the next one (2 July in Kiritimati). */
const b: Record<'b1' | 'b2' | 'b3' | 'b4' | 'b5' | 'hold' | 'others', Booking> = {} as never;
let keys = 0;
const key = () => `home-${process.pid}-${(keys += 1)}`;

async function signIn(who: { email: string; password: string }) {
  return { ...who, ...(await login(t.app, who)) };
}

/** Moves the clock (the access tokens of 15 minutes then lapse) and signs everyone in again. */
async function moveTo(at: Date) {
  clock.set(at);
  [customer, other] = await Promise.all([signIn(customer), signIn(other)]);
  owner = await demoOwner(t);
}

/** A step of the history, one minute after the previous one. */
const tick = () => clock.advance(MINUTE);

async function book(who: Session, fieldId: string, date: string, startTime: string, { pay = true } = {}): Promise<Booking> {
  tick();
  const held = await t.app.inject({
    method: 'POST', url: '/api/v1/bookings', headers: { ...bearer(who), 'idempotency-key': key() },
    payload: { fieldId, date, startTime, duration: 60, fullName: 'Lena Park', email: 'lena@example.com', phone: '+1 310 555 0100' },
  });
  expect(held.statusCode, held.body).toBe(201);
  if (!pay) return dataOf<Booking>(held);
  tick();
  const paid = await t.app.inject({
    method: 'POST', url: `/api/v1/bookings/${dataOf<Booking>(held).id}/pay`, headers: { ...bearer(who), 'idempotency-key': key() },
    payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Lena Park' } },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return dataOf<{ booking: Booking }>(paid).booking;
}

const get = (url: string, who: Session = customer) => t.app.inject({ method: 'GET', url, headers: bearer(who) });
const dashboard = async (who: Session = customer): Promise<CustomerDashboard> => {
  const response = await get('/api/v1/me/dashboard', who);
  expect(response.statusCode, response.body).toBe(200);
  return ZCustomerDashboardSchema.parse(dataOf(response));
};
const setZone = async (timezone: string) => {
  const response = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: bearer(customer), payload: { preferences: { timezone } } });
  expect(response.statusCode, response.body).toBe(200);
};
const putGoals = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/v1/me/goals', headers: bearer(customer), payload: payload as object });
const weatherOf = (bookingId: string, who: Session = customer) => get(`/api/v1/me/weather?bookingId=${bookingId}`, who);

beforeAll(async () => {
  await weather.listen();
  t = await createTestApp({ clock, env: { WEATHER_URL: `${weather.url}/` } });
  const db = t.database.db;
  const companyId = await demoCompanyId(db);
  // Paid bookings are confirmed at once here (the demo company has its managers confirm them).
  await db.execute(sql`UPDATE companies SET requires_confirmation = false WHERE id = ${companyId}`);
  const hours = weeklyHours('00:00', '24:00');
  [kiritimati, paris, newYork] = await Promise.all([
    insertField(db, companyId, {
      name: 'Line Islands Tennis', sportType: 'tennis', city: 'Kiritimati', country: 'KI', latitude: 1.8721, longitude: -157.3626,
      timezone: 'Pacific/Kiritimati', currency: 'USD', basePricePerHour: 3000, schedules: hours,
    }),
    insertField(db, companyId, {
      name: 'Canal Football', sportType: 'football', city: 'Paris', country: 'FR', latitude: 48.8566, longitude: 2.3522,
      timezone: 'Europe/Paris', currency: 'EUR', basePricePerHour: 5000, schedules: hours,
    }),
    insertField(db, companyId, { name: 'Hudson Hoops', sportType: 'basketball', timezone: 'America/New_York', currency: 'USD', schedules: hours }),
  ]);
  const [c, o] = [await register(t.app), await register(t.app)];
  await db.execute(sql`UPDATE users SET email_verified_at = ${clock.now()} WHERE id IN (${c.userId}, ${o.userId})`);
  [customer, other] = await Promise.all([signIn(c), signIn(o)]);
  owner = await demoOwner(t);
  await setZone('America/Los_Angeles');

  // 08:00 and 15:00 on 1 July in Kiritimati are 11:00 and 18:00 on 30 June in Los Angeles (18:00 and 01:00 UTC).
  b.b1 = await book(customer, kiritimati, '2026-07-01', '08:00');
  b.b2 = await book(customer, kiritimati, '2026-07-01', '15:00');
  b.b3 = await book(customer, paris, '2026-07-05', '10:00');
  b.b4 = await book(customer, newYork, '2026-06-25', '18:00');
  b.b5 = await book(customer, kiritimati, '2026-07-02', '10:00');
  // A hold given back before paying is not a booking made: nowhere on the home page.
  b.hold = await book(customer, kiritimati, '2026-07-03', '10:00', { pay: false });
  tick();
  expect((await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${b.hold.id}/cancel`, headers: bearer(customer), payload: {} })).statusCode).toBe(200);
  b.others = await book(other, kiritimati, '2026-07-02', '12:00');

  // At 13:00 the New York booking is cancelled (refunded in full); at 14:00 the company refunds 10.00 of the first game.
  await moveTo(new Date('2026-06-20T13:00:00Z'));
  expect((await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${b.b4.id}/cancel`, headers: bearer(customer), payload: {} })).statusCode).toBe(200);
  await moveTo(new Date('2026-06-20T14:00:00Z'));
  const { rows: [payment] } = await db.execute<{ id: string }>(sql`SELECT id FROM payments WHERE booking_id = ${b.b1.id}`);
  const refund = await t.app.inject({
    method: 'POST', url: `/api/v1/payments/transactions/${payment!.id}/refund`, headers: { ...bearer(owner), 'idempotency-key': key() },
    payload: { amount: 1000, reason: 'Court lights were off for ten minutes' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  // The first game is checked in five minutes before its start.
  await moveTo(new Date(Date.parse(b.b1.start) - 5 * MINUTE));
  const checkIn = await t.app.inject({ method: 'POST', url: '/api/v1/checkins', headers: bearer(owner), payload: { confirmationCode: b.b1.confirmationCode } });
  expect(checkIn.statusCode, checkIn.body).toBe(200);
  await moveTo(T1);
}, 30_000);

afterAll(async () => {
  await t?.close();
  await weather.close();
});

describe('GET /me/dashboard', () => {
  it('counts this month in the customer\'s zone: both games of 30 June in Los Angeles, though one began on 1 July in UTC', async () => {
    const home = await dashboard();
    expect(home.thisMonth).toEqual({ month: '2026-06', timezone: 'America/Los_Angeles' });
    expect(home.stats).toMatchObject({ upcoming: 2, played: 2, hoursPlayed: { thisMonth: 2, allTime: 2 }, favouriteSport: 'tennis' });
    // Confirmed bookings starting this month: the two games.
    expect(home.goals.progress).toEqual({ games: 2, hours: 2 });

    await setZone('UTC');
    const utc = await dashboard();
    expect(utc.thisMonth).toEqual({ month: '2026-07', timezone: 'UTC' });
    // In UTC only the 01:00 game is in July; July's confirmed bookings are that game, the next one and Paris.
    expect(utc.stats.hoursPlayed).toEqual({ thisMonth: 1, allTime: 2 });
    expect(utc.goals.progress).toEqual({ games: 3, hours: 3 });

    await setZone('Pacific/Kiritimati');
    const kiribati = await dashboard();
    expect(kiribati.thisMonth.month).toBe('2026-07');
    expect(kiribati.stats.hoursPlayed.thisMonth).toBe(2);
    expect(kiribati.goals.progress.games).toBe(4);
    await setZone('America/Los_Angeles');
  });

  it('turns the month at midnight in the customer\'s zone, by the clock', async () => {
    try {
      await moveTo(new Date('2026-07-01T06:59:59.999Z'));
      expect((await dashboard()).thisMonth.month).toBe('2026-06');
      await moveTo(new Date('2026-07-01T07:00:00.000Z'));
      const july = await dashboard();
      expect(july.thisMonth.month).toBe('2026-07');
      expect(july.stats.hoursPlayed.thisMonth).toBe(0);
      // The next booking (13:00 on 1 July in Los Angeles) and Paris.
      expect(july.goals.progress).toEqual({ games: 2, hours: 2 });
    } finally {
      await moveTo(T1);
    }
  });

  it('spends per currency: paid less refunded, never added across currencies', async () => {
    const { stats } = await dashboard();
    expect(stats.spent).toEqual([
      { currency: 'USD', amount: b.b1.price.total - 1000 + b.b2.price.total + b.b5.price.total },
      { currency: 'EUR', amount: b.b3.price.total },
    ]);
    expect(b.b4.currency).toBe('USD');
  });

  it('lists the next bookings soonest first, in the local time of their field, with the pass', async () => {
    const { upcoming } = await dashboard();
    expect(upcoming.map((u) => u.id)).toEqual([b.b5.id, b.b3.id]);
    expect(upcoming[0]).toEqual({
      id: b.b5.id, field: { id: kiritimati, name: 'Line Islands Tennis', sportType: 'tennis', city: 'Kiritimati' },
      start: '2026-07-01T20:00:00.000Z', end: '2026-07-01T21:00:00.000Z', date: '2026-07-02', startTime: '10:00', endTime: '11:00',
      timezone: 'Pacific/Kiritimati', status: 'confirmed', holdExpiresAt: null, passUrl: `/bookings/${b.b5.id}`,
    });
    expect(upcoming[1]).toMatchObject({ date: '2026-07-05', startTime: '10:00', start: '2026-07-05T08:00:00.000Z', timezone: 'Europe/Paris' });
  });

  it('shows the last 10 events newest first, from the bookings, payments, refunds and check-in', async () => {
    const { recentActivity } = await dashboard();
    expect(recentActivity.map((e) => [e.kind, e.bookingId])).toEqual([
      ['checked_in', b.b1.id], ['refunded', b.b1.id], ['refunded', b.b4.id], ['cancelled', b.b4.id],
      ['paid', b.b5.id], ['booked', b.b5.id], ['paid', b.b4.id], ['booked', b.b4.id], ['paid', b.b3.id], ['booked', b.b3.id],
    ]);
    expect(recentActivity[0]).toMatchObject({ at: new Date(Date.parse(b.b1.start) - 5 * MINUTE).toISOString(), fieldName: 'Line Islands Tennis' });
    expect(recentActivity[1]!.amount).toEqual({ currency: 'USD', amount: 1000 });
    expect(recentActivity[2]!.amount).toEqual({ currency: 'USD', amount: b.b4.price.total });
    expect(recentActivity[4]!.amount).toEqual({ currency: 'USD', amount: b.b5.price.total });
    expect(recentActivity[3]!.amount).toBeUndefined();
    expect(new Set(recentActivity.map((e) => e.id)).size).toBe(10);
  });

  it('shows another customer only their own booking', async () => {
    const theirs = await dashboard(other);
    expect(theirs.upcoming.map((u) => u.id)).toEqual([b.others.id]);
    expect(theirs.recentActivity.map((e) => e.bookingId)).toEqual([b.others.id, b.others.id]);
    expect(theirs.stats).toMatchObject({ upcoming: 1, played: 0, favouriteSport: null, spent: [{ currency: 'USD', amount: b.others.price.total }] });
    const mine = await dashboard();
    expect(JSON.stringify(mine)).not.toContain(b.others.id);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/dashboard' })).statusCode).toBe(401);
  });
});

describe('GET /bookings/calendar', () => {
  it('gives the days of the month with the customer\'s bookings, each on its local day at its field', async () => {
    const response = await get('/api/v1/bookings/calendar?month=2026-07');
    expect(response.statusCode, response.body).toBe(200);
    const july = ZBookingCalendarSchema.parse(dataOf(response));
    expect(july.month).toBe('2026-07');
    expect(july.days.map((d) => [d.date, d.bookings.map((x) => x.id)])).toEqual([
      ['2026-07-01', [b.b1.id, b.b2.id]], ['2026-07-02', [b.b5.id]], ['2026-07-05', [b.b3.id]],
    ]);
    expect(july.days[0]!.bookings[1]).toEqual({
      id: b.b2.id, fieldName: 'Line Islands Tennis', startTime: '15:00', endTime: '16:00', timezone: 'Pacific/Kiritimati',
      status: 'confirmed', holdExpiresAt: null,
    });
    const june = ZBookingCalendarSchema.parse(dataOf(await get('/api/v1/bookings/calendar?month=2026-06')));
    expect(june.days).toEqual([{ date: '2026-06-25', bookings: [expect.objectContaining({ id: b.b4.id, status: 'cancelled' })] }]);
    expect(ZBookingCalendarSchema.parse(dataOf(await get('/api/v1/bookings/calendar?month=2026-08'))).days).toEqual([]);
    const theirs = ZBookingCalendarSchema.parse(dataOf(await get('/api/v1/bookings/calendar?month=2026-07', other)));
    expect(theirs.days).toEqual([{ date: '2026-07-02', bookings: [expect.objectContaining({ id: b.others.id })] }]);
  });

  it('answers 400 with a clear message for a month that does not read as YYYY-MM', async () => {
    for (const query of ['?month=2026-13', '?month=June', '?month=2026-7', '']) {
      const response = await get(`/api/v1/bookings/calendar${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json(response)).toMatchObject({
        success: false, code: 'VALIDATION_ERROR', message: CUSTOMER_HOME_MESSAGES.invalidMonth,
        errors: [{ field: 'month', message: CUSTOMER_HOME_MESSAGES.invalidMonth }],
      });
    }
    // The static segment is not taken for a booking id.
    expect((await get(`/api/v1/bookings/${b.b5.id}`)).statusCode).toBe(200);
  });
});

describe('GET /me/weather', () => {
  it('gives the forecast of the next booking\'s start hour at its field, and asks the service once per place in 30 minutes', async () => {
    const first = await weatherOf(b.b5.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(ZWeatherSchema.parse(dataOf(first))).toEqual({ temperatureC: 17.3, precipitationProbability: 80, code: 63, summary: 'rain' });
    expect(weather.hits).toHaveLength(1);
    const asked = weather.hits[0]!;
    expect(asked.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      latitude: '1.87', longitude: '-157.36', hourly: 'temperature_2m,precipitation_probability,weather_code', timezone: 'UTC',
    });
    expect(dataOf(await weatherOf(b.b5.id))).toEqual(dataOf(first));
    expect(weather.hits).toHaveLength(1);
    // The other customer's booking at a field of the same place shares the answer.
    expect((await weatherOf(b.others.id, other)).statusCode).toBe(200);
    expect(weather.hits).toHaveLength(1);
  });

  it('answers 204 without a body when there is nothing true to say', async () => {
    const noContent = async (bookingId: string, who: Session = customer) => {
      const response = await weatherOf(bookingId, who);
      expect(response.statusCode, bookingId).toBe(204);
      expect(response.body).toBe('');
    };
    const before = weather.hits.length;
    // Paris on 5 July is beyond the two days of forecast (the service is asked: a new place).
    await noContent(b.b3.id);
    expect(weather.hits).toHaveLength(before + 1);
    // Not the caller's upcoming booking: ended, cancelled, another customer's, unknown (the service is not asked).
    for (const id of [b.b1.id, b.b4.id, b.others.id, '00000000-0000-4000-8000-000000000000']) await noContent(id);
    await noContent(b.b5.id, other);
    expect(weather.hits).toHaveLength(before + 1);
    const malformed = await weatherOf('not-a-booking');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toMatchObject({ errors: [{ field: 'bookingId', message: CUSTOMER_HOME_MESSAGES.invalidBookingId }] });
  });

  it('answers 204 when the service fails, and asks again next time (a failure is not kept)', async () => {
    try {
      // Half an hour on, the kept answer is stale.
      await moveTo(new Date(T1.getTime() + 31 * MINUTE));
      const before = weather.hits.length;
      weather.mode = 'fail';
      expect((await weatherOf(b.b5.id)).statusCode).toBe(204);
      expect(weather.hits).toHaveLength(before + 1);
      weather.mode = 'ok';
      expect((await weatherOf(b.b5.id)).statusCode).toBe(200);
      expect(weather.hits).toHaveLength(before + 2);
    } finally {
      weather.mode = 'ok';
      await moveTo(T1);
    }
  });

  it('does without a service that does not answer in time', async () => {
    const provider = new OpenMeteoWeather(weather.url, clock, { timeoutMs: 150 });
    weather.mode = 'hang';
    try {
      const started = Date.now();
      expect(await provider.hourAt({ latitude: 10, longitude: 10 }, new Date('2026-07-01T20:00:00Z'))).toBeNull();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      weather.mode = 'ok';
    }
  });

  it('answers 204 when no weather service is configured; the demo customer sees their five seeded bookings', async () => {
    const plain = await createTestApp({ database: t.database });
    try {
      const demo = await login(plain.app, DEMO.customer);
      const before = weather.hits.length;
      const { rows: seeded } = await plain.database.db.execute<{ id: string; local_date: string }>(sql`
        SELECT b.id, b.local_date FROM bookings b JOIN users u ON u.id = b.customer_id WHERE u.email = ${DEMO.customer.email}`);
      expect(seeded).toHaveLength(5);
      const home = ZCustomerDashboardSchema.parse(dataOf(await plain.app.inject({ method: 'GET', url: '/api/v1/me/dashboard', headers: bearer(demo) })));
      // Seeded relative to the real clock: one game played (checked in), two awaiting confirmation and one confirmed to come, one cancelled.
      expect(home.stats).toMatchObject({ upcoming: 3, played: 1 });
      expect(home.upcoming).toHaveLength(3);
      // Goals are seeded so that the rings show on a fresh start.
      expect(home.goals).toMatchObject(DEMO_GOALS);
      expect(home.recentActivity.map((e) => e.kind)).toEqual(expect.arrayContaining(['checked_in', 'cancelled', 'refunded', 'paid', 'booked']));
      const months = [...new Set(seeded.map((row) => row.local_date.slice(0, 7)))];
      let onCalendar = 0;
      for (const month of months) {
        const calendar = ZBookingCalendarSchema.parse(dataOf(await plain.app.inject({ method: 'GET', url: `/api/v1/bookings/calendar?month=${month}`, headers: bearer(demo) })));
        onCalendar += calendar.days.reduce((n, day) => n + day.bookings.length, 0);
      }
      expect(onCalendar).toBe(5);
      const next = await plain.app.inject({ method: 'GET', url: `/api/v1/me/weather?bookingId=${home.upcoming[0]!.id}`, headers: bearer(demo) });
      expect(next.statusCode).toBe(204);
      expect(weather.hits).toHaveLength(before);
    } finally {
      await plain.close();
    }
  });
});

describe('/me/goals', () => {
  it('sets, keeps and clears goals, with this month\'s progress from the bookings', async () => {
    const goals = async () => ZGoalsSchema.parse(dataOf(await get('/api/v1/me/goals')));
    expect(await goals()).toEqual({ gamesPerMonth: null, hoursPerMonth: null, progress: { games: 2, hours: 2 } });
    const saved = await putGoals({ gamesPerMonth: 8 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ message: CUSTOMER_HOME_MESSAGES.goalsSaved, data: { gamesPerMonth: 8, hoursPerMonth: null } });
    expect(dataOf(await putGoals({ hoursPerMonth: 12 }))).toEqual({ gamesPerMonth: 8, hoursPerMonth: 12, progress: { games: 2, hours: 2 } });
    expect(dataOf(await putGoals({ gamesPerMonth: null }))).toMatchObject({ gamesPerMonth: null, hoursPerMonth: 12 });
    expect((await dashboard()).goals).toEqual({ gamesPerMonth: null, hoursPerMonth: 12, progress: { games: 2, hours: 2 } });
    // The other customer's goals are their own; without a zone in their profile, their month is July in UTC.
    expect(dataOf(await get('/api/v1/me/goals', other))).toEqual({ gamesPerMonth: null, hoursPerMonth: null, progress: { games: 1, hours: 1 } });
  });

  it('refuses goals that are not whole numbers from 1 to the maximum', async () => {
    for (const body of [{ gamesPerMonth: 0 }, { gamesPerMonth: 101 }, { gamesPerMonth: 2.5 }, { hoursPerMonth: 301 }, { hoursPerMonth: '5' }, { weeks: 2 }]) {
      const response = await putGoals(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(json(await putGoals({ gamesPerMonth: 0 }))).toMatchObject({
      errors: [{ field: 'gamesPerMonth', message: CUSTOMER_HOME_MESSAGES.gamesGoal(100) }],
    });
    expect(dataOf(await get('/api/v1/me/goals'))).toMatchObject({ gamesPerMonth: null, hoursPerMonth: 12 });
  });
});
