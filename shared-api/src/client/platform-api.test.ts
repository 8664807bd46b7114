import { platformApi } from './platform-api.js';
import { createAppStore, type AppStore } from './store.js';
import { startTestServer, type TestServer } from './testing/test-server.js';

type Answer = { status: number; body: unknown };

let server: TestServer;
let answer: Answer;
let calls = 0;
let authorization: string | undefined;

beforeAll(async () => {
  server = await startTestServer((app) => {
    app.get('/platform/stats', async (req, reply) => {
      calls += 1;
      authorization = req.headers.authorization;
      return reply.code(answer.status).send(answer.body);
    });
    app.get('/platform/map-config', async (req, reply) => {
      calls += 1;
      authorization = req.headers.authorization;
      return reply.code(answer.status).send(answer.body);
    });
  });
});
afterAll(() => server.close());

let store: AppStore;
const fetchStats = () => store.dispatch(platformApi.endpoints.getPlatformStats.initiate());

beforeEach(() => {
  calls = 0;
  authorization = undefined;
  store = createAppStore({ apiBaseUrl: server.baseUrl, retrySleep: async () => undefined });
});

describe('getPlatformStats (GET /platform/stats)', () => {
  it('unwraps the envelope into the four totals, without a token when signed out', async () => {
    const stats = { fields: 42, companies: 7, customers: 1250, bookings: 98765 };
    answer = { status: 200, body: { success: true, data: stats } };
    const result = await fetchStats();
    expect(result.data).toEqual(stats);
    expect(authorization).toBeUndefined();
  });

  it('serves a second subscriber from the cache', async () => {
    answer = { status: 200, body: { success: true, data: { fields: 1, companies: 1, customers: 0, bookings: 0 } } };
    await fetchStats();
    await fetchStats();
    expect(calls).toBe(1);
  });

  it('turns an answer that breaks the contract into an ApiError', async () => {
    answer = { status: 200, body: { success: true, data: { fields: -1, companies: 'many', customers: 0, bookings: 0 } } };
    const result = await fetchStats();
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ code: 'REQUEST_ERROR' });
  });

  it('reports a server failure as an ApiError after the query retries', async () => {
    answer = { status: 503, body: { success: false, message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' } };
    const result = await fetchStats();
    expect(result.error).toMatchObject({ status: 503, message: 'Service unavailable' });
    expect(calls).toBe(4);
  });
});

describe('getMapConfig (GET /platform/map-config)', () => {
  const fetchMapConfig = () => store.dispatch(platformApi.endpoints.getMapConfig.initiate());
  const osm = { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };

  it('unwraps the tile URL template and attribution, without a token', async () => {
    answer = { status: 200, body: { success: true, data: osm } };
    const result = await fetchMapConfig();
    expect(result.data).toEqual(osm);
    expect(authorization).toBeUndefined();
  });

  it('keeps the settings for a day after the last subscriber leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      answer = { status: 200, body: { success: true, data: osm } };
      const first = fetchMapConfig();
      await first;
      first.unsubscribe();
      // Well past the platform's usual 10 minutes, still short of a day.
      await vi.advanceTimersByTimeAsync(23 * 60 * 60 * 1000);
      expect(platformApi.endpoints.getMapConfig.select()(store.getState()).data).toEqual(osm);
      await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
      expect(platformApi.endpoints.getMapConfig.select()(store.getState()).data).toBeUndefined();
      expect(calls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns an answer without a tile URL into an ApiError', async () => {
    answer = { status: 200, body: { success: true, data: { attribution: 'x' } } };
    const result = await fetchMapConfig();
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ code: 'REQUEST_ERROR' });
  });
});
