/**
 * Booking e-mails under a burst of payments, end to end: the production API (its own process, or several on one
 * PostgreSQL), a real embedded PostgreSQL and an SMTP sink in this process. Customers hold a slot and pay it with
 * the test card through the HTTP API, `--count` bookings spread evenly over `--seconds`; the sink records when each
 * message arrives and matches it to its booking by recipient (every booking has its own contact address) and by
 * attachment: the confirmation carries `<calendar>-<booking number>.ics`, the receipt `receipt-<booking number>.pdf`.
 *
 * A payment's moment is when its request was sent, so a latency includes the payment request itself.
 * Goal: every confirmation and receipt within 15 s of its payment at p95, none missing, none twice.
 *
 *   pnpm --dir server bench:mail [--instances 2] [--seconds 60] [--count 50] [--smtp-delay-ms 0] [--json out.json]
 *
 * `--smtp-delay-ms` makes the sink take that long to accept each message (a distant relay); `--drain-seconds` is how
 * long after the last payment the e-mails are waited for before the missing ones are counted. The API's JOB_*
 * settings can be given through the environment (e.g. `JOB_CONCURRENCY=1`) to compare.
 */
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { BOOKING_NOTICE_QUEUE } from '../src/modules/notifications/booking-notices.js';
import { ApiProcess, prepareBatteryData, sleep } from '../test/battery/processes.js';
import { startSink, type Arrival } from './smtp-sink.js';

