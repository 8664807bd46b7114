import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import { DomainError } from '../../src/lib/errors.js';
import { NOMINATIM_USER_AGENT, NominatimGeocoder } from '../../src/modules/geocoding/nominatim-geocoder.js';

/** Two places as a Nominatim server answers `format=jsonv2&addressdetails=1`. */
const EIFFEL_TOWER_AREA = [
  {
    place_id: 88066702, licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way', osm_id: 5013364, lat: '48.8582599', lon: '2.2945006', category: 'man_made', type: 'tower',
    place_rank: 30, importance: 0.6205937724353116, addresstype: 'man_made', name: 'Tour Eiffel',
    display_name: 'Tour Eiffel, 5, Avenue Anatole France, Quartier du Gros-Caillou, Paris 7e Arrondissement, Paris, Île-de-France, France métropolitaine, 75007, France',
    address: {
      man_made: 'Tour Eiffel', house_number: '5', road: 'Avenue Anatole France', quarter: 'Quartier du Gros-Caillou',
      suburb: 'Paris 7e Arrondissement', city_district: 'Paris', city: 'Paris', 'ISO3166-2-lvl6': 'FR-75C',
      state: 'Île-de-France', 'ISO3166-2-lvl4': 'FR-IDF', region: 'France métropolitaine', postcode: '75007',
      country: 'France', country_code: 'fr',
    },
    boundingbox: ['48.8574753', '48.8590453', '2.2933119', '2.2956897'],
  },
  {
    place_id: 240109189, licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'node', osm_id: 2661011734, lat: '43.5473', lon: '-96.7313', category: 'place', type: 'village',
    place_rank: 19, importance: 0.2, addresstype: 'village', name: 'Eiffel',
    display_name: 'Eiffel, Minnehaha County, South Dakota, United States',
    address: { village: 'Eiffel', county: 'Minnehaha County', state: 'South Dakota', 'ISO3166-2-lvl4': 'US-SD', country: 'United States', country_code: 'us' },
    boundingbox: ['43.5273', '43.5673', '-96.7513', '-96.7113'],
  },
];

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: { url: URL; userAgent: string | undefined }[];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: new URL(request.url ?? '/', 'http://local'), userAgent: request.headers['user-agent'] });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  handler = (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(EIFFEL_TOWER_AREA));
});

const expectGeocodingFailed = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ kind: 'unavailable', code: 'GEOCODING_FAILED', message: FIELD_MESSAGES.geocodingFailed });
};

describe('Nominatim geocoder', () => {
  it('asks /search for jsonv2 with address details, five results, the language, and names itself', async () => {
    await new NominatimGeocoder(`${baseUrl}/`).search('Tour Eiffel, Paris', { language: 'fr' });
    expect(seen).toHaveLength(1);
    const { url, userAgent } = seen[0]!;
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2', q: 'Tour Eiffel, Paris', limit: '5', addressdetails: '1', 'accept-language': 'fr',
    });
    expect(userAgent).toBe(NOMINATIM_USER_AGENT);
    expect(userAgent).toMatch(/^Pitchside\//);
  });

  it('maps each place to a label, numeric coordinates, its settlement and country', async () => {
    expect(await new NominatimGeocoder(baseUrl).search('Eiffel')).toEqual([
      { label: EIFFEL_TOWER_AREA[0]!.display_name, latitude: 48.8582599, longitude: 2.2945006, city: 'Paris', country: 'France' },
      { label: 'Eiffel, Minnehaha County, South Dakota, United States', latitude: 43.5473, longitude: -96.7313, city: 'Eiffel', country: 'United States' },
    ]);
  });

  it('answers an empty list when nothing matches, and skips malformed places', async () => {
    handler = (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    expect(await new NominatimGeocoder(baseUrl).search('Nowhere at all')).toEqual([]);
    handler = (_request, response) => response.end(JSON.stringify([{ lat: 'north', lon: '2', display_name: 'Broken' }, EIFFEL_TOWER_AREA[1]]));
    expect((await new NominatimGeocoder(baseUrl).search('Eiffel')).map((r) => r.city)).toEqual(['Eiffel']);
  });

  it('fails with 502 GEOCODING_FAILED when the service errs, answers garbage, is down or too slow', async () => {
    handler = (_request, response) => response.writeHead(503).end('Service Unavailable');
    await expectGeocodingFailed(new NominatimGeocoder(baseUrl).search('Paris'));
    handler = (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"error":"bad"}');
    await expectGeocodingFailed(new NominatimGeocoder(baseUrl).search('Paris'));
    handler = (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>rate limited</html>');
    await expectGeocodingFailed(new NominatimGeocoder(baseUrl).search('Paris'));

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await expectGeocodingFailed(new NominatimGeocoder(deadUrl).search('Paris'));

    handler = () => undefined; // never answers
    const started = Date.now();
    await expectGeocodingFailed(new NominatimGeocoder(baseUrl, 200).search('Paris'));
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
