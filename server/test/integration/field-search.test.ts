import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFieldSearchResponseSchema, type FieldSearchResponse, type FieldSummary } from '@pitchside/shared-api/contracts/field';
import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login } from '../helpers/http.js';
import { newCompany } from '../helpers/field-management.js';
import { clearFields, demoCompanyId, insertField, weeklyHours, type FieldFixture } from '../helpers/field-fixtures.js';

let t: TestApp;
const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
const BROOKLYN = { lat: 40.6782, lng: -73.9442 };
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** The listed fields, by key; `created` orders "newest". */
const LISTED = {
  brooklyn: {
    company: 'demo', name: 'Green Park Pitch', city: 'Brooklyn', sportType: 'football', surfaceType: 'grass', indoor: false, capacity: 22,
    basePricePerHour: 4000, latitude: 40.6782, longitude: -73.9442, amenities: ['parking', 'lighting', 'changing_rooms'], createdAt: day(1),
    images: [{ path: 'fields/green-park/second.webp', position: 1 }, { path: 'fields/green-park/primary.webp', position: 0 }],
    schedules: weeklyHours('09:00', '21:00'),
    // Monday 2026-06-01, 18:00–21:00 in New York.
    blocks: [{ type: 'closed', start: '2026-06-01T22:00:00Z', end: '2026-06-02T01:00:00Z' }],
  },
  manhattan: {
    company: 'harbor', name: 'Harbor Indoor Courts', city: 'Manhattan', sportType: 'basketball', surfaceType: 'wood', indoor: true, capacity: 10,
    basePricePerHour: 6000, latitude: 40.7831, longitude: -73.9712, amenities: ['changing_rooms', 'lighting', 'wifi'], createdAt: day(2),
    schedules: weeklyHours('18:00', '22:00', 60, 0, [1, 2, 3, 4, 5]),
  },
  jersey: {
    company: 'demo', name: 'Liberty Tennis Club', city: 'Jersey City', sportType: 'tennis', surfaceType: 'clay', indoor: false, capacity: 4,
    basePricePerHour: 3000, latitude: 40.7178, longitude: -74.0431, amenities: ['parking'], createdAt: day(3),
    schedules: weeklyHours('08:00', '12:00', 60, 0, [0, 6]),
  },
  boston: {
    company: 'harbor', name: 'Bay State Arena', city: 'Boston', sportType: 'hockey', surfaceType: 'rubber', indoor: true, capacity: 30,
    basePricePerHour: 9000, latitude: 42.3601, longitude: -71.0589, amenities: ['parking', 'lighting', 'spectator_seating'], createdAt: day(4),
  },
  paris: {
    company: 'demo', name: 'Parc des Sports', city: 'Paris', country: 'FR', sportType: 'football', surfaceType: 'artificial_turf', indoor: false,
    capacity: 14, basePricePerHour: 5000, currency: 'EUR', timezone: 'Europe/Paris', latitude: 48.8566, longitude: 2.3522,
    amenities: ['lighting'], createdAt: day(5), schedules: weeklyHours('10:00', '12:00', 120),
  },
  london: {
    company: 'demo', name: 'Camden Five', city: 'London', country: 'GB', sportType: 'football', surfaceType: 'artificial_turf', indoor: true,
    capacity: 10, basePricePerHour: 4500, currency: 'GBP', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278,
    amenities: ['changing_rooms', 'lighting', 'parking'], createdAt: day(6),
  },
  sydney: {
    company: 'harbor', name: 'Bondi Sand Courts', city: 'Sydney', country: 'AU', sportType: 'volleyball', surfaceType: 'grass', indoor: false,
    capacity: 12, basePricePerHour: 6000, currency: 'AUD', timezone: 'Australia/Sydney', latitude: -33.8915, longitude: 151.2767, createdAt: day(7),
  },
  brookline: {
    company: 'demo', name: 'Brookline Courts', city: 'Brookline', sportType: 'tennis', surfaceType: 'concrete', indoor: false, capacity: 4,
    basePricePerHour: 2500, latitude: 42.3318, longitude: -71.1212, createdAt: day(8),
  },
} satisfies Record<string, FieldFixture & { company: 'demo' | 'harbor' }>;
type Key = keyof typeof LISTED;
const KEYS = Object.keys(LISTED) as Key[];
const ids = {} as Record<Key, string>;
const keyOf = new Map<string, Key>();

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.database.db;
  await clearFields(db);
  const companies = { demo: await demoCompanyId(db), harbor: (await newCompany(t, 'Harbor Leisure')).companyId };
  for (const key of KEYS) {
    const { company, ...fixture } = LISTED[key]!;
    ids[key] = await insertField(db, companies[company], fixture);
    keyOf.set(ids[key], key);
  }
  // Never listed: a draft, an archived field and an inactive one, all matching "Brooklyn football".
  for (const unlisted of [{ publicationState: 'draft' }, { publicationState: 'archived' }, { status: 'inactive' }] as const) {
    await insertField(db, companies.demo, { name: 'Brooklyn Football Hidden', city: 'Brooklyn', latitude: 40.68, longitude: -73.94, schedules: weeklyHours('09:00', '21:00'), ...unlisted });
  }
});
afterAll(async () => { await t.close(); });

