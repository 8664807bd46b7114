/**
 * POST /api/v1/bookings on the production API and a real embedded PostgreSQL (fsync on, synchronous commits),
 * loopback only. The API runs as its own process (`node --import tsx src/main.ts`, NODE_ENV=production), as in
 * production: this process only prepares the database and generates the load, so the load generator does not
 * share the API's event loop. Three measures, with GET /health (one SELECT 1) as the baseline of the same run:
 *   1. one client at a time, each request a new slot: p50 / p95 / p99 (goal p95 ≤ 15 ms);
 *   2. 50 concurrent clients on distinct slots for BENCH_SECONDS: p99 and errors (goal p99 ≤ 60 ms, 0 errors);
 *   3. 50 concurrent clients on ONE slot, BENCH_ROUNDS times: exactly one 201 per round, the rest 409 (p99 ≤ 60 ms).
 *
 *   pnpm --dir server bench:bookings            (BENCH_SECONDS=10, BENCH_ROUNDS=20 by default)
 *   BENCH_CPU_PROF=dir                          writes a V8 CPU profile of the API process into dir
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
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
const HISTORY_DAYS = 60;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret!';

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * CPU time (ms) used so far by a process and, with `children`, by its children (PostgreSQL's backends are the
 * postmaster's), from /proc (Linux; 0 elsewhere). Exited children count through the parent's cutime/cstime.
 */
function cpuMs(pid: number, children = false): number {
  const TICK_MS = 10; // USER_HZ is 100 on Linux
  const stat = (id: number | string) => {
    try {
      const text = readFileSync(`/proc/${id}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    } catch {
      return undefined;
    }
  };
  const own = stat(pid);
  if (!own) return 0;
  // Fields after "(comm) ": state ppid … utime(12) stime(13) cutime(14) cstime(15), counted from state = 1.
  let ticks = Number(own[11]) + Number(own[12]) + (children ? Number(own[13]) + Number(own[14]) : 0);
  if (children) {
    for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const fields = stat(entry);
      if (fields && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
    }
  }
  return ticks * TICK_MS;
}

/** CPU (ms) of the API, PostgreSQL and this load generator over a phase, per request of that phase. */
function cpuMeter(apiPid: number, postmasterPid: number) {
  const read = () => ({ api: cpuMs(apiPid), pg: cpuMs(postmasterPid, true), bench: process.cpuUsage() });
  const start = read();
  return (requests: number) => {
    const end = read();
    const benchMs = (end.bench.user + end.bench.system - start.bench.user - start.bench.system) / 1000;
    const per = (value: number) => (value / Math.max(1, requests)).toFixed(2);
    return `CPU per request: API ${per(end.api - start.api)} ms, PostgreSQL ${per(end.pg - start.pg)} ms, load generator ${per(benchMs)} ms`;
  };
}

/** The API as its own process, started as production starts it (Node with tsx's loader, no launcher between). */
async function startApi(env: NodeJS.ProcessEnv, base: string): Promise<ChildProcess> {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/health`)).ok) return child;
    } catch { /* not up yet */ }
    await sleep(100);
  }
  await stopApi(child);
  throw new Error('the API did not start within 60 s');
}

