/**
 * Field search and availability against 10,000 generated fields: the real app on an embedded
 * PostgreSQL, loopback only.
 *
 *   pnpm --dir server bench:fields [--json out.json]     (BENCH_SECONDS=10, BENCH_FIELDS=10000)
 *
 * (a) One client at a time: latency percentiles of a filtered radius search sorted by distance and
 *     of a 14-day availability (≥ 500 requests each). Goals: p95 ≤ 10 ms and ≤ 5 ms.
 * (b) 50 connections (autocannon) on GET /health (one SELECT 1), the search and the availability:
 *     throughput and its ratio to /health (goal ≥ 25 %), latency under load, and where the CPU went
 *     per request (PostgreSQL, the API's event loop, the process's other threads, the rest of the
 *     machine; from /proc, on Linux).
 * Then EXPLAIN (ANALYZE, BUFFERS) of the queries behind both endpoints.
 */
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { ZFieldSearchQuerySchema } from '@pitchside/shared-api/contracts/field';
import { buildApp } from '../src/app.js';
import { openDatabase, type Db } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import { loadConfig } from '../src/plugins/config.js';
import { AvailabilityRepository } from '../src/modules/fields/availability.repository.js';
import { FieldSearchRepository, type SearchQuery } from '../src/modules/fields/field-search.repository.js';
import { generateFields, SEARCH_POINTS } from './fields-data.js';

const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 30);
const FIELDS = Math.max(100, Number(process.env.BENCH_FIELDS ?? 10_000));
const CONNECTIONS = 50;
const SERIAL_REQUESTS = 600;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WARM_UP = 100;
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : undefined;

const today = new Date().toISOString().slice(0, 10);
const TEXTS = ['fotball', 'riversde', 'tenis club', 'harbor', 'parkside pitch', 'lakevew', 'central courts', 'sydny'];
const FILTERS = ['', '&sportType=football&sportType=tennis', '&indoor=false', '&minPrice=2000&maxPrice=8000', '&amenities=parking', '&minCapacity=8'];

/** Search URLs cycling over cities and filters, all with a radius and sort=distance. */
function searchPaths(): string[] {
  return SEARCH_POINTS.map((p, i) => `/api/v1/fields?lat=${p.lat}&lng=${p.lng}&radiusKm=25&sort=distance${FILTERS[i % FILTERS.length]}`);
}

interface Percentiles { requests: number; p50: number; p95: number; p99: number; max: number }
/** CPU time per request in µs, from /proc (Linux): where a load run's work went. */
interface CpuSplit { postgres: number; api: number; apiOther: number; rest: number }
interface LoadResult {
  name: string; rps: number; ratio: number; p50: number; p97_5: number; p99: number; ok: number; errors: number; cpu?: CpuSplit;
}

function get(agent: http.Agent, port: number, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

/** One request at a time over a kept-alive connection; milliseconds per request. */
async function serial(port: number, urls: string[]): Promise<Percentiles> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SERIAL_REQUESTS; i += 1) {
    const started = process.hrtime.bigint();
    const status = await get(agent, port, urls[i % urls.length]!);
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (status !== 200) throw new Error(`${urls[i % urls.length]} answered ${status}`);
    if (i >= WARM_UP) times.push(elapsed);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!);
  return { requests: times.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(times.at(-1)!) };
}

const TICK_US = 10_000; // USER_HZ is 100 on Linux
const readText = (file: string) => { try { return readFileSync(file, 'utf8'); } catch { return ''; } };
/** Fields of /proc/…/stat after the command name (utime is [11], stime [12], ppid [1]). */
const statFields = (text: string) => text.slice(text.lastIndexOf(')') + 2).split(' ');

/**
 * CPU ticks so far of the PostgreSQL server (postmaster and its backends), of this process's main
 * thread (the API's event loop), of its other threads (autocannon's worker, V8's helpers) and of the
 * whole machine.
 */
function cpuTicks(postmaster: number): { postgres: number; api: number; apiOther: number; machine: number } | undefined {
  if (!existsSync('/proc/self/task')) return undefined;
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(readText(`/proc/${entry}/stat`));
    if (Number(entry) === postmaster || Number(fields[1]) === postmaster) postgres += Number(fields[11]) + Number(fields[12]);
  }
  let api = 0;
  let apiOther = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    const fields = statFields(readText(`/proc/self/task/${tid}/stat`));
    if (Number(tid) === process.pid) api += Number(fields[11]) + Number(fields[12]);
    else apiOther += Number(fields[11]) + Number(fields[12]);
  }
  const [, ...times] = readText('/proc/stat').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const machine = times.reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + t), 0); // all but idle and iowait
  return { postgres, api, apiOther, machine };
}

