/**
 * Crash battery: the API process is killed with SIGKILL at random moments while customers hold slots, pay
 * and managers refund, every client retrying with its Idempotency-Keys until it gets an answer. After the
 * last restart (whose upkeep settles what the crashes left in flight) the books must balance:
 *   - 0 lost: every answered hold exists; every answered payment is completed on a confirmed booking;
 *   - 0 duplicated: at most one successful charge per booking and one refund per refund request;
 *   - 0 paid-without-booking: every successful charge belongs to a completed payment of a live or refunded
 *     booking, and nothing is left `processing`;
 *   - no two active bookings overlap.
 *
 *   pnpm --dir server battery:crash [--json out.json]     (BATTERY_SECONDS=40, BATTERY_CLIENTS=6)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { migrate } from '../../src/db/migrate.js';
import { systemClock } from '../../src/lib/clock.js';
import { loadConfig } from '../../src/plugins/config.js';
import { seed } from '../../src/seed/seed.js';

const SECONDS = Math.min(Number(process.env.BATTERY_SECONDS ?? 40), 300);
const CLIENTS = Math.min(Number(process.env.BATTERY_CLIENTS ?? 6), 20);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({ options: { json: { type: 'string' } } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => process.stdout.write(`${line}\n`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    }).on('error', reject);
  });
}

/** The API as a separate process, killed and restarted at will. */
class Api {
  private child: ChildProcess | undefined;
  constructor(private readonly env: NodeJS.ProcessEnv, readonly base: string) {}

