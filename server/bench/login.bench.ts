/**
 * POST /api/v1/auth/login under load, against a bare Fastify app answering static JSON, measured in
 * the same run (these machines are noisy: compare the ratio, not absolute numbers).
 * Real app, real embedded PostgreSQL, loopback only, bounded to well under 60 s.
 *
 *   pnpm --filter @pitchside/server bench:login          (BENCH_SECONDS=10 by default)
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import { systemClock } from '../src/lib/clock.js';
import { loadConfig } from '../src/plugins/config.js';
import { seed } from '../src/seed/seed.js';

const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 20);
const CONNECTIONS = 50;
const BODY = JSON.stringify({ email: 'customer@pitchside.test', password: 'Customer123!' });

interface Result { name: string; p50: number; p99: number; rps: number; ok: number; errors: number }

async function load(name: string, app: FastifyInstance): Promise<Result> {
  const { port } = app.server.address() as AddressInfo;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/v1/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BODY,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    name, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average,
    ok: result['2xx'], errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'pitchside-bench-'));
  chmodSync(root, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  const apps: FastifyInstance[] = [];
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const config = loadConfig({
      NODE_ENV: 'test', DATA_DIR: root, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
      AUTH_RATE_LIMIT_MAX: '100000000', STATIC_ROOT: path.join(root, 'no-static'),
    });
    const database = openDatabase(server.urlFor('bench'), 20);
    await migrate(database.pool);
    await seed(database.db, config, systemClock);

    const real = await buildApp({ config, database, logger: false });
    apps.push(real);
    await real.listen({ port: 0, host: '127.0.0.1' });
    const bare = Fastify({ logger: false });
    apps.push(bare);
    const answer = { success: true, data: { accessToken: 'static', user: { id: '1' } } };
    bare.post('/api/v1/auth/login', async () => answer);
    await bare.listen({ port: 0, host: '127.0.0.1' });

    process.stdout.write(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s each, loopback\n`);
    const baseline = await load('bare fastify (static JSON)', bare);
    const login = await load('POST /api/v1/auth/login', real);
    const rows = [baseline, login].map((r) =>
      `${r.name.padEnd(30)} p50 ${String(r.p50).padStart(5)} ms   p99 ${String(r.p99).padStart(5)} ms   ${r.rps.toFixed(0).padStart(7)} req/s   2xx ${r.ok}   errors/non-2xx ${r.errors}`);
    process.stdout.write(`${rows.join('\n')}\n`);
    process.stdout.write(`ratio (login / bare): p50 ×${(login.p50 / Math.max(baseline.p50, 0.001)).toFixed(1)}, ` +
      `p99 ×${(login.p99 / Math.max(baseline.p99, 0.001)).toFixed(1)}, throughput ×${(login.rps / baseline.rps).toFixed(4)}\n`);
    process.stdout.write('Login cost is dominated by argon2id (m=19 MiB, t=2, p=1, ~15 ms of CPU per check) on the libuv thread pool.\n');
  } finally {
    for (const app of apps) await app.close();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