async function search(query: string): Promise<FieldSearchResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/fields${query ? `?${query}` : ''}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZFieldSearchResponseSchema.parse(json<{ data: unknown }>(response).data);
}
const keys = async (query: string) => (await search(query)).fields.map((f) => keyOf.get(f.id));

/** Great-circle distance on the sphere earthdistance uses (radius 6378.168 km). */
function km(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((to.lat - from.lat) * rad) / 2) ** 2
    + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(((to.lng - from.lng) * rad) / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(a));
}
const where = (key: Key) => ({ lat: LISTED[key]!.latitude!, lng: LISTED[key]!.longitude! });
/** Keys sorted by a value, ties by id (the API's tie-break). */
const by = (value: (key: Key) => number | string, direction: 1 | -1 = 1) =>
  [...KEYS].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    return x < y ? -direction : x > y ? direction : ids[a] < ids[b] ? -1 : 1;
  });

describe('GET /fields: listing and sorting', () => {
  it('lists only published, active fields, newest first, with their card details', async () => {
    const result = await search('');
    expect(result.fields.map((f) => keyOf.get(f.id))).toEqual(['brookline', 'sydney', 'london', 'paris', 'boston', 'jersey', 'manhattan', 'brooklyn']);
    expect(result.pagination).toEqual({ page: 1, limit: 10, total: 8, totalPages: 1 });
    expect(result.fields.every((f) => f.name !== 'Brooklyn Football Hidden')).toBe(true);
    const brooklyn = result.fields.find((f) => f.id === ids.brooklyn)!;
    expect(brooklyn).toEqual({
      id: ids.brooklyn, name: 'Green Park Pitch', sportType: 'football', surfaceType: 'grass', indoor: false, capacity: 22,
      basePricePerHour: 4000, currency: 'USD', city: 'Brooklyn', country: 'US', latitude: 40.6782, longitude: -73.9442,
      primaryImageUrl: '/api/v1/files/serve/fields/green-park/primary.webp', amenities: ['parking', 'lighting', 'changing_rooms'],
      companyName: 'Green Park Sports',
    } satisfies FieldSummary);
    expect(result.fields.find((f) => f.id === ids.jersey)!.primaryImageUrl).toBeNull();
    expect(result.fields.find((f) => f.id === ids.sydney)!.companyName).toBe('Harbor Leisure');
  });

  it('sorts by each option of the product reference, ties broken by id', async () => {
    const name = (k: Key) => LISTED[k]!.name!.toLowerCase();
    const price = (k: Key) => LISTED[k]!.basePricePerHour!;
    const capacity = (k: Key) => LISTED[k]!.capacity!;
    expect(await keys('sort=newest')).toEqual(by((k) => LISTED[k]!.createdAt!.getTime(), -1));
    expect(await keys('sort=name_asc')).toEqual(['boston', 'sydney', 'brookline', 'london', 'brooklyn', 'manhattan', 'jersey', 'paris']);
    expect(await keys('sort=name_asc')).toEqual(by(name));
    expect(await keys('sort=name_desc')).toEqual(by(name, -1));
    expect(await keys('sort=price_asc')).toEqual(by(price));
    expect(await keys('sort=price_desc')).toEqual(by(price, -1));
    expect(await keys('sort=capacity_desc')).toEqual(by(capacity, -1));
    expect(await keys('sort=capacity_asc')).toEqual(by(capacity));
    // The fixture has ties on price (6000) and capacity (10 and 4), so the tie-break is exercised.
    expect(new Set(KEYS.map(price)).size).toBeLessThan(KEYS.length);
  });

  it('sorts by distance from a point and gives each distance in km (0.1 km)', async () => {
    const result = await search(`lat=${BROOKLYN.lat}&lng=${BROOKLYN.lng}&sort=distance`);
    expect(result.fields.map((f) => keyOf.get(f.id))).toEqual(by((k) => km(BROOKLYN, where(k))));
    for (const field of result.fields) {
      const expected = km(BROOKLYN, where(keyOf.get(field.id)!));
      expect(Math.abs(field.distanceKm! - expected)).toBeLessThanOrEqual(0.06);
      expect(field.distanceKm! * 10).toBeCloseTo(Math.round(field.distanceKm! * 10), 9);
    }
    expect(result.fields[0]).toMatchObject({ id: ids.brooklyn, distanceKm: 0 });
    // Without a location there is no distance.
    expect((await search('')).fields.every((f) => f.distanceKm === undefined)).toBe(true);
  });

  it('pages with total and totalPages; past the end the page is empty but the total stays', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search(`sort=name_asc&limit=3&page=${page}`)));
    expect(pages.map((p) => p.fields.map((f) => keyOf.get(f.id)))).toEqual([
      ['boston', 'sydney', 'brookline'], ['london', 'brooklyn', 'manhattan'], ['jersey', 'paris'], [],
    ]);
    for (const [index, page] of pages.entries()) expect(page.pagination).toEqual({ page: index + 1, limit: 3, total: 8, totalPages: 3 });
  });
});