/** 50 connections from a worker thread, so the load generator does not share the server's event loop. */
async function load(name: string, port: number, paths: string[], postmaster: number): Promise<LoadResult> {
  const before = cpuTicks(postmaster);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  const after = cpuTicks(postmaster);
  const perRequest = (ticks: number) => Math.round((ticks * TICK_US) / Math.max(1, result.requests.total));
  const cpu = before && after ? {
    postgres: perRequest(after.postgres - before.postgres),
    api: perRequest(after.api - before.api),
    apiOther: perRequest(after.apiOther - before.apiOther),
    rest: perRequest((after.machine - before.machine) - (after.postgres - before.postgres) - (after.api - before.api) - (after.apiOther - before.apiOther)),
  } : undefined;
  return {
    name, rps: Math.round(result.requests.average), ratio: 1,
    p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99,
    ok: result['2xx'], errors: result.errors + result.timeouts + result.non2xx, ...(cpu ? { cpu } : {}),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Rounds of /health, search, availability back to back; each round's ratios use its own /health, and
 * the medians over rounds are reported (other work on the machine moves absolute figures a lot).
 */
async function loadRounds(port: number, postmaster: number, targets: [name: string, paths: string[]][]): Promise<LoadResult[][]> {
  const rounds: LoadResult[][] = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    const results: LoadResult[] = [];
    for (const [name, paths] of targets) results.push(await load(name, port, paths, postmaster));
    for (const result of results) result.ratio = round(result.rps / results[0]!.rps, 3);
    rounds.push(results);
  }
  return rounds;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

async function explain(db: Db, query: SQL | SearchQuery): Promise<string> {
  const { rows } = 'text' in query
    ? await (db as Db & { $client: pg.Pool }).$client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values)
    : await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function pickField(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT f.id FROM fields f JOIN field_blocks b ON b.field_id = f.id
      WHERE f.publication_state = 'published' AND f.status = 'active' ORDER BY f.created_at LIMIT 1`);
  return rows[0]!.id;
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'pitchside-bench-'));
  chmodSync(root, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  const database = openDatabase(server.urlFor('postgres'), 2);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.pool.query('CREATE DATABASE bench');
    await database.close();
    // The pool the API runs with in production (DEFAULT_POOL_SIZE).
    const bench = openDatabase(server.urlFor('bench'));
    await migrate(bench.pool);
    const started = Date.now();
    await generateFields(bench.pool, FIELDS);
    process.stdout.write(`generated ${FIELDS} fields with schedules, rules, blocks and images in ${Date.now() - started} ms\n`);

    const config = loadConfig({
      NODE_ENV: 'production', DATA_DIR: root, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!', MAIL_TRANSPORT: 'outbox',
      PUBLIC_URL: 'http://127.0.0.1:8080', SEED_DEMO_DATA: 'false', STATIC_ROOT: path.join(root, 'no-static'),
    });
    app = await buildApp({ config, database: bench, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const fieldId = await pickField(bench.pool);
    const availabilityUrl = `/api/v1/fields/${fieldId}/availability?from=${today}&days=14`;
    const searches = searchPaths();

    const singleSearch = await serial(port, searches);
    const singleAvailability = await serial(port, [availabilityUrl]);
    // Not under a goal, measured for the record: the landing list, text search, a date window.
    const others = {
      landing: await serial(port, ['/api/v1/fields', '/api/v1/fields?sort=price_asc&sportType=football', '/api/v1/fields?page=5&sort=name_asc']),
      text: await serial(port, TEXTS.map((text) => `/api/v1/fields?search=${encodeURIComponent(text)}`)),
      date: await serial(port, SEARCH_POINTS.map((p) => `/api/v1/fields?lat=${p.lat}&lng=${p.lng}&radiusKm=25&date=${today}&startTime=18:00&endTime=20:00`)),
    };
    process.stdout.write(`\none client, ${SERIAL_REQUESTS} requests after ${WARM_UP} to warm up (ms)\n`);
    const serialRows: [string, Percentiles, number | undefined][] = [
      ['GET /fields (radius, filters, distance)', singleSearch, 10],
      ['GET /fields/:id/availability (14 days)', singleAvailability, 5],
      ['GET /fields (no location: newest, price, page 5)', others.landing, undefined],
      ['GET /fields?search= (typos, by relevance)', others.text, undefined],
      ['GET /fields (radius + date and time window)', others.date, undefined],
    ];
    for (const [name, p, goal] of serialRows) {
      const verdict = goal === undefined ? '' : `goal p95 ≤ ${goal}: ${p.p95 <= goal ? 'met' : 'MISSED'}`;
      process.stdout.write(`  ${name.padEnd(50)} p50 ${String(p.p50).padStart(6)}  p95 ${String(p.p95).padStart(6)}  p99 ${String(p.p99).padStart(6)}  max ${String(p.max).padStart(7)}  ${verdict}\n`);
    }

    process.stdout.write(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds (autocannon in a worker thread); medians\n`);
    const rounds = await loadRounds(port, server.pid, [
      ['GET /health (SELECT 1)', ['/api/v1/health']],
      ['GET /fields (radius, filters, distance)', searches],
      ['GET /fields/:id/availability (14 days)', [availabilityUrl]],
    ]);
    const loaded = rounds[0]!.map((first, i) => {
      const of = (pick: (r: LoadResult) => number) => median(rounds.map((results) => pick(results[i]!)));
      const cpuOf = (pick: (c: CpuSplit) => number) => of((r) => (r.cpu ? pick(r.cpu) : 0));
      return {
        name: first.name, rps: of((r) => r.rps), ratio: of((r) => r.ratio), p50: of((r) => r.p50), p97_5: of((r) => r.p97_5),
        p99: of((r) => r.p99), ok: rounds.reduce((n, results) => n + results[i]!.ok, 0), errors: rounds.reduce((n, results) => n + results[i]!.errors, 0),
        ...(first.cpu ? { cpu: { postgres: cpuOf((c) => c.postgres), api: cpuOf((c) => c.api), apiOther: cpuOf((c) => c.apiOther), rest: cpuOf((c) => c.rest) } } : {}),
      };
    });
    for (const r of loaded) {
      const perRound = rounds.map((results) => `${Math.round(results.find((x) => x.name === r.name)!.ratio * 100)}`).join('/');
      process.stdout.write(`  ${r.name.padEnd(50)} ${String(r.rps).padStart(6)} req/s  ${String(Math.round(r.ratio * 100)).padStart(4)} % of /health (rounds ${perRound})  `
        + `p50 ${r.p50} ms  p97.5 ${r.p97_5} ms  p99 ${r.p99} ms  2xx ${r.ok}  errors/non-2xx ${r.errors}\n`);
    }
    if (loaded[0]!.cpu) {
      process.stdout.write('  CPU per request (µs, medians): PostgreSQL / API event loop / other threads of the process (load generator, GC) / rest of the machine\n');
      for (const r of loaded) process.stdout.write(`    ${r.name.padEnd(48)} ${r.cpu!.postgres} / ${r.cpu!.api} / ${r.cpu!.apiOther} / ${r.cpu!.rest}\n`);
    }

    const repository = new FieldSearchRepository(bench.db);
    const [point] = SEARCH_POINTS;
    const filters = ZFieldSearchQuerySchema.parse({ lat: String(point!.lat), lng: String(point!.lng), radiusKm: '25', sort: 'distance', sportType: ['football', 'tennis'] });
    const searchPlan = await explain(bench.db, repository.queries(filters, { byRelevance: false, now: new Date() }).page);
    const textFilters = ZFieldSearchQuerySchema.parse({ search: 'fotball' });
    const textPlan = await explain(bench.db, repository.queries(textFilters, { byRelevance: true, now: new Date() }).page);
    const listFilters = ZFieldSearchQuerySchema.parse({ amenities: ['parking', 'lighting'], minPrice: '3000', maxPrice: '6000', sort: 'price_asc' });
    const listQueries = repository.queries(listFilters, { byRelevance: false, now: new Date() });
    const listPlan = `${await explain(bench.db, listQueries.page)}\n-- and its count --\n${await explain(bench.db, listQueries.count())}`;
    const byNameFilters = ZFieldSearchQuerySchema.parse({ sort: 'name_asc', page: '5' });
    const byNamePlan = await explain(bench.db, repository.queries(byNameFilters, { byRelevance: false, now: new Date() }).page);
    const availabilityPlan = await explain(bench.db, new AvailabilityRepository(bench.db).snapshotQuery(fieldId, today, 14, new Date()));
    process.stdout.write(`\nEXPLAIN search (radius 25 km, football or tennis, by distance)\n${searchPlan}\n`);
    process.stdout.write(`\nEXPLAIN search (text "fotball", by relevance)\n${textPlan}\n`);
    process.stdout.write(`\nEXPLAIN search (amenities parking + lighting, price 30–60, by price)\n${listPlan}\n`);
    process.stdout.write(`\nEXPLAIN search (page 5 by name)\n${byNamePlan}\n`);
    process.stdout.write(`\nEXPLAIN availability snapshot (one field, 14 days)\n${availabilityPlan}\n`);

    if (jsonOut) {
      writeFileSync(jsonOut, `${JSON.stringify({
        fields: FIELDS, seconds: SECONDS, connections: CONNECTIONS, rounds: ROUNDS, loadRounds: rounds,
        single: { search: singleSearch, availability: singleAvailability, ...others }, load: loaded,
        plans: { search: searchPlan, text: textPlan, list: listPlan, byName: byNamePlan, availability: availabilityPlan },
      }, null, 2)}\n`);
    }
    await app.close();
    app = undefined;
  } finally {
    if (app) await app.close();
    await database.close();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
