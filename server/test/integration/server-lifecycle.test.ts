import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { loadConfig } from '../../src/plugins/config.js';
import { createTestApp } from '../helpers/test-app.js';
import { DEMO } from '../helpers/http.js';
import { TEST_ENV } from '../helpers/test-env.js';

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

describe('running on a real port', () => {
  it('drains in-flight requests on close: nothing is cut off', async () => {
    let received = 0;
    const t = await createTestApp({ beforeReady: (app) => { app.addHook('onRequest', async () => { received += 1; }); } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const inFlight = Array.from({ length: 6 }, () =>
      fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO.customer),
      }));
    while (received < 6) await new Promise((r) => setTimeout(r, 2));
    // Logins hash for ~15 ms each: they are all still running when the close starts.
    await t.close();
    const responses = await Promise.all(inFlight);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.every((r) => r.headers.get('connection') === 'close')).toBe(true);
    for (const r of responses) expect(((await r.json()) as { data: { accessToken: string } }).data.accessToken).toBeTruthy();
  });

  it('answers malformed HTTP with a 400 envelope and the security headers', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GARBAGE / HTTP/9.9\r\n\r\n'));
        let data = '';
        socket.on('data', (c) => { data += c.toString(); });
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400/);
      expect(raw).toContain("object-src 'none'");
      expect(raw).toContain('"success":false');
    } finally {
      await t.close();
    }
  });

  it('reports an unreachable database as 503 on /health, without crashing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-nodb-'));
    dirs.push(dataDir);
    const database = openDatabase('postgres://nobody:nothing@127.0.0.1:1/none', 1);
    const app = await buildApp({ config: loadConfig({ ...TEST_ENV, DATA_DIR: dataDir }), database, logger: false });
    try {
      const response = await app.inject('/api/v1/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', details: { database: 'down' } });
      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: DEMO.customer });
      expect(login.statusCode).toBe(500);
      expect(login.json()).toEqual({ success: false, code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
    } finally {
      await app.close();
    }
  });
});
