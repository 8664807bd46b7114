import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { READY_DATABASE_TIMEOUT_MS } from '../../src/modules/health/health.routes.js';
import { loadConfig } from '../../src/plugins/config.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { TEST_ENV } from '../helpers/test-env.js';

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** An app on a database URL where nothing listens. */
async function appOn(databaseUrl: string): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-ready-'));
  dirs.push(dataDir);
  return buildApp({ config: loadConfig({ ...TEST_ENV, DATA_DIR: dataDir }), database: openDatabase(databaseUrl, 1), logger: false });
}

describe('GET /api/v1/ready', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('answers 200 while the database answers and the instance is not shutting down', async () => {
    const response = await t.app.inject('/api/v1/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ready', database: 'up', draining: false } });
  });

  it('answers 503 within its bound when no database connection can be had, and 200 again once one can', async () => {
    // Every connection of the pool taken: the check waits for one as it would for a database that hangs.
    const held = await Promise.all(Array.from({ length: t.database.pool.options.max }, () => t.database.pool.connect()));
    try {
      const started = performance.now();
      const response = await t.app.inject('/api/v1/ready');
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { status: 'not_ready', database: 'down' } });
      // The pool alone would keep the probe waiting 10 s for a connection.
      expect(elapsed).toBeGreaterThanOrEqual(READY_DATABASE_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(READY_DATABASE_TIMEOUT_MS + 2000);
    } finally {
      for (const client of held) client.release();
    }
    expect((await t.app.inject('/api/v1/ready')).statusCode).toBe(200);
  });

  it('is documented in the OpenAPI document with its 503', async () => {
    const doc = (await t.app.inject('/api/v1/docs/json')).json<{ paths: Record<string, { get?: { responses: Record<string, unknown> } }> }>();
    expect(Object.keys(doc.paths['/api/v1/ready']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '503']));
  });
});

describe('GET /api/v1/ready without a database', () => {
  it('answers 503 with the error envelope when the database refuses connections', async () => {
    const app = await appOn('postgres://nobody:nothing@127.0.0.1:1/none');
    try {
      const response = await app.inject('/api/v1/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false, code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable',
        details: { status: 'not_ready', database: 'down', draining: false },
      });
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/v1/ready while shutting down', () => {
  it('answers 503 once the close has begun, while /health (liveness) still answers 200', async () => {
    let port = 0;
    const seen: { ready?: Response; readyBody?: unknown; health?: number } = {};
    const t = await createTestApp({
      beforeReady: (app) => {
        // Registered after the health routes: Fastify runs their preClose hooks first. The listener is still
        // open here, as it is for requests a load balancer sends before it notices the instance is going.
        void app.register(async (child) => {
          child.addHook('preClose', async () => {
            seen.ready = await fetch(`http://127.0.0.1:${port}/api/v1/ready`);
            seen.readyBody = await seen.ready.json();
            seen.health = (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status;
          });
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/ready`)).status).toBe(200);
    await t.close();
    expect(seen.ready?.status).toBe(503);
    expect(seen.ready?.headers.get('connection')).toBe('close');
    expect(seen.readyBody).toEqual({
      success: false, code: 'SERVICE_UNAVAILABLE', message: 'Shutting down',
      details: { status: 'not_ready', database: 'up', draining: true },
    });
    expect(seen.health).toBe(200);
  });
});
