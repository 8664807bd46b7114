/**
 * What the batteries share: API instances as separate processes (killed and restarted at will), a database
 * prepared with the demo data and a field open all day, and clients that retry with their Idempotency-Keys.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import { freePort, type RunningPostgres } from '../../src/db/embedded-postgres.js';

export { freePort };
import { migrate } from '../../src/db/migrate.js';
import { systemClock } from '../../src/lib/clock.js';
import { loadConfig } from '../../src/plugins/config.js';
import { seed } from '../../src/seed/seed.js';

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
export const BATTERY_SECRET = 'battery-secret-battery-secret-battery-secret';
export const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123', holder: 'Battery Tester' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const log = (line: string) => process.stdout.write(`${line}\n`);

/** How an instance is run: TypeScript through tsx's loader, or the compiled build (`dist/main.js`). */
export type ApiEntry = 'source' | 'compiled';

/** One API instance as a separate process. */
export class ApiProcess {
  private child: ChildProcess | undefined;
  private output: string[] = [];

  constructor(readonly name: string, private readonly env: NodeJS.ProcessEnv, readonly port: number, private readonly entry: ApiEntry = 'source') {}

  get base(): string {
    return `http://127.0.0.1:${this.port}/api/v1`;
  }

  /** The last lines the process wrote (for a failure's message). */
  get tail(): string {
    return this.output.slice(-20).join('');
  }

  async start(): Promise<void> {
    // Node itself runs the server (no launcher in between): a signal must reach the server, not a wrapper.
    const args = this.entry === 'compiled' ? ['--enable-source-maps', 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
    const child = spawn(process.execPath, args, { cwd: SERVER_DIR, env: { ...this.env, PORT: String(this.port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.output = [];
    const keep = (chunk: Buffer) => {
      if (process.env.BATTERY_DEBUG) process.stdout.write(`[${this.name}] ${chunk.toString()}`);
      this.output.push(chunk.toString());
      if (this.output.length > 200) this.output.splice(0, 100);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`API ${this.name} exited with ${child.exitCode} while starting:\n${this.tail}`);
      try {
        if ((await fetch(`${this.base}/health`)).ok) return;
      } catch { /* not listening yet */ }
      await sleep(100);
    }
    throw new Error(`API ${this.name} did not start within 60 s:\n${this.tail}`);
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends a signal and answers how the process ended (exit code or signal) and how long it took. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null, ms: 0 };
    const started = Date.now();
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, sig) => resolve({ code, signal: sig })));
    child.kill(signal);
    return { ...(await exited), ms: Date.now() - started };
  }
}

export interface Outcome { status: number; body: { data?: unknown; code?: string; message?: string } }

export interface CallOptions { token?: string; body?: object; key?: string; headers?: Record<string, string> }

/**
 * One request, retried with the same body and key until the API answers something other than a 5xx: what a
 * client does when an instance dies under it. Answers the outcome and how many attempts failed first.
 */
export async function call(base: string, method: string, url: string, options: CallOptions = {}): Promise<Outcome & { retries: number }> {
  for (let retries = 0; ; retries += 1) {
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.key ? { 'idempotency-key': options.key } : {}),
          ...options.headers,
        },
        ...(options.body ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      const parsed = (await response.json().catch(() => ({}))) as Outcome['body'];
      // 409 IDEMPOTENCY_KEY_IN_USE: the first attempt is still being settled; ask again.
      if (response.status < 500 && parsed.code !== 'IDEMPOTENCY_KEY_IN_USE') return { status: response.status, body: parsed, retries };
    } catch { /* connection refused or reset: the instance is down */ }
    await sleep(150);
  }
}

export async function signIn(base: string, email: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const outcome = await call(base, 'POST', '/auth/login', { body: { email, password }, headers });
  if (outcome.status !== 200) throw new Error(`sign-in of ${email} answered ${outcome.status} ${JSON.stringify(outcome.body)}`);
  return (outcome.body.data as { accessToken: string }).accessToken;
}

/**
 * A database for a battery on a running PostgreSQL: created, then prepared by `prepareBatteryData`. Answers the
 * database's URL and the field's id.
 */
export async function prepareDatabase(server: RunningPostgres, name: string, dataDir: string): Promise<{ url: string; fieldId: string }> {
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = server.urlFor(name);
  return { url, fieldId: await prepareBatteryData(url, dataDir) };
}

/**
 * Migrated, seeded with the demo accounts, the first demo company confirming paid bookings at once (so every
 * answered payment must end on a confirmed booking, with its confirmation and receipt e-mails), and one field
 * open all day in quarter-hour slots (UTC). Answers the field's id.
 */