  async start(): Promise<void> {
    // Node itself with tsx's loader: SIGKILL must reach the server, not a launcher that would leave it running.
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env: this.env, stdio: process.env.BATTERY_DEBUG ? 'inherit' : 'ignore' });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.base}/health`)).ok) return;
      } catch { /* not up yet */ }
      await sleep(100);
    }
    throw new Error('the API did not start within 60 s');
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

interface Outcome { status: number; body: { data?: unknown; code?: string } }

/** One request, retried with the same body and key until the API answers something other than a 5xx. */
async function call(base: string, method: string, url: string, token: string, body?: object, key?: string): Promise<Outcome> {
  for (;;) {
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      const parsed = (await response.json().catch(() => ({}))) as Outcome['body'];
      // 409 IDEMPOTENCY_KEY_IN_USE: the first attempt is still being settled; ask again.
      if (response.status < 500 && parsed.code !== 'IDEMPOTENCY_KEY_IN_USE') return { status: response.status, body: parsed };
    } catch { /* connection refused or reset: the API is down */ }
    await sleep(150);
  }
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  for (;;) {
    try {
      const response = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
      if (response.ok) return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
    } catch { /* down */ }
    await sleep(150);
  }
}

interface Flow { bookingId?: string; paid?: boolean; paymentId?: string; refunded?: boolean; held: boolean }

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'pitchside-crash-'));
  chmodSync(root, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  let api: Api | undefined;
  const checks: { name: string; ok: boolean; detail: string }[] = [];
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE battery');
    await admin.end();
    const url = server.urlFor('battery');
    const env = { DATA_DIR: root, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'true', STATIC_ROOT: path.join(root, 'no-static') };
    const database = openDatabase(url, 4);
    await migrate(database.pool);
    await seed(database.db, loadConfig({ ...env, JWT_SECRET: 'crash-battery-secret-crash-battery-secret' }), systemClock);
    // The first demo company (Green Park) has its managers confirm paid bookings: the battery's confirms them
    // at once, so that every answered payment must end on a confirmed booking.
    await database.pool.query('UPDATE companies SET requires_confirmation = false WHERE id = (SELECT id FROM companies ORDER BY created_at LIMIT 1)');
    // A field open all day in quarter-hour slots (UTC), with plenty of free slots for the run.
    const { rows: [field] } = await database.pool.query<{ id: string }>(`
      WITH c AS (SELECT id FROM companies ORDER BY created_at LIMIT 1),
           f AS (INSERT INTO fields (company_id, name, sport_type, surface_type, indoor, capacity, address, city, country, latitude,
                                     longitude, base_price_per_hour, currency, timezone, status, publication_state, published_at)
                 SELECT id, 'Crash pitch', 'football', 'grass', false, 12, '1 Test Street', 'Testville', 'US', 40.7, -74.0, 4000, 'USD',
                        'UTC', 'active', 'published', now() FROM c RETURNING id, company_id)
      INSERT INTO field_schedules (field_id, company_id, day_of_week, open_time, close_time, slot_duration, break_duration, is_active)
      SELECT f.id, f.company_id, d, '00:00', '24:00', 15, 0, true FROM f, generate_series(0, 6) d RETURNING field_id AS id`);
    await database.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/v1`;
    api = new Api({ ...process.env, ...env, JWT_SECRET: 'crash-battery-secret-crash-battery-secret', DATABASE_URL: url, PORT: String(port), SEED_DEMO_DATA: 'false' }, base);
    await api.start();

    const customer = await signIn(base, 'customer@pitchside.test', 'Customer123!');
    const owner = await signIn(base, 'owner@pitchside.test', 'Owner123!');
    const flows: Flow[] = [];
    let slot = 0;
    const nextSlot = () => {
      const n = slot++;
      const day = new Date(Date.now() + (1 + Math.floor(n / 96)) * 86_400_000).toISOString().slice(0, 10);
      const minutes = (n % 96) * 15;
      return { date: day, startTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
    };

    let running = true;
    const client = async () => {
      while (running) {
        const flow: Flow = { held: false };
        flows.push(flow);
        const hold = await call(base, 'POST', '/bookings', customer, {
          fieldId: field!.id, ...nextSlot(), duration: 15, fullName: 'Crash Tester', email: 'crash@example.com', phone: '+15550100000',
        }, randomUUID());
        if (hold.status !== 201) throw new Error(`hold answered ${hold.status} ${JSON.stringify(hold.body)}`);
        flow.held = true;
        flow.bookingId = (hold.body.data as { id: string }).id;
        const pay = await call(base, 'POST', `/bookings/${flow.bookingId}/pay`, customer,
          { card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123', holder: 'Crash Tester' } }, randomUUID());
        if (pay.status !== 200) throw new Error(`pay answered ${pay.status} ${JSON.stringify(pay.body)}`);
        flow.paid = true;
        flow.paymentId = (pay.body.data as { payment: { id: string } }).payment.id;
        if (Math.random() < 0.4) {
          const refund = await call(base, 'POST', `/payments/transactions/${flow.paymentId}/refund`, owner, { reason: 'Crash battery' }, randomUUID());
          if (refund.status !== 200) throw new Error(`refund answered ${refund.status} ${JSON.stringify(refund.body)}`);
          flow.refunded = true;
        }
      }
    };
    let crashes = 0;
    const killer = async () => {
      while (running) {
        await sleep(300 + Math.random() * 1500);
        if (!running) break;
        await api!.kill();
        crashes += 1;
        await api!.start();
      }
    };
    log(`crash battery: ${CLIENTS} clients, ${SECONDS} s, SIGKILL every 0.3–1.8 s`);
    const work = [...Array.from({ length: CLIENTS }, client), killer()];
    await sleep(SECONDS * 1000);
    running = false;
    await Promise.all(work);
    // One more restart: the upkeep at start settles whatever the last crash left in flight.
    await api.kill();
    await api.start();
    await sleep(2_000);

    const check = openDatabase(url, 2);
    const q = async (text: string, values: unknown[] = []) => (await check.pool.query(text, values)).rows;
    const finished = flows.filter((f) => f.paid !== undefined || f.held);
    const paidFlows = flows.filter((f) => f.paid);
    const bookings = await q(`SELECT b.id, b.status, p.id AS payment_id, p.status AS payment_status FROM bookings b
                                LEFT JOIN payments p ON p.booking_id = b.id AND p.status NOT IN ('failed', 'cancelled')
                               WHERE b.field_id = $1`, [field!.id]);
    const byId = new Map(bookings.map((b) => [b.id, b]));
    const lostHolds = flows.filter((f) => f.held && !byId.has(f.bookingId));
    const lostPayments = paidFlows.filter((f) => {
      const b = byId.get(f.bookingId);
      return !b || b.payment_id !== f.paymentId || b.status !== 'confirmed'
        || !(f.refunded ? ['refunded'] : ['completed', 'refunded', 'partial refund']).includes(b.payment_status);
    });
    const duplicateCharges = await q(`
      SELECT p.booking_id, count(*) AS n FROM test_processor_operations o JOIN payments p ON o.idempotency_key = 'charge:' || p.id
       WHERE o.kind = 'charge' AND (o.result->>'ok')::boolean GROUP BY p.booking_id HAVING count(*) > 1`);
    const livePaymentsPerBooking = await q(`
      SELECT booking_id FROM payments WHERE status IN ('completed', 'refunded', 'partial refund', 'processing') GROUP BY booking_id HAVING count(*) > 1`);
    // A successful charge is a paid booking's, or a company's plan on a paid invoice (the demo companies' plans).
    const chargesWithoutBooking = await q(`
      SELECT o.idempotency_key FROM test_processor_operations o
        LEFT JOIN payments p ON o.idempotency_key = 'charge:' || p.id
        LEFT JOIN bookings b ON b.id = p.booking_id
        LEFT JOIN subscription_invoices i ON i.idempotency_key = o.idempotency_key AND i.status = 'paid'
       WHERE o.kind = 'charge' AND (o.result->>'ok')::boolean AND i.id IS NULL
         AND (p.id IS NULL OR p.status NOT IN ('completed', 'refunded', 'partial refund')
              -- live: confirmed, or paid and awaiting a manager's confirmation (the demo bookings have some)
              OR NOT (b.status = 'confirmed' OR (b.status = 'pending' AND b.hold_expires_at IS NULL) OR p.status = 'refunded'))`);
    const paidWithoutCharge = await q(`
      SELECT p.id FROM payments p LEFT JOIN test_processor_operations o ON o.idempotency_key = 'charge:' || p.id AND (o.result->>'ok')::boolean
       WHERE p.method <> 'cash' AND p.status IN ('completed', 'refunded', 'partial refund') AND o.idempotency_key IS NULL`);
    const stuck = await q(`SELECT id FROM payments WHERE status = 'processing' UNION ALL SELECT id FROM refunds WHERE status = 'processing'`);
    const refundsTwice = await q(`
      SELECT p.id FROM payments p WHERE p.refunded_amount > p.amount
      UNION ALL SELECT r.payment_id FROM refunds r WHERE r.status = 'completed' GROUP BY r.payment_id HAVING sum(r.amount) > (SELECT amount FROM payments WHERE id = r.payment_id)`);
    const overlaps = await q(`
      SELECT a.id FROM bookings a JOIN bookings b ON a.field_id = b.field_id AND a.id < b.id
       WHERE a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed') AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`);
    await check.close();

    const add = (name: string, bad: unknown[]) => checks.push({ name, ok: bad.length === 0, detail: bad.length ? JSON.stringify(bad.slice(0, 5)) : '0' });
    add('crash battery: no answered hold lost', lostHolds);
    add('crash battery: no answered payment lost (completed, booking confirmed)', lostPayments);
    add('crash battery: no duplicated charge', [...duplicateCharges, ...livePaymentsPerBooking]);
    add('crash battery: no charge without a paid booking or invoice', chargesWithoutBooking);
    add('crash battery: no paid booking without a charge', paidWithoutCharge);
    add('crash battery: nothing left processing after restart', stuck);
    add('crash battery: no refund beyond the payment', refundsTwice);
    add('crash battery: no overlapping active bookings', overlaps);
    log(`${crashes} crashes; ${finished.length} flows (${paidFlows.length} paid, ${flows.filter((f) => f.refunded).length} refunded)`);
    for (const c of checks) log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`);
    if (crashes < 3 || paidFlows.length < 5) {
      checks.push({ name: 'crash battery: enough crashes and flows to mean something', ok: false, detail: `${crashes} crashes, ${paidFlows.length} paid` });
      log('✗ too few crashes or flows for the battery to mean something');
    }
  } finally {
    await api?.kill();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
  if (args.json) writeFileSync(args.json, JSON.stringify({ checks }, null, 2));
  process.exitCode = checks.length > 0 && checks.every((c) => c.ok) ? 0 : 1;
}

await main();
