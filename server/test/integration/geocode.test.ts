import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, type Session } from '../helpers/http.js';

let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, DEMO.owner);
});
afterAll(async () => { await t.close(); });

const geocode = (app: TestApp['app'], q: string, session?: Session) =>
  app.inject({ url: `/api/v1/geocode?q=${encodeURIComponent(q)}`, headers: session ? bearer(session) : {} });

describe('GET /api/v1/geocode (offline gazetteer)', () => {
  it('answers candidate places, best first', async () => {
    const response = await geocode(t.app, 'Casablanca', owner);
    expect(response.statusCode).toBe(200);
    const body = json<{ success: boolean; data: { results: { label: string; latitude: number; longitude: number; city: string; country: string }[] } }>(response);
    expect(body.success).toBe(true);
    expect(body.data.results[0]).toMatchObject({ label: 'Casablanca, Morocco', city: 'Casablanca', country: 'Morocco' });
    expect(body.data.results[0]!.latitude).toBeCloseTo(33.588, 2);
  });

  it('reads the city out of a street address', async () => {
    const body = json<{ data: { results: { city: string; country: string }[] } }>(await geocode(t.app, '5 Avenue Anatole France, 75007 Paris', owner));
    expect(body.data.results[0]).toMatchObject({ city: 'Paris', country: 'France' });
  });

  it('answers an empty list, not an error, when nothing matches', async () => {
    const response = await geocode(t.app, 'Xqzvplk Wrtyq', owner);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, data: { results: [] } });
  });

  it('is open to any signed-in user, and to nobody else', async () => {
    const customer = await login(t.app, DEMO.customer);
    expect((await geocode(t.app, 'Tunis', customer)).statusCode).toBe(200);
    const anonymous = await geocode(t.app, 'Tunis');
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('refuses a query shorter than two characters with the validation envelope', async () => {
    const response = await geocode(t.app, ' a ', owner);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors: [{ field: 'q', message: 'Type at least 2 characters' }] });
    expect((await t.app.inject({ url: '/api/v1/geocode', headers: bearer(owner) })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/geocode with GEOCODER_URL', () => {
  let upstream: Server;
  let status = 200;
  let lastQuery: URLSearchParams | undefined;
  let remote: TestApp;

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      lastQuery = new URL(request.url ?? '/', 'http://local').searchParams;
      if (status !== 200) return response.writeHead(status).end('Bad Gateway');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{
        place_id: 1, lat: '33.5951', lon: '-7.6328', name: 'Boulevard de la Corniche', addresstype: 'road',
        display_name: 'Boulevard de la Corniche, Ain Diab, Casablanca, Casablanca-Settat, 20180, Maroc',
        address: { road: 'Boulevard de la Corniche', suburb: 'Ain Diab', city: 'Casablanca', state: 'Casablanca-Settat', postcode: '20180', country: 'Maroc', country_code: 'ma' },
        boundingbox: ['33.59', '33.60', '-7.64', '-7.62'],
      }]));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    remote = await createTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` } });
  });
  afterAll(async () => {
    await remote.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('relays the street-level answer, in the language the browser asks for', async () => {
    const session = await login(remote.app, DEMO.owner);
    const response = await remote.app.inject({
      url: '/api/v1/geocode?q=Boulevard%20de%20la%20Corniche%2C%20Casablanca', headers: { ...bearer(session), 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, data: { results: [{
      label: 'Boulevard de la Corniche, Ain Diab, Casablanca, Casablanca-Settat, 20180, Maroc', latitude: 33.5951, longitude: -7.6328, city: 'Casablanca', country: 'Maroc',
    }] } });
    expect(lastQuery?.get('q')).toBe('Boulevard de la Corniche, Casablanca');
    expect(lastQuery?.get('accept-language')).toBe('fr');
  });

  it('answers 502 GEOCODING_FAILED when the service fails', async () => {
    status = 500;
    const session = await login(remote.app, DEMO.owner);
    const response = await geocode(remote.app, 'Casablanca', session);
    expect(response.statusCode).toBe(502);
    expect(json(response)).toEqual({ success: false, code: 'GEOCODING_FAILED', message: FIELD_MESSAGES.geocodingFailed });
  });
});