export async function prepareBatteryData(url: string, dataDir: string): Promise<string> {
  const database = openDatabase(url, 4);
  try {
    await migrate(database.pool);
    await seed(database.db, loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', JWT_SECRET: BATTERY_SECRET }), systemClock);
    await database.pool.query('UPDATE companies SET requires_confirmation = false WHERE id = (SELECT id FROM companies ORDER BY created_at LIMIT 1)');
    const { rows: [field] } = await database.pool.query<{ id: string }>(`
      WITH c AS (SELECT id FROM companies ORDER BY created_at LIMIT 1),
           f AS (INSERT INTO fields (company_id, name, sport_type, surface_type, indoor, capacity, address, city, country, latitude,
                                     longitude, base_price_per_hour, currency, timezone, status, publication_state, published_at)
                 SELECT id, 'Battery pitch', 'football', 'grass', false, 12, '1 Test Street', 'Testville', 'US', 40.7, -74.0, 4000, 'USD',
                        'UTC', 'active', 'published', now() FROM c RETURNING id, company_id)
      INSERT INTO field_schedules (field_id, company_id, day_of_week, open_time, close_time, slot_duration, break_duration, is_active)
      SELECT f.id, f.company_id, d, '00:00', '24:00', 15, 0, true FROM f, generate_series(0, 6) d RETURNING field_id AS id`);
    return field!.id;
  } finally {
    await database.close();
  }
}

/** Distinct quarter-hour slots from tomorrow on, one per call: no two clients ever ask for the same one. */
export function slotSequence(): () => { date: string; startTime: string } {
  let slot = 0;
  return () => {
    const n = slot++;
    const day = new Date(Date.now() + (1 + Math.floor(n / 96)) * 86_400_000).toISOString().slice(0, 10);
    const minutes = (n % 96) * 15;
    return { date: day, startTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
  };
}

/** The books after a run: what every battery checks once its instances have settled. */
export async function ledgerProblems(url: string, fieldId: string, flows: readonly Flow[]): Promise<Record<string, unknown[]>> {
  const check = openDatabase(url, 2);
  const q = async (text: string, values: unknown[] = []) => (await check.pool.query(text, values)).rows;
  try {
    const bookings = await q(`SELECT b.id, b.status, p.id AS payment_id, p.status AS payment_status FROM bookings b
                                LEFT JOIN payments p ON p.booking_id = b.id AND p.status NOT IN ('failed', 'cancelled')
                               WHERE b.field_id = $1`, [fieldId]);
    const byId = new Map(bookings.map((b) => [b.id, b]));
    return {
      lostHolds: flows.filter((f) => f.held && !byId.has(f.bookingId)),
      lostPayments: flows.filter((f) => f.paid).filter((f) => {
        const b = byId.get(f.bookingId);
        return !b || b.payment_id !== f.paymentId || b.status !== 'confirmed'
          || !(f.refunded ? ['refunded'] : ['completed', 'refunded', 'partial refund']).includes(b.payment_status);
      }),
      duplicateCharges: [
        ...await q(`
          SELECT p.booking_id, count(*) AS n FROM test_processor_operations o JOIN payments p ON o.idempotency_key = 'charge:' || p.id
           WHERE o.kind = 'charge' AND (o.result->>'ok')::boolean GROUP BY p.booking_id HAVING count(*) > 1`),
        ...await q(`
          SELECT booking_id FROM payments WHERE status IN ('completed', 'refunded', 'partial refund', 'processing') GROUP BY booking_id HAVING count(*) > 1`),
      ],
      // A successful charge is a paid booking's, or a company's plan on a paid invoice (the demo companies' plans).
      chargesWithoutBooking: await q(`
        SELECT o.idempotency_key FROM test_processor_operations o
          LEFT JOIN payments p ON o.idempotency_key = 'charge:' || p.id
          LEFT JOIN bookings b ON b.id = p.booking_id
          LEFT JOIN subscription_invoices i ON i.idempotency_key = o.idempotency_key AND i.status = 'paid'
         WHERE o.kind = 'charge' AND (o.result->>'ok')::boolean AND i.id IS NULL
           AND (p.id IS NULL OR p.status NOT IN ('completed', 'refunded', 'partial refund')
                -- live: confirmed, or paid and awaiting a manager's confirmation (the demo bookings have some)
                OR NOT (b.status = 'confirmed' OR (b.status = 'pending' AND b.hold_expires_at IS NULL) OR p.status = 'refunded'))`),
      paidWithoutCharge: await q(`
        SELECT p.id FROM payments p LEFT JOIN test_processor_operations o ON o.idempotency_key = 'charge:' || p.id AND (o.result->>'ok')::boolean
         WHERE p.method <> 'cash' AND p.status IN ('completed', 'refunded', 'partial refund') AND o.idempotency_key IS NULL`),
      stuck: await q(`SELECT id FROM payments WHERE status = 'processing' UNION ALL SELECT id FROM refunds WHERE status = 'processing'`),
      refundsTwice: await q(`
        SELECT p.id FROM payments p WHERE p.refunded_amount > p.amount
        UNION ALL SELECT r.payment_id FROM refunds r WHERE r.status = 'completed' GROUP BY r.payment_id HAVING sum(r.amount) > (SELECT amount FROM payments WHERE id = r.payment_id)`),
      overlaps: await q(`
        SELECT a.id FROM bookings a JOIN bookings b ON a.field_id = b.field_id AND a.id < b.id
         WHERE a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed') AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`),
    };
  } finally {
    await check.close();
  }
}

/** What a client of a battery knows of one booking it made. */
export interface Flow { bookingId?: string; paid?: boolean; paymentId?: string; refunded?: boolean; held: boolean }

export interface Check { name: string; ok: boolean; detail: string }
