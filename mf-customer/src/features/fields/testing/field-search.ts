import type { FieldSummary } from '@pitchside/shared-api/contracts/field';
import { ok, type Answer, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';

let sequence = 0;
/** A result card; ids are valid UUIDs (the client checks answers against the contract). */
export function fieldSummary(overrides: Partial<FieldSummary> = {}): FieldSummary {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Field ${sequence}`,
    sportType: 'football',
    surfaceType: 'grass',
    indoor: false,
    capacity: 22,
    basePricePerHour: 4000,
    currency: 'USD',
    city: 'New York',
    country: 'US',
    latitude: 40.7,
    longitude: -74,
    primaryImageUrl: null,
    amenities: [],
    companyName: 'Green Park Sports',
    ...overrides,
  };
}

/** A successful search answer holding `fields` as page `page` of `total` results. */
export function page(fields: FieldSummary[], { total = fields.length, page = 1, limit = 12 } = {}): Answer {
  return {
    status: 200,
    body: { success: true, data: { fields, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } } },
  };
}

/** Answers the field search on `api` from each search's query, and the map settings the map asks for. */
export function answerSearches(api: FakeApi, respond: (query: URLSearchParams) => Answer): void {
  api.on('GET fields', (request) => respond(request.query));
  api.on('GET platform/map-config', ok({ tileUrl: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', attribution: 'Test tiles' }));
}

/** The query of every `GET /fields`, oldest first. */
export const searches = (api: FakeApi): URLSearchParams[] => api.calls('GET fields').map((request) => request.query);

/** The latest `GET /fields` query. */
export function lastSearch(api: FakeApi): URLSearchParams {
  const last = searches(api).at(-1);
  if (!last) throw new Error('No search was made');
  return last;
}
