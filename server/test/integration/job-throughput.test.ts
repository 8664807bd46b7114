// Booking e-mails under a burst, through a real SMTP relay that takes 300 ms per message: the notices run several
// at a time, a worker goes on to the next job at once, a new job wakes the idle workers without waiting for their
// next poll, and every e-mail is sent once, also with two instances working the same queue. The full measure is
// bench/mail-throughput.bench.ts.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createTestApp, createTestDatabase, type TestApp } from '../helpers/test-app.js';
import { bearer, login, register, type Session } from '../helpers/http.js';
import { dataOf, newCompany } from '../helpers/field-management.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';

/** How long the relay takes to accept each message. */
const RELAY_MS = 300;
/** Longer than any wait below: only a woken worker can be this quick. */
const POLLING_SECONDS = '10';

interface Arrival { at: number; to: string; attachments: string[] }
const arrivals: Arrival[] = [];
let inFlight = 0;
let peakInFlight = 0;
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inFlight += 1;
        peakInFlight = Math.max(peakInFlight, inFlight);
        setTimeout(() => {
          PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
            inFlight -= 1;
            arrivals.push({ at: Date.now(), to: session.envelope.rcptTo[0]!.address, attachments: mail.attachments.map((a) => a.filename ?? '') });
            callback();
          }, callback);
        }, RELAY_MS);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  arrivals.length = 0;
  peakInFlight = 0;
});

/** A worker instance on the database, mailing through the relay. */
const workerInstance = (database: DatabaseHandle) =>
  createTestApp({ database, realMail: true, env: { SMTP_URL: smtpUrl, JOB_POLLING_SECONDS: POLLING_SECONDS } });

interface Scene { company: string; field: string; player: Session }

/** A company confirming paid bookings at once (a receipt and a confirmation per payment), its field and a customer. */
async function scene(t: TestApp): Promise<Scene> {
  const owner = await newCompany(t, `Burst Arena ${Date.now()}`);
  await t.database.db.execute(sql`UPDATE companies SET requires_confirmation = false WHERE id = ${owner.companyId}`);
  const field = await insertField(t.database.db, owner.companyId, { schedules: weeklyHours('08:00', '22:00'), currency: 'EUR' });
  const account = await register(t.app);
  return { company: owner.companyId, field, player: await login(t.app, account) };
}

let keys = 0;
/** A day two days ahead, whatever today is. */
const DAY = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
/** Holds and pays booking `n` (its own contact address `burst-<n>@example.com`); answers its number. */
async function pay(t: TestApp, { field, player }: Scene, n: number): Promise<string> {
  const held = await t.app.inject({
    method: 'POST', url: '/api/v1/bookings', headers: { ...bearer(player), 'idempotency-key': `burst-${process.pid}-${(keys += 1)}` },
    payload: { fieldId: field, date: DAY, startTime: `${String(8 + n).padStart(2, '0')}:00`, duration: 60, fullName: 'Burst Player', email: `burst-${n}@example.com`, phone: '+15550100' },
  });
  expect(held.statusCode, held.body).toBe(201);
  const paid = await t.app.inject({
    method: 'POST', url: `/api/v1/bookings/${dataOf<Booking>(held).id}/pay`, headers: { ...bearer(player), 'idempotency-key': `burst-${process.pid}-${(keys += 1)}` },
    payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Burst Player' } },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return dataOf<{ booking: Booking }>(paid).booking.bookingNumber;
}

/** The e-mails each booking got: how many receipts (`receipt-<number>.pdf`) and confirmations (`…-<number>.ics`). */
function tally(numbers: string[]): { receipts: number; confirmations: number }[] {
  return numbers.map((number, n) => {
    const to = arrivals.filter((a) => a.to === `burst-${n}@example.com`);
    return {
      receipts: to.filter((a) => a.attachments.includes(`receipt-${number}.pdf`)).length,
      confirmations: to.filter((a) => a.attachments.some((name) => name.endsWith(`-${number}.ics`))).length,
    };
  });
}
const once = (numbers: string[]) => numbers.map(() => ({ receipts: 1, confirmations: 1 }));
/** The bookings' e-mails (not the accounts' welcome mails). */
const bookingMails = () => arrivals.filter((a) => a.to.startsWith('burst-'));

describe('booking e-mails under a burst', () => {
  it('a backlog of 20 e-mails is worked off several at a time, each sent once', async () => {
    const BOOKINGS = 10;
    const { database, drop } = await createTestDatabase();
    try {
      // The payments are made while no worker runs, so the whole burst is waiting when one starts.
      const serving = await createTestApp({ database, env: { JOB_WORKERS: 'false' } });
      const numbers: string[] = [];
      try {
        const setting = await scene(serving);
        for (let n = 0; n < BOOKINGS; n += 1) numbers.push(await pay(serving, setting, n));
      } finally {
        await serving.close();
      }
      const worker = await workerInstance(database);
      try {
        await vi.waitFor(() => expect(bookingMails().length).toBeGreaterThanOrEqual(2 * BOOKINGS), { timeout: 10_000, interval: 50 });
        const times = bookingMails().map((a) => a.at);
        // One at a time, the relay alone would put 19 × 300 ms = 5.7 s between the first e-mail and the last (and a
        // worker sleeping out its 10 s poll between jobs far more): the burst must take well under half of that.
        expect(Math.max(...times) - Math.min(...times)).toBeLessThan(BOOKINGS * RELAY_MS);
        expect(peakInFlight).toBeGreaterThanOrEqual(3);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(tally(numbers)).toEqual(once(numbers));
        expect(bookingMails()).toHaveLength(2 * BOOKINGS);
      } finally {
        await worker.close();
      }
    } finally {
      await drop();
    }
  });

  it('two instances on one queue: each payment’s e-mails leave at once, and once', async () => {
    const BOOKINGS = 6;
    const { database, drop } = await createTestDatabase();
    try {
      const first = await workerInstance(database);
      const second = await workerInstance(database);
      try {
        const setting = await scene(first);
        const numbers: string[] = [];
        const paidAt: number[] = [];
        for (let n = 0; n < BOOKINGS; n += 1) {
          paidAt.push(Date.now());
          numbers.push(await pay(n % 2 === 0 ? first : second, setting, n));
        }
        await vi.waitFor(() => expect(bookingMails().length).toBeGreaterThanOrEqual(2 * BOOKINGS), { timeout: 10_000, interval: 50 });
        // Woken by the payment's NOTIFY: far sooner than the workers' 10 s poll.
        const latencies = numbers.map((_, n) => Math.max(...arrivals.filter((a) => a.to === `burst-${n}@example.com`).map((a) => a.at)) - paidAt[n]!);
        expect(Math.max(...latencies)).toBeLessThan(3000);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(tally(numbers)).toEqual(once(numbers));
        expect(bookingMails()).toHaveLength(2 * BOOKINGS);
      } finally {
        await first.close();
        await second.close();
      }
    } finally {
      await drop();
    }
  });
});
