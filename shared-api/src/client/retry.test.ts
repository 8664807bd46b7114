import { createBaseQuery } from './base-query.js';
import { retryDelayMs, withRetry, type Sleep } from './retry.js';
import { createAppStore } from './store.js';
import { baseQueryApiFor } from './testing/base-query-api.js';
import { startTestServer, type TestServer } from './testing/test-server.js';

let server: TestServer;
const hits = new Map<string, number>();
const count = (key: string) => {
  const n = (hits.get(key) ?? 0) + 1;
  hits.set(key, n);
  return n;
};

beforeAll(async () => {
  server = await startTestServer((app) => {
    app.route({
      method: ['GET', 'POST'],
      url: '/status/:code',
      handler: async (req, reply) => {
        const { code } = req.params as { code: string };
        count(code);
        return reply.code(Number(code)).send({ success: false, message: `status ${code}` });
      },
    });
    app.get('/recovers', async (_req, reply) => {
      if (count('recovers') <= 2) return reply.code(503).send({ success: false, message: 'busy' });
      return { success: true, data: 'ok' };
    });
  });
});
afterAll(() => server.close());
beforeEach(() => hits.clear());

function setup() {
  const delays: number[] = [];
  const sleep: Sleep = async (ms) => {
    delays.push(ms);
  };
  const store = createAppStore();
  const retrying = withRetry(createBaseQuery({ baseUrl: server.baseUrl }), { sleep });
  const run = (url: string, type: 'query' | 'mutation' = 'query', extraOptions: object = {}) =>
    retrying(type === 'query' ? url : { url, method: 'POST' }, baseQueryApiFor(store, type), extraOptions);
  return { delays, run };
}

describe('retry schedule (docs/product/constants.md)', () => {
  it('backs off min(1 s · 2ⁿ, 30 s)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('retries a failing query 3 times after 1, 2 and 4 s, then returns the error', async () => {
    const { delays, run } = setup();
    const result = await run('/status/503');
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(hits.get('503')).toBe(4);
    expect(result.error).toMatchObject({ status: 503, code: 'SERVER_ERROR', message: 'status 503' });
  });

  it('caps the delay at 30 s when an endpoint allows more retries', async () => {
    const { delays, run } = setup();
    await run('/status/500', 'query', { maxRetries: 6 });
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
  });

  it('retries a mutation once after 1 s', async () => {
    const { delays, run } = setup();
    await run('/status/502', 'mutation');
    expect(delays).toEqual([1000]);
    expect(hits.get('502')).toBe(2);
  });

  it('returns the data once a retry succeeds', async () => {
    const { delays, run } = setup();
    expect((await run('/recovers')).data).toEqual({ success: true, data: 'ok' });
    expect(delays).toEqual([1000, 2000]);
  });

  it.each(['400', '401', '403', '404', '409', '422'])('never retries a %s', async (code) => {
    const { delays, run } = setup();
    const result = await run(`/status/${code}`);
    expect(result.error?.status).toBe(Number(code));
    expect(hits.get(code)).toBe(1);
    expect(delays).toEqual([]);
  });

  it.each(['408', '429'])('retries a %s', async (code) => {
    const { run } = setup();
    await run(`/status/${code}`);
    expect(hits.get(code)).toBe(4);
  });

  it('retries network errors', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const delays: number[] = [];
    const retrying = withRetry(createBaseQuery({ baseUrl: closed.baseUrl }), {
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
    const result = await retrying('/anything', baseQueryApiFor(createAppStore()), {});
    expect(result.error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(delays).toEqual([1000, 2000, 4000]);
  });
});