/** SIGTERM (the API drains and closes its pool), then waits for the exit; SIGKILL after 30 s. */
async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

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
  let api: ChildProcess | undefined;
  let database: ReturnType<typeof openDatabase> | undefined;
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const env = {
      NODE_ENV: 'production', DATA_DIR: root, LOG_LEVEL: 'silent', JWT_SECRET, PUBLIC_URL: 'http://127.0.0.1', MAIL_TRANSPORT: 'outbox',
      AUTH_RATE_LIMIT_MAX: '100000000', STATIC_ROOT: path.join(root, 'no-static'), SEED_DEMO_DATA: 'true',
    };
    const config = loadConfig(env);
    database = openDatabase(server.urlFor('bench'), 2);
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
    const customers = Array.from({ length: CONNECTIONS }, (_, i) => `bench-customer-${i + 1}@example.com`);
    await database.pool.query(`
      INSERT INTO users
      SELECT (jsonb_populate_record(NULL::users, to_jsonb(u) || jsonb_build_object('id', gen_random_uuid(), 'email', e))).*
        FROM users u CROSS JOIN unnest($1::text[]) e WHERE u.email = 'customer@pitchside.test'`, [customers]);
    // A history, as a database in service has: every field booked ten hours a day over the last HISTORY_DAYS days
    // (one booking in ten cancelled), then statistics, so the planner sees tables of their real size.
    await database.pool.query(`
      INSERT INTO bookings (booking_number, confirmation_code, company_id, field_id, customer_id, starts_at, ends_at, local_date,
                            start_time, end_time, duration_minutes, status, subtotal, total, currency, full_name, email, phone,
                            cancellation_reason, cancelled_at, created_at, updated_at)
      SELECT 'BK-HIST-' || n, 'H' || lpad(to_hex(n), 7, '0'), f.company_id, f.id, u.id, t, t + interval '1 hour', t::date,
             to_char(t, 'HH24:MI'), to_char(t + interval '1 hour', 'HH24:MI'), 60,
             CASE WHEN n % 10 = 0 THEN 'cancelled' ELSE 'confirmed' END, 4000, 4000, 'USD', 'Past Player', 'past@example.com', '+15550100001',
             CASE WHEN n % 10 = 0 THEN 'Plans changed' END, CASE WHEN n % 10 = 0 THEN t - interval '2 days' END, t - interval '7 days', t - interval '7 days'
        FROM (SELECT f.*, row_number() OVER (ORDER BY f.id) AS i FROM fields f WHERE f.id = ANY($1::uuid[])) f
             CROSS JOIN generate_series(1, ${HISTORY_DAYS}) d CROSS JOIN generate_series(8, 17) h
             CROSS JOIN LATERAL (SELECT date_trunc('day', now()) - d * interval '1 day' + h * interval '1 hour' AS t,
                                        (f.i * 1000 + d) * 100 + h AS n) s
             CROSS JOIN (SELECT id FROM users WHERE email = 'customer@pitchside.test') u`, [fieldIds]);
    await database.pool.query('VACUUM ANALYZE');
    // A server in service writes into WAL segments that its checkpoints recycled; a fresh cluster instead creates and
    // zero-fills a new 16 MB segment every few seconds of this load (about 3 KB of WAL per hold), stalling every
    // commit for tens of milliseconds. 200 MB of WAL (logical messages: no table touched), then a checkpoint, leave
    // 15 recycled segments ahead, more than the longest run writes. Settings stay as they are.
    await database.pool.query(`SELECT pg_logical_emit_message(false, 'bench', repeat('x', 1000000)) FROM generate_series(1, 200)`);
    await database.pool.query('CHECKPOINT');

    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/v1`;
    api = await startApi({ ...process.env, ...env, DATABASE_URL: server.urlFor('bench'), PORT: String(port), HOST: '127.0.0.1' }, base);
    const loadAtStart = load();
    // One customer per client, as 50 people booking at once would be (copies of the demo customer, same password).
    const tokens = await Promise.all(customers.map(async (email) => {
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Customer123!' }),
      });
      if (!login.ok) throw new Error(`login of ${email}: ${login.status}`);
      return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    }));
    // Plain HTTP/1.1 with kept-alive connections: a client as light as autocannon's, so that it takes little of the
    // cores it shares with the API and PostgreSQL (fetch costs several times more per request).
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const post = (headers: Record<string, string>, payload: string) => new Promise<number>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/api/v1/bookings', method: 'POST', agent,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(payload)) } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      });
      request.on('error', reject);
      request.end(payload);
    });
    const headersOf = (client: number) => ({ 'content-type': 'application/json', authorization: `Bearer ${tokens[client % tokens.length]}` });
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
    const healthCpu = cpuMeter(api.pid!, server.pid);
    const health = await autocannon({ url: `${base}/health`, connections: CONNECTIONS, duration: SECONDS });
    const healthCpuLine = healthCpu(health.requests.total);

    // 1. One client at a time.
    const single: number[] = [];
    for (let i = 0; i < SINGLE_CLIENT_REQUESTS + 50; i += 1) {
      const started = performance.now();
      const status = await post({ ...headersOf(0), 'idempotency-key': randomUUID() }, body(next()));
      if (status !== 201) throw new Error(`single client: ${status}`);
      if (i >= 50) single.push(performance.now() - started);
    }
    single.sort((a, b) => a - b);

    // 2. 50 concurrent clients, each request a new slot; one second of it first to warm the connections up.
    let connection = 0;
    const holdDistinct = (seconds: number) => autocannon({
      url: `${base}/bookings`, method: 'POST', connections: CONNECTIONS, duration: seconds,
      requests: [{
        // The context lives as long as the connection: each connection is one customer.
        setupRequest: (request, context: { client?: number }) => {
          context.client ??= connection++;
          return { ...request, headers: { ...headersOf(context.client), 'idempotency-key': randomUUID() }, body: body(next()) };
        },
      }],
    });
    await holdDistinct(1);
    const distinctCpu = cpuMeter(api.pid!, server.pid);
    const distinct = await holdDistinct(SECONDS);
    const distinctCpuLine = distinctCpu(distinct.requests.total);
    const otherStatuses = Object.entries(distinct.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count} × ${code}`).join(', ');

    // 3. 50 concurrent clients on one slot, round after round (the first one warms the clients' connections up).
    const contended: number[] = [];
    const outcomes: { created: number; refused: number; other: number }[] = [];
    let contendedCpu = cpuMeter(api.pid!, server.pid);
    for (let round = 0; round <= ROUNDS; round += 1) {
      if (round === 1) contendedCpu = cpuMeter(api.pid!, server.pid);
      const slot = next();
      const latencies: number[] = [];
      const answers = await Promise.all(Array.from({ length: CONNECTIONS }, async (_, client) => {
        const started = performance.now();
        const status = await post({ ...headersOf(client), 'idempotency-key': randomUUID() }, body(slot));
        latencies.push(performance.now() - started);
        return status;
      }));
      if (round > 0) contended.push(...latencies);
      outcomes.push({ created: answers.filter((s) => s === 201).length, refused: answers.filter((s) => s === 409).length, other: answers.filter((s) => s !== 201 && s !== 409).length });
    }
    contended.sort((a, b) => a - b);
    const contendedCpuLine = contendedCpu(contended.length);
    const { rows: [overlaps] } = await database.pool.query<{ n: string }>(`
      SELECT count(*) AS n FROM bookings a JOIN bookings b ON a.field_id = b.field_id AND a.id < b.id
       WHERE a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed')
         AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`);

    const exactlyOne = outcomes.every((o) => o.created === 1 && o.refused === CONNECTIONS - 1 && o.other === 0);
    const lines = [
      `POST /bookings — production API in its own process, embedded PostgreSQL (fsync on), ${FIELDS} fields in quarter-hour slots, loopback`,
      `load average (1, 5, 15 min): ${loadAtStart} at the start, ${load()} at the end`,
      `GET /health baseline (${CONNECTIONS} connections, ${SECONDS} s): ${health.requests.average.toFixed(0)} req/s, p99 ${health.latency.p99} ms; ${healthCpuLine}`,
      `1. one client, ${SINGLE_CLIENT_REQUESTS} holds: p50 ${ms(percentile(single, 50))}  p95 ${ms(percentile(single, 95))}  p99 ${ms(percentile(single, 99))}  (goal p95 ≤ 15 ms: ${percentile(single, 95) <= 15 ? 'met' : 'NOT met'})`,
      `2. ${CONNECTIONS} clients, distinct slots, ${SECONDS} s (after 1 s of warm-up): ${distinct.requests.average.toFixed(0)} req/s (${(100 * distinct.requests.average / health.requests.average).toFixed(0)} % of /health), ` +
        `p50 ${distinct.latency.p50} ms  p99 ${distinct.latency.p99} ms, 2xx ${distinct['2xx']}, errors ${distinct.errors + distinct.timeouts}, ` +
        `non-2xx ${distinct.non2xx}${otherStatuses ? ` (${otherStatuses})` : ''}` +
        `  (goal p99 ≤ 60 ms with 0 errors: ${distinct.latency.p99 <= 60 && distinct.errors + distinct.timeouts + distinct.non2xx === 0 ? 'met' : 'NOT met'})`,
      `   ${distinctCpuLine}`,
      `3. ${CONNECTIONS} clients on one slot × ${ROUNDS} rounds (after one warm-up round): ` +
        `${exactlyOne ? `exactly one 201 and ${CONNECTIONS - 1} × 409 in every round` : `UNEXPECTED ${JSON.stringify(outcomes)}`}; ` +
        `p50 ${ms(percentile(contended, 50))}  p99 ${ms(percentile(contended, 99))}  (goal p99 ≤ 60 ms: ${percentile(contended, 99) <= 60 ? 'met' : 'NOT met'})`,
      `   ${contendedCpuLine}`,
      `overlapping active bookings in the table: ${overlaps!.n}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!exactlyOne || overlaps!.n !== '0') process.exitCode = 1;
  } finally {
    if (api) await stopApi(api);
    await database?.close();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
