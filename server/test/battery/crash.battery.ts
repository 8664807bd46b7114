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
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import {
  ApiProcess, BATTERY_SECRET, call, freePort, ledgerProblems, log, prepareDatabase, signIn, sleep, slotSequence, TEST_CARD, type Check, type Flow,
} from './processes.js';

const SECONDS = Math.min(Number(process.env.BATTERY_SECONDS ?? 40), 300);
const CLIENTS = Math.min(Number(process.env.BATTERY_CLIENTS ?? 6), 20);
const { values: args } = parseArgs({ options: { json: { type: 'string' } } });

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'pitchside-crash-'));
  chmodSync(root, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  let api: ApiProcess | undefined;
  const checks: Check[] = [];
  try {
    const { url, fieldId } = await prepareDatabase(server, 'battery', root);
    const env = { ...process.env, DATA_DIR: root, LOG_LEVEL: 'silent', STATIC_ROOT: path.join(root, 'no-static'), JWT_SECRET: BATTERY_SECRET, DATABASE_URL: url, SEED_DEMO_DATA: 'false' };
    api = new ApiProcess('api', env, await freePort());
    await api.start();
    const base = api.base;

    const customer = await signIn(base, 'customer@pitchside.test', 'Customer123!');
    const owner = await signIn(base, 'owner@pitchside.test', 'Owner123!');
    const flows: Flow[] = [];
    const nextSlot = slotSequence();

    let running = true;
    const client = async () => {
      while (running) {
        const flow: Flow = { held: false };
        flows.push(flow);
        const hold = await call(base, 'POST', '/bookings', { token: customer, key: randomUUID(), body: {
          fieldId, ...nextSlot(), duration: 15, fullName: 'Crash Tester', email: 'crash@example.com', phone: '+15550100000',
        } });
        if (hold.status !== 201) throw new Error(`hold answered ${hold.status} ${JSON.stringify(hold.body)}`);
        flow.held = true;
        flow.bookingId = (hold.body.data as { id: string }).id;
        const pay = await call(base, 'POST', `/bookings/${flow.bookingId}/pay`, { token: customer, key: randomUUID(), body: { card: TEST_CARD } });
        if (pay.status !== 200) throw new Error(`pay answered ${pay.status} ${JSON.stringify(pay.body)}`);
        flow.paid = true;
        flow.paymentId = (pay.body.data as { payment: { id: string } }).payment.id;
        if (Math.random() < 0.4) {
          const refund = await call(base, 'POST', `/payments/transactions/${flow.paymentId}/refund`, { token: owner, key: randomUUID(), body: { reason: 'Crash battery' } });
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
        await api!.stop();
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
    await api.stop();
    await api.start();
    await sleep(2_000);

    const finished = flows.filter((f) => f.paid !== undefined || f.held);
    const paidFlows = flows.filter((f) => f.paid);
    const problems = await ledgerProblems(url, fieldId, flows);

    const add = (name: string, bad: unknown[]) => checks.push({ name, ok: bad.length === 0, detail: bad.length ? JSON.stringify(bad.slice(0, 5)) : '0' });
    add('crash battery: no answered hold lost', problems.lostHolds!);
    add('crash battery: no answered payment lost (completed, booking confirmed)', problems.lostPayments!);
    add('crash battery: no duplicated charge', problems.duplicateCharges!);
    add('crash battery: no charge without a paid booking or invoice', problems.chargesWithoutBooking!);
    add('crash battery: no paid booking without a charge', problems.paidWithoutCharge!);
    add('crash battery: nothing left processing after restart', problems.stuck!);
    add('crash battery: no refund beyond the payment', problems.refundsTwice!);
    add('crash battery: no overlapping active bookings', problems.overlaps!);
    log(`${crashes} crashes; ${finished.length} flows (${paidFlows.length} paid, ${flows.filter((f) => f.refunded).length} refunded)`);
    for (const c of checks) log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`);
    if (crashes < 3 || paidFlows.length < 5) {
      checks.push({ name: 'crash battery: enough crashes and flows to mean something', ok: false, detail: `${crashes} crashes, ${paidFlows.length} paid` });
      log('✗ too few crashes or flows for the battery to mean something');
    }
  } finally {
    await api?.stop();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
  if (args.json) writeFileSync(args.json, JSON.stringify({ checks }, null, 2));
  process.exitCode = checks.length > 0 && checks.every((c) => c.ok) ? 0 : 1;
}

await main();
