import type { FieldSummary } from '@pitchside/shared-api/contracts/field';
import { startTestServer } from '@pitchside/shared-api/client/testing/test-server';

export interface Answer {
  status: number;
  body: unknown;
}

/** Answers `GET /fields` from the query it receives. */
export type FieldsResponder = (query: URLSearchParams) => Answer;

export interface FieldsServer {
  baseUrl: string;
  /** Query strings of every `GET /fields`, oldest first. */
  searches: URLSearchParams[];
  /** The latest `GET /fields` query. */
  lastSearch: () => URLSearchParams;
  respond: (responder: FieldsResponder) => void;
  close: () => Promise<void>;
}

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

/** A real HTTP server answering the fields search (and the map settings), recording each query. */
export async function startFieldsServer(): Promise<FieldsServer> {
  let responder: FieldsResponder = () => page([]);
  const searches: URLSearchParams[] = [];
  const server = await startTestServer((app) => {
    app.get('/fields', async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      searches.push(query);
      const { status, body } = responder(query);
      return reply.code(status).header('access-control-allow-origin', '*').send(body);
    });
    app.get('/platform/map-config', async (_request, reply) =>
      reply.header('access-control-allow-origin', '*').send({
        success: true,
        data: { tileUrl: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', attribution: 'Test tiles' },
      }),
    );
  });
  return {
    baseUrl: server.baseUrl,
    searches,
    lastSearch: () => {
      const last = searches.at(-1);
      if (!last) throw new Error('No search was made');
      return last;
    },
    respond: (next) => {
      responder = next;
    },
    close: server.close,
  };
}
