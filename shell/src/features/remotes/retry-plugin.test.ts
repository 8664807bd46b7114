// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { retryPlugin } from './retry-plugin';

let server: Server;
let url: string;
let failuresLeft = 0;
let requests = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    requests += 1;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = 0;
});

const delays: number[] = [];
const plugin = retryPlugin({ retries: 2, delayMs: (n) => n * 100, sleep: async (ms) => void delays.push(ms) });
const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;

describe('remote retry plugin', () => {
  it('retries a failing manifest fetch and returns the first good answer', async () => {
    failuresLeft = 2;
    delays.length = 0;
    const response = await fetchHook(url, {});
    expect(response.status).toBe(200);
    expect(requests).toBe(3);
    expect(delays).toEqual([100, 200]);
  });

  it('gives up after the configured retries and returns the last failure', async () => {
    failuresLeft = 5;
    const response = await fetchHook(url, {});
    expect(response.status).toBe(503);
    expect(requests).toBe(3);
  });

  it('rethrows a network failure once retries are exhausted', async () => {
    await expect(fetchHook('http://127.0.0.1:1/mf-manifest.json', {})).rejects.toThrow();
  });
});