const GOAL_P95_MS = 15_000;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret!';
const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123', holder: 'Bench Player' };
/** After the last expected e-mail, how long the sink keeps listening for a second copy of any of them. */
const DUPLICATE_WATCH_MS = 5_000;

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '60' },
    count: { type: 'string', default: '50' },
    'smtp-delay-ms': { type: 'string', default: '0' },
    'drain-seconds': { type: 'string', default: '240' },
    json: { type: 'string' },
  },
});
const numberArg = (name: keyof typeof args, min: number, max: number): number => {
  const value = Number(args[name]);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${name} must be a number from ${min} to ${max}`);
  return value;
};
const INSTANCES = numberArg('instances', 1, 4);
const SECONDS = numberArg('seconds', 1, 600);
const COUNT = numberArg('count', 1, 500);
const SMTP_DELAY_MS = numberArg('smtp-delay-ms', 0, 10_000);
const DRAIN_SECONDS = numberArg('drain-seconds', 5, 1800);

const log = (line: string) => process.stdout.write(`${line}\n`);
/** Nearest-rank percentile of ascending values. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type MailKind = 'confirmation' | 'receipt';
const KINDS: MailKind[] = ['confirmation', 'receipt'];

interface Answer { status: number; body: { data?: unknown; message?: string; code?: string } }

async function call(base: string, method: string, url: string, options: { token?: string; body?: object; key?: string } = {}): Promise<Answer> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] };
}

/**
 * The database: migrated and seeded with the demo data; the first demo company confirms paid bookings at once (so
 * each payment sends a confirmation and a receipt), one field open all day in quarter-hour slots (UTC), and `count`
 * customers (copies of the demo customer, same password). Answers the field's id and the customers' addresses.
 */
async function prepare(url: string, dataDir: string, count: number): Promise<{ fieldId: string; customers: string[] }> {
  const fieldId = await prepareBatteryData(url, dataDir);
  const database = openDatabase(url, 2);
  try {
    const customers = Array.from({ length: count }, (_, i) => `bench-customer-${i + 1}@example.com`);
    await database.pool.query(`
      INSERT INTO users
      SELECT (jsonb_populate_record(NULL::users, to_jsonb(u) || jsonb_build_object('id', gen_random_uuid(), 'email', e))).*
        FROM users u CROSS JOIN unnest($1::text[]) e WHERE u.email = 'customer@pitchside.test'`, [customers]);
    return { fieldId, customers };
  } finally {
    await database.close();
  }
}

/** The quarter-hour slot of booking `n`, from tomorrow on. */
function slot(n: number): { date: string; startTime: string } {
  const date = new Date(Date.now() + (1 + Math.floor(n / 96)) * 86_400_000).toISOString().slice(0, 10);
  const minutes = (n % 96) * 15;
  return { date, startTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
}

interface Paid { index: number; bookingId: string; number: string; email: string; sentAt: number; answeredAt: number; instance: string }

interface KindFigures { received: number; missing: number; duplicates: number; p50Ms: number; p95Ms: number; maxMs: number }

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'pitchside-mail-bench-'));
  chmodSync(root, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  const sink = await startSink(SMTP_DELAY_MS);
  const apis: ApiProcess[] = [];
  try {
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const url = postgres.urlFor('bench');
    const { fieldId, customers } = await prepare(url, root, COUNT);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production', DATA_DIR: root, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', JWT_SECRET, DATABASE_URL: url, HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false', STATIC_ROOT: path.join(root, 'no-static'), AUTH_RATE_LIMIT_MAX: '100000000',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Pitchside <no-reply@pitchside.test>',
      PUBLIC_URL: 'http://pitchside.test',
    };
    for (let i = 0; i < INSTANCES; i += 1) apis.push(new ApiProcess(`api-${i + 1}`, env, await freePort()));
    await Promise.all(apis.map((api) => api.start()));
    const settings = ['JOB_POLLING_SECONDS', 'JOB_CONCURRENCY', 'JOB_RETRY_DELAY_SECONDS']
      .map((name) => `${name}=${process.env[name] ?? 'default'}`).join(' ');
    log(`mail throughput: ${COUNT} bookings paid over ${SECONDS} s, ${INSTANCES} instance(s) on one PostgreSQL, SMTP sink delay ${SMTP_DELAY_MS} ms; ${settings}`);
    log(`load average (1, 5, 15 min) at the start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);

    // Sign-ins before the clock starts: one customer per booking, as many people paying within the minute would be.
    const tokens: string[] = [];
    for (const [i, email] of customers.entries()) {
      const answer = await call(apis[i % INSTANCES]!.base, 'POST', '/auth/login', { body: { email, password: 'Customer123!' } });
      if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
      tokens.push((answer.body.data as { accessToken: string }).accessToken);
    }

    const interval = (SECONDS * 1000) / COUNT;
    const started = Date.now();
    const failures: string[] = [];
    const paid: Paid[] = [];
    const book = async (index: number): Promise<void> => {
      await sleep(Math.max(0, started + index * interval - Date.now()));
      const api = apis[index % INSTANCES]!;
      const token = tokens[index]!;
      const email = `bench-booking-${index + 1}@example.com`;
      const hold = await call(api.base, 'POST', '/bookings', {
        token, key: randomUUID(), body: { fieldId, ...slot(index), duration: 15, fullName: 'Bench Player', email, phone: '+15550100000' },
      });
      if (hold.status !== 201) {
        failures.push(`hold ${index + 1}: ${hold.status} ${JSON.stringify(hold.body)}`);
        return;
      }
      const booking = hold.body.data as { id: string; bookingNumber: string };
      const sentAt = Date.now();
      const pay = await call(api.base, 'POST', `/bookings/${booking.id}/pay`, { token, key: randomUUID(), body: { card: TEST_CARD } });
      const answeredAt = Date.now();
      if (pay.status !== 200) {
        failures.push(`pay ${index + 1}: ${pay.status} ${JSON.stringify(pay.body)}`);
        return;
      }
      paid.push({ index, bookingId: booking.id, number: booking.bookingNumber, email, sentAt, answeredAt, instance: api.name });
    };
    await Promise.all(Array.from({ length: COUNT }, (_, i) => book(i)));
    const lastPayment = Date.now();
    const paySeconds = paid.map((p) => p.answeredAt - p.sentAt).sort((a, b) => a - b);

    // Which booking and which e-mail an arrival is, or undefined for anything else.
    const byEmail = new Map(paid.map((p) => [p.email, p]));
    const classify = (arrival: Arrival): { booking: Paid; kind: MailKind } | undefined => {
      const booking = arrival.to.map((to) => byEmail.get(to)).find(Boolean);
      if (!booking) return undefined;
      if (arrival.attachments.includes(`receipt-${booking.number}.pdf`)) return { booking, kind: 'receipt' };
      if (arrival.attachments.some((name) => name.endsWith(`-${booking.number}.ics`))) return { booking, kind: 'confirmation' };
      return undefined;
    };
    const expected = paid.length * KINDS.length;
    const matchedCount = () => new Set(sink.arrivals.map(classify).filter(Boolean).map((m) => `${m!.booking.index}:${m!.kind}`)).size;
    const drainDeadline = lastPayment + DRAIN_SECONDS * 1000;
    while (matchedCount() < expected && Date.now() < drainDeadline) await sleep(100);
    const allIn = Date.now();
    await sleep(DUPLICATE_WATCH_MS);

    const figures = {} as Record<MailKind, KindFigures>;
    const unmatched = sink.arrivals.filter((a) => !classify(a)).length;
    for (const kind of KINDS) {
      const latencies: number[] = [];
      let missing = 0;
      let duplicates = 0;
      for (const booking of paid) {
        const copies = sink.arrivals.filter((a) => {
          const match = classify(a);
          return match?.kind === kind && match.booking === booking;
        });
        if (copies.length === 0) missing += 1;
        else latencies.push(Math.min(...copies.map((c) => c.at)) - booking.sentAt);
        duplicates += Math.max(0, copies.length - 1);
      }
      latencies.sort((a, b) => a - b);
      figures[kind] = {
        received: latencies.length, missing, duplicates,
        p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), maxMs: latencies.at(-1) ?? Number.NaN,
      };
    }

    // What the queue saw: how long the notices waited for a worker, and whether any had to be retried.
    const check = openDatabase(url, 1);
    let queue: { waitP50Ms: number; waitP95Ms: number; retried: number; failed: number; jobs: number };
    try {
      const { rows: [row] } = await check.pool.query<{ p50: number | null; p95: number | null; retried: string; failed: string; jobs: string }>(`
        SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on) * 1000) AS p50,
               percentile_disc(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on) * 1000) AS p95,
               count(*) FILTER (WHERE retry_count > 0) AS retried, count(*) FILTER (WHERE state = 'failed') AS failed, count(*) AS jobs
          FROM pgboss.job WHERE name = $1`, [BOOKING_NOTICE_QUEUE]);
      queue = { waitP50Ms: Number(row?.p50 ?? Number.NaN), waitP95Ms: Number(row?.p95 ?? Number.NaN), retried: Number(row?.retried), failed: Number(row?.failed), jobs: Number(row?.jobs) };
    } finally {
      await check.close();
    }

    const met = failures.length === 0 && paid.length === COUNT
      && KINDS.every((kind) => figures[kind].missing === 0 && figures[kind].duplicates === 0 && figures[kind].p95Ms <= GOAL_P95_MS);
    log(`payments: ${paid.length}/${COUNT} answered 200 over ${seconds(lastPayment - started)}; pay request p50 ${paySeconds.length ? seconds(percentile(paySeconds, 50)) : '-'}, max ${paySeconds.length ? seconds(paySeconds.at(-1)!) : '-'}`);
    for (const failure of failures.slice(0, 5)) log(`  ✗ ${failure}`);
    for (const kind of KINDS) {
      const f = figures[kind];
      log(`payment → ${kind.padEnd(12)} p50 ${seconds(f.p50Ms)}  p95 ${seconds(f.p95Ms)}  max ${seconds(f.maxMs)}  received ${f.received}, missing ${f.missing}, duplicates ${f.duplicates}`);
    }
    log(`booking-notice jobs: ${queue.jobs}; wait for a worker p50 ${seconds(queue.waitP50Ms)} p95 ${seconds(queue.waitP95Ms)}; retried ${queue.retried}, failed ${queue.failed}`);
    log(`SMTP: ${sink.arrivals.length} messages (${unmatched} not matched to a booking) over ${sink.connections()} connection(s); last expected e-mail ${seconds(allIn - lastPayment)} after the last payment`);
    log(`goal (p95 ≤ ${GOAL_P95_MS / 1000} s for both, none missing, none duplicated): ${met ? 'met' : 'NOT met'}`);
    if (args.json) {
      writeFileSync(args.json, `${JSON.stringify({
        options: { instances: INSTANCES, seconds: SECONDS, count: COUNT, smtpDelayMs: SMTP_DELAY_MS, drainSeconds: DRAIN_SECONDS },
        settings: Object.fromEntries(['JOB_POLLING_SECONDS', 'JOB_CONCURRENCY', 'JOB_RETRY_DELAY_SECONDS'].map((name) => [name, process.env[name] ?? null])),
        payments: { answered: paid.length, failures, p50Ms: percentile(paySeconds, 50), maxMs: paySeconds.at(-1) ?? null },
        confirmation: figures.confirmation, receipt: figures.receipt, queue,
        smtp: { messages: sink.arrivals.length, unmatched, connections: sink.connections() },
        goal: { p95Ms: GOAL_P95_MS, met },
      }, null, 2)}\n`);
    }
    process.exitCode = met ? 0 : 1;
  } finally {
    await Promise.all(apis.map((api) => api.stop('SIGTERM'))); // running jobs finish, the pool closes
    await sink.close();
    await postgres.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
