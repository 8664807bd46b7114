/**
 * POST /api/v1/bookings on the production app and a real embedded PostgreSQL (fsync on, synchronous commits),
 * loopback only. Three measures, with GET /health (one SELECT 1) as the baseline of the same run:
 *   1. one client at a time, each request a new slot: p50 / p95 / p99 (goal p95 ≤ 15 ms);
 *   2. 50 concurrent clients on distinct slots for BENCH_SECONDS: p99 and errors (goal p99 ≤ 60 ms, 0 errors);
 *   3. 50 concurrent clients on ONE slot, BENCH_ROUNDS times: exactly one 201 per round, the rest 409 (p99 ≤ 60 ms).
 *
 *   pnpm --dir server bench:bookings            (BENCH_SECONDS=10, BENCH_ROUNDS=20 by default)
 */
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import { systemClock } from '../src/lib/clock.js';
import { loadConfig } from '../src/plugins/config.js';
import { seed } from '../src/seed/seed.js';

const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 30);
const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS ?? 20), 100);
const CONNECTIONS = 50;
const FIELDS = 60;
const SINGLE_CLIENT_REQUESTS = 400;
const DAYS = 28;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Every (field, day, quarter-hour) once, in an order that spreads consecutive requests over fields and days. */
function* slots(fieldIds: string[], firstDate: Date): Generator<{ fieldId: string; date: string; startTime: string }> {
  for (let quarter = 0; quarter < 96; quarter += 1) {
    for (let day = 0; day < DAYS; day += 1) {
      const date = new Date(firstDate.getTime() + day * 86_400_000).toISOString().slice(0, 10);
      for (const fieldId of fieldIds) {
        const minutes = quarter * 15;
        yield { fieldId, date, startTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
      }
    }
  }
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'pitchside-bench-'));
  chmodSync(root, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  let app: FastifyInstance | undefined;
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const config = loadConfig({
      NODE_ENV: 'production', DATA_DIR: root, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
      AUTH_RATE_LIMIT_MAX: '100000000', STATIC_ROOT: path.join(root, 'no-static'), SEED_DEMO_DATA: 'true',
    });
    const database = openDatabase(server.urlFor('bench'));
    await migrate(database.pool);
    await seed(database.db, config, systemClock);
    // Bookable fields of the demo company: open all day in quarter-hour slots, in UTC to keep the grid simple.
    const fieldIds: string[] = [];
    const { rows: [company] } = await database.pool.query<{ id: string }>(`SELECT id FROM companies ORDER BY created_at LIMIT 1`);
    for (let i = 0; i < FIELDS; i += 1) {
      const id = randomUUID();
      fieldIds.push(id);
      await database.db.execute(sql`
        INSERT INTO fields (id, company_id, name, sport_type, surface_type, indoor, capacity, address, city, country, latitude, longitude,
                            base_price_per_hour, currency, timezone, status, publication_state, published_at)
        VALUES (${id}, ${company!.id}, ${`Bench pitch ${i + 1}`}, 'football', 'grass', false, 12, '1 Bench Street', 'Benchville', 'US',
                40.7, -74.0, 4000, 'USD', 'UTC', 'active', 'published', now())`);
      await database.db.execute(sql`
        INSERT INTO field_schedules (field_id, company_id, day_of_week, open_time, close_time, slot_duration, break_duration, is_active)
        SELECT ${id}, ${company!.id}, d, '00:00', '24:00', 15, 0, true FROM generate_series(0, 6) d`);
    }
    await database.pool.query('VACUUM ANALYZE');

    app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api/v1`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'customer@pitchside.test', password: 'Customer123!' }),
    });
    const { data: { accessToken } } = await login.json() as { data: { accessToken: string } };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
    const body = (slot: { fieldId: string; date: string; startTime: string }) =>
      JSON.stringify({ ...slot, duration: 15, fullName: 'Bench Player', email: 'bench@example.com', phone: '+15550100000' });
    const tomorrow = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1));
    const free = slots(fieldIds, tomorrow);
    const next = () => {
      const slot = free.next();
      if (slot.done) throw new Error('out of free slots: raise FIELDS or DAYS');
      return slot.value;
    };

    // 0. Baseline: GET /health under the same load.
    const health = await autocannon({ url: `${base}/health`, connections: CONNECTIONS, duration: SECONDS });

    // 1. One client at a time.
    const single: number[] = [];
    for (let i = 0; i < SINGLE_CLIENT_REQUESTS + 50; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/bookings`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: body(next()) });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`single client: ${response.status}`);
      if (i >= 50) single.push(performance.now() - started);
    }
    single.sort((a, b) => a - b);

    // 2. 50 concurrent clients, each request a new slot.
    const distinct = await autocannon({
      url: `${base}/bookings`, method: 'POST', connections: CONNECTIONS, duration: SECONDS,
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...headers, 'idempotency-key': randomUUID() }, body: body(next()) }) }],
    });

    // 3. 50 concurrent clients on one slot, round after round.
    const contended: number[] = [];
    const outcomes: { created: number; refused: number; other: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const slot = next();
      const answers = await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
        const started = performance.now();
        const response = await fetch(`${base}/bookings`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: body(slot) });
        await response.arrayBuffer();
        contended.push(performance.now() - started);
        return response.status;
      }));
      outcomes.push({ created: answers.filter((s) => s === 201).length, refused: answers.filter((s) => s === 409).length, other: answers.filter((s) => s !== 201 && s !== 409).length });
    }
    contended.sort((a, b) => a - b);
    const { rows: [overlaps] } = await database.pool.query<{ n: string }>(`
      SELECT count(*) AS n FROM bookings a JOIN bookings b ON a.field_id = b.field_id AND a.id < b.id
       WHERE a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed')
         AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`);

    const exactlyOne = outcomes.every((o) => o.created === 1 && o.refused === CONNECTIONS - 1 && o.other === 0);
    const lines = [
      `POST /bookings — production app, embedded PostgreSQL (fsync on), ${FIELDS} fields in quarter-hour slots, loopback`,
      `GET /health baseline (${CONNECTIONS} connections, ${SECONDS} s): ${health.requests.average.toFixed(0)} req/s, p99 ${health.latency.p99} ms`,
      `1. one client, ${SINGLE_CLIENT_REQUESTS} holds: p50 ${ms(percentile(single, 50))}  p95 ${ms(percentile(single, 95))}  p99 ${ms(percentile(single, 99))}  (goal p95 ≤ 15 ms: ${percentile(single, 95) <= 15 ? 'met' : 'NOT met'})`,
      `2. ${CONNECTIONS} clients, distinct slots, ${SECONDS} s: ${distinct.requests.average.toFixed(0)} req/s (${(100 * distinct.requests.average / health.requests.average).toFixed(0)} % of /health), ` +
        `p50 ${distinct.latency.p50} ms  p99 ${distinct.latency.p99} ms, 2xx ${distinct['2xx']}, errors ${distinct.errors + distinct.timeouts}, non-2xx ${distinct.non2xx}` +
        `  (goal p99 ≤ 60 ms with 0 errors: ${distinct.latency.p99 <= 60 && distinct.errors + distinct.timeouts + distinct.non2xx === 0 ? 'met' : 'NOT met'})`,
      `3. ${CONNECTIONS} clients on one slot × ${ROUNDS} rounds: ${exactlyOne ? `exactly one 201 and ${CONNECTIONS - 1} × 409 in every round` : `UNEXPECTED ${JSON.stringify(outcomes)}`}; ` +
        `p50 ${ms(percentile(contended, 50))}  p99 ${ms(percentile(contended, 99))}  (goal p99 ≤ 60 ms: ${percentile(contended, 99) <= 60 ? 'met' : 'NOT met'})`,
      `overlapping active bookings in the table: ${overlaps!.n}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!exactlyOne || overlaps!.n !== '0') process.exitCode = 1;
  } finally {
    await app?.close();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
