import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFieldSearchResponseSchema, type FieldSearchResponse } from '@pitchside/shared-api/contracts/field';
import { fields } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { json } from '../helpers/http.js';
import { clearFields, demoCompanyId, insertField } from '../helpers/field-fixtures.js';

// The radius search reads the stored point (fields.location) and compares chords; these cases check
// it against earthdistance itself where a flat or naive reading would go wrong.

let t: TestApp;
const ids: Record<string, string> = {};
const PLACES = {
  // Either side of the antimeridian, 10.6 km apart.
  fijiEast: { latitude: -17, longitude: 179.95 },
  fijiWest: { latitude: -17, longitude: -179.95 },
  // Either side of the North Pole, 11.1 km apart.
  poleGreenwich: { latitude: 89.95, longitude: 0 },
  poleDateLine: { latitude: 89.95, longitude: 180 },
  // On the equator, a tenth of a degree apart.
  origin: { latitude: 0, longitude: 0 },
  north: { latitude: 0.1, longitude: 0 },
};
type Place = keyof typeof PLACES;

beforeAll(async () => {
  t = await createTestApp();
  await clearFields(t.database.db);
  const company = await demoCompanyId(t.database.db);
  for (const [key, place] of Object.entries(PLACES)) ids[key] = await insertField(t.database.db, company, { name: `Geo ${key}`, ...place });
});
afterAll(async () => { await t.close(); });

async function search(query: string): Promise<FieldSearchResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/fields?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZFieldSearchResponseSchema.parse(json<{ data: unknown }>(response).data);
}
const near = async (lat: number, lng: number, radiusKm: number) =>
  (await search(`lat=${lat}&lng=${lng}&radiusKm=${radiusKm}&sort=distance`)).fields.map((f) => Object.keys(ids).find((k) => ids[k] === f.id));

/** earthdistance's own great-circle metres between a point and a field. */
async function earthDistance(lat: number, lng: number, place: Place): Promise<number> {
  const { latitude, longitude } = PLACES[place];
  const { rows } = await t.database.db.execute<{ metres: number }>(
    sql`SELECT earth_distance(ll_to_earth(${lat}::float8, ${lng}::float8), ll_to_earth(${latitude}::float8, ${longitude}::float8)) AS metres`);
  return Number(rows[0]!.metres);
}

describe('GET /fields: radius on the sphere', () => {
  it('a circle across the antimeridian holds the fields on both sides', async () => {
    expect((await near(-17, 180, 10)).sort()).toEqual(['fijiEast', 'fijiWest']);
    expect(await near(-17, 179.9, 10)).toEqual(['fijiEast']);
  });

  it('a circle around the pole holds the fields on every meridian', async () => {
    expect((await near(90, 0, 10)).sort()).toEqual(['poleDateLine', 'poleGreenwich']);
    expect(await near(89.9, 0, 10)).toEqual(['poleGreenwich']);
  });

  it('the edge of the radius is earth_distance to the metre', async () => {
    const metres = await earthDistance(0, 0, 'north');
    expect(metres).toBeGreaterThan(11_000);
    expect(await near(0, 0, (metres + 1) / 1000)).toEqual(['origin', 'north']);
    expect(await near(0, 0, (metres - 1) / 1000)).toEqual(['origin']);
  });

  it('each distance is earth_distance in km to 0.1 km, nearest first', async () => {
    const result = await search('lat=0.03&lng=0.01&radiusKm=50&sort=distance');
    expect(result.fields.map((f) => f.id)).toEqual([ids.origin, ids.north]);
    for (const [place, field] of [['origin', result.fields[0]], ['north', result.fields[1]]] as const) {
      expect(field!.distanceKm).toBe(Math.round((await earthDistance(0.03, 0.01, place)) / 100) / 10);
    }
    expect(result.pagination.total).toBe(2);
  });

  it('a field moved by an update is found at its new place only', async () => {
    await t.database.db.update(fields).set({ latitude: 10, longitude: 10 }).where(eq(fields.id, ids.north!));
    expect(await near(0, 0, 20)).toEqual(['origin']);
    expect(await near(10, 10, 1)).toEqual(['north']);
    await t.database.db.update(fields).set(PLACES.north).where(eq(fields.id, ids.north!));
    expect(await near(0, 0, 20)).toEqual(['origin', 'north']);
  });
});