describe('GET /fields: filters', () => {
  const sorted = async (query: string) => (await keys(`${query}&sort=name_asc`)).sort();

  it('sport and surface: any of the given values', async () => {
    expect(await sorted('sportType=football')).toEqual(['brooklyn', 'london', 'paris']);
    expect(await sorted('sportType=football&sportType=tennis')).toEqual(['brookline', 'brooklyn', 'jersey', 'london', 'paris']);
    expect(await sorted('surfaceType=clay&surfaceType=wood')).toEqual(['jersey', 'manhattan']);
  });

  it('amenities: all of the given values', async () => {
    expect(await sorted('amenities=wifi')).toEqual(['manhattan']);
    expect(await sorted('amenities=parking&amenities=lighting')).toEqual(['boston', 'brooklyn', 'london']);
    expect(await sorted('amenities=parking&amenities=wifi')).toEqual([]);
  });

  it('indoor or outdoor, price and capacity ranges (inclusive), combined', async () => {
    expect(await sorted('indoor=true')).toEqual(['boston', 'london', 'manhattan']);
    expect(await sorted('indoor=false')).toEqual(['brookline', 'brooklyn', 'jersey', 'paris', 'sydney']);
    expect(await sorted('minPrice=4500&maxPrice=6000')).toEqual(['london', 'manhattan', 'paris', 'sydney']);
    expect(await sorted('minPrice=6000')).toEqual(['boston', 'manhattan', 'sydney']);
    expect(await sorted('minCapacity=10&maxCapacity=14')).toEqual(['london', 'manhattan', 'paris', 'sydney']);
    expect(await sorted('maxCapacity=4')).toEqual(['brookline', 'jersey']);
    expect(await sorted('sportType=football&indoor=false&maxPrice=4500')).toEqual(['brooklyn']);
  });

  it('a radius around a point keeps the fields inside it', async () => {
    const around = `lat=${BROOKLYN.lat}&lng=${BROOKLYN.lng}`;
    expect(await sorted(`${around}&radiusKm=10`)).toEqual(['brooklyn', 'jersey']);
    expect(await sorted(`${around}&radiusKm=15`)).toEqual(['brooklyn', 'jersey', 'manhattan']);
    const near = await search(`${around}&radiusKm=400&sort=distance`);
    expect(near.fields.map((f) => keyOf.get(f.id))).toEqual(by((k) => km(BROOKLYN, where(k))).slice(0, 5));
    expect(near.pagination.total).toBe(5);
    expect(near.fields.every((f) => f.distanceKm! <= 400)).toBe(true);
    const beyond = await search(`${around}&radiusKm=400&sort=distance&limit=2&page=4`);
    expect(beyond.fields).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 4, limit: 2, total: 5, totalPages: 3 });
  });

  it('typo-tolerant text over name, city and sport', async () => {
    expect(await sorted('search=fotball')).toEqual(['brooklyn', 'london', 'paris']);
    expect(await keys('search=Brookln')).toContain('brooklyn');
    expect(await keys('search=Brookln')).not.toContain('manhattan');
    expect(await sorted('search=tenis')).toEqual(['brookline', 'jersey']);
    expect(await sorted('search=camden')).toEqual(['london']);
    expect(await sorted('search=BASKETBALL')).toEqual(['manhattan']);
    expect(await keys('search=xylophone')).toEqual([]);
    // LIKE wildcards in the text are plain characters.
    expect(await keys('search=%25_%25')).toEqual([]);
  });

  it('orders text matches by relevance unless a sort is named', async () => {
    // "brooklyn" matches Brooklyn exactly and Brookline loosely; Brookline is newer.
    expect(await keys('search=brooklyn')).toEqual(['brooklyn', 'brookline']);
    expect(await keys('search=brooklyn&sort=newest')).toEqual(['brookline', 'brooklyn']);
    expect(await keys('search=brooklyn&sort=price_asc')).toEqual(['brookline', 'brooklyn']);
  });

  it('a date (and time window) keeps fields with a free slot then; blocks and started slots do not count', async () => {
    // Now: Sunday 2026-05-31, 08:00 in New York.
    expect(await sorted('date=2026-06-01')).toEqual(['brooklyn', 'manhattan', 'paris']);
    expect(await sorted('date=2026-06-01&startTime=18:00&endTime=21:00')).toEqual(['manhattan']);
    expect(await sorted('date=2026-06-01&startTime=17:00&endTime=19:00')).toEqual(['brooklyn', 'manhattan']);
    expect(await sorted('date=2026-06-01&startTime=10:00&endTime=11:30')).toEqual(['brooklyn']);
    expect(await sorted('date=2026-06-06&startTime=08:00&endTime=09:00')).toEqual(['jersey']);
    expect(await sorted('date=2026-06-06&startTime=22:00&endTime=24:00')).toEqual([]);
    // Today: Jersey's 08:00 slot has started but 09:00 has not; Paris's only slot (10:00 there) is over.
    expect(await sorted('date=2026-05-31')).toEqual(['brooklyn', 'jersey']);
    expect(await sorted('date=2026-05-31&startTime=08:00&endTime=09:00')).toEqual([]);
    expect(await sorted('date=2026-05-30')).toEqual([]);
  });

  it('a time taken by a booking is not free: the window no longer lists the field until the booking is cancelled', async () => {
    const customer = await login(t.app, DEMO.customer);
    const held = await t.app.inject({
      method: 'POST', url: '/api/v1/bookings', headers: { ...bearer(customer), 'idempotency-key': `search-${Date.now()}` },
      payload: { fieldId: ids.manhattan, date: '2026-06-01', startTime: '18:00', duration: 180, fullName: 'Window Test', email: 'w@example.com', phone: '+15550100000' },
    });
    expect(held.statusCode, held.body).toBe(201);
    expect(await sorted('date=2026-06-01&startTime=18:00&endTime=21:00')).toEqual([]);
    // Its last hour (21:00–22:00) is still free.
    expect(await sorted('date=2026-06-01&startTime=18:00&endTime=22:00')).toEqual(['manhattan']);
    const { id } = json<{ data: { id: string } }>(held).data;
    await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/cancel`, payload: {}, headers: bearer(customer) });
    expect(await sorted('date=2026-06-01&startTime=18:00&endTime=21:00')).toEqual(['manhattan']);
  });
});

describe('GET /fields: mistakes are 400 with reasons', () => {
  it.each([
    ['lat=91&lng=0', FIELD_MESSAGES.latitude],
    ['lat=0&lng=181', FIELD_MESSAGES.longitude],
    ['lat=north&lng=0', FIELD_MESSAGES.latitude],
    ['lat=40', 'Give both lat and lng'],
    ['radiusKm=5', 'A radius needs lat and lng'],
    ['sort=distance', 'Sorting by distance needs lat and lng'],
    ['minPrice=5000&maxPrice=1000', 'The minimum price must not exceed the maximum'],
    ['minCapacity=20&maxCapacity=10', 'The minimum capacity must not exceed the maximum'],
    ['date=2026-02-30', 'Invalid date'],
    ['startTime=10:00', 'A time window needs a date'],
    ['date=2026-06-01&startTime=12:00&endTime=10:00', FIELD_MESSAGES.timeRange],
    ['date=2026-06-01&startTime=9am', FIELD_MESSAGES.time],
    ['sort=cheapest', undefined],
    ['sportType=curling', undefined],
    ['amenities=pool', undefined],
    ['indoor=maybe', undefined],
    ['limit=51', undefined],
    ['page=0', undefined],
    ['radiusKm=501&lat=0&lng=0', undefined],
  ])('%s', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/fields?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    const body = json<{ success: boolean; code: string; errors: { message: string }[] }>(response);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    if (message) expect(body.errors.map((e) => e.message)).toContain(message);
  });
});
