/**
 * Start-up time of the API, from spawn to the first 200 of GET /api/v1/health, two ways:
 *   tsx   `tsx src/main.ts`: the TypeScript sources compiled as they load (development, and production until the build);
 *   node  `node --enable-source-maps dist/main.js`: the production build (build.mjs, built first by this script).
 * Both start in production mode against one embedded PostgreSQL, started and migrated once beforehand, so each start
 * finds its migrations applied as a restarted instance does. The two ways alternate (tsx, node, then node, tsx, …)
 * after one warm-up start each (not counted), so that the noise of this shared 2-core machine falls on both; the
 * medians and their ratio are reported, never a single run. Beside the wall time, the CPU time (user + system) the
 * API's processes used until that answer, which the machine's other work disturbs less.
 *
 *   pnpm --dir server bench:startup [--json out.json]     (BENCH_RUNS=10 starts each way by default)
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import { SERVER_ROOT } from '../src/lib/paths.js';

const RUNS = Math.max(1, Math.min(Number(process.env.BENCH_RUNS ?? 10), 50));
const { values: args } = parseArgs({ options: { json: { type: 'string' } } });
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

interface Way { name: 'tsx' | 'node'; args: string[] }
const WAYS: Way[] = [
  { name: 'tsx', args: [TSX_CLI, 'src/main.ts'] },
  { name: 'node', args: ['--enable-source-maps', 'dist/main.js'] },
];

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** CPU milliseconds (user + system) used so far by the live processes of a process group, from /proc (Linux; 0 elsewhere). */
function groupCpuMs(group: number): number {
  const TICK_MS = 10; // USER_HZ is 100 on Linux
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state ppid pgrp … utime (14th) stime (15th).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch { /* gone meanwhile */ }
  }
  return ticks * TICK_MS;
}

interface Start { wallMs: number; cpuMs: number }

/** From spawn to the first 200 of /api/v1/health: wall and CPU time; the API is stopped (SIGTERM, drained) before returning. */
async function startOnce(way: Way, env: NodeJS.ProcessEnv): Promise<Start> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/v1/health`;
  const started = performance.now();
  // Its own process group: tsx's launcher runs the server in a child, and a failure must leave neither behind.
  const child = spawn(process.execPath, way.args, { cwd: SERVER_ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${way.name}: the API exited with code ${child.exitCode} before answering`);
      if (performance.now() - started > 60_000) throw new Error(`${way.name}: no 200 from ${url} within 60 s`);
      const status = await fetch(url).then((response) => response.status, () => 0);
      if (status === 200) return { wallMs: performance.now() - started, cpuMs: child.pid ? groupCpuMs(child.pid) : 0 };
      await sleep(5);
    }
  } finally {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      const force = setTimeout(() => { if (child.pid) process.kill(-child.pid, 'SIGKILL'); }, 30_000);
      await exited;
      clearTimeout(force);
    }
  }
}

async function main(): Promise<void> {
  const built = performance.now();
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_ROOT, stdio: 'inherit' });
  const buildMs = performance.now() - built;

  const root = mkdtempSync(path.join(tmpdir(), 'pitchside-startup-'));
  chmodSync(root, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE startup');
    await admin.end();
    const database = openDatabase(server.urlFor('startup'), 2);
    await migrate(database.pool);
    await database.close();

    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH, TZ: 'UTC', NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn',
      DATABASE_URL: server.urlFor('startup'), JWT_SECRET: 'startup-bench-secret-startup-bench-secret', PUBLIC_URL: 'http://127.0.0.1',
      MAIL_TRANSPORT: 'outbox', DATA_DIR: path.join(root, 'data'), STATIC_ROOT: path.join(root, 'no-static'), SEED_DEMO_DATA: 'false',
    };
    log(`warm-up: one start each (not counted); then ${RUNS} starts each way, alternating; load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    for (const way of WAYS) await startOnce(way, env);
    const starts: Record<Way['name'], Start[]> = { tsx: [], node: [] };
    for (let round = 0; round < RUNS; round += 1) {
      for (const way of round % 2 === 0 ? WAYS : [...WAYS].reverse()) {
        const start = await startOnce(way, env);
        starts[way.name].push(start);
        log(`  ${String(round + 1).padStart(2)} ${way.name.padEnd(4)} ${start.wallMs.toFixed(0).padStart(6)} ms, CPU ${String(start.cpuMs).padStart(5)} ms`);
      }
    }
    const figures = (values: number[]) => ({
      median: Math.round(median(values)), min: Math.round(Math.min(...values)), max: Math.round(Math.max(...values)), runs: values.map(Math.round),
    });
    const summary = Object.fromEntries(WAYS.map(({ name }) => [name, {
      wallMs: figures(starts[name].map((s) => s.wallMs)), cpuMs: figures(starts[name].map((s) => s.cpuMs)),
    }])) as Record<Way['name'], { wallMs: ReturnType<typeof figures>; cpuMs: ReturnType<typeof figures> }>;
    const ratio = { wall: summary.tsx.wallMs.median / summary.node.wallMs.median, cpu: summary.tsx.cpuMs.median / (summary.node.cpuMs.median || Number.NaN) };
    const line = (label: string, f: ReturnType<typeof figures>) => `${label}${String(f.median).padStart(6)} ms (${f.min}–${f.max})`;
    log('');
    log(`spawn → first 200 of /api/v1/health, ${RUNS} starts each way (median, min–max):`);
    log(`  tsx src/main.ts                         ${line('wall', summary.tsx.wallMs)}  ${line('CPU', summary.tsx.cpuMs)}`);
    log(`  node --enable-source-maps dist/main.js  ${line('wall', summary.node.wallMs)}  ${line('CPU', summary.node.cpuMs)}`);
    log(`  ratio of the medians (tsx / node): wall ${ratio.wall.toFixed(2)}, CPU ${ratio.cpu.toFixed(2)}; `
      + `build ${Math.round(buildMs)} ms; load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    if (args.json) {
      const round2 = (n: number) => Number(n.toFixed(2));
      writeFileSync(args.json, `${JSON.stringify({ runs: RUNS, buildMs: Math.round(buildMs), ratio: { wall: round2(ratio.wall), cpu: round2(ratio.cpu) }, ...summary }, null, 2)}\n`);
    }
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
