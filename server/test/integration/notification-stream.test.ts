/**
 * The live notification stream on real PostgreSQL and a real port: two API instances on one database,
 * notifications written by plain SQL and by the API, read with Node's fetch as a browser's EventSource would.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@pitchside/shared-api/contracts/notification';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { ManualClock, systemClock } from '../../src/lib/clock.js';
import { NotificationStreamTickets } from '../../src/modules/notifications/stream-ticket.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, register, type Session } from '../helpers/http.js';

const ENV = { NOTIFICATION_HEARTBEAT_SECONDS: '0.2' };
/** The promise: a notification reaches an open stream within 2 s of its row being written. */
const DELIVERY_MS = 2000;

let first: TestApp;
let second: TestApp;
let secondDatabase: DatabaseHandle;
let admin: Session;
const origin = (t: TestApp) => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  first = await createTestApp({ env: ENV });
  // Another API instance: its own pool on the same database, as a second server process would have.
  secondDatabase = openDatabase(first.database.pool.options.connectionString!, 4);
  second = await createTestApp({ env: ENV, database: secondDatabase });
  await Promise.all([first.app.listen({ port: 0, host: '127.0.0.1' }), second.app.listen({ port: 0, host: '127.0.0.1' })]);
  admin = await login(first.app, DEMO.admin);
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
});

interface SseEvent { event: string; id: string | null; data: string }

/** An open stream read as a browser would: events and comments in order, each awaited with a time limit. */
class StreamReader {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  ended = false;
  private wake: () => void = () => undefined;

  private constructor(readonly response: Response, private readonly controller: AbortController) {
    void this.pump();
  }

  static async open(t: TestApp, query: string, headers: Record<string, string> = {}): Promise<StreamReader> {
    const controller = new AbortController();
    const response = await fetch(`${origin(t)}/api/v1/notifications/stream?${query}`, { headers, signal: controller.signal });
    return new StreamReader(response, controller);
  }

  private async pump(): Promise<void> {
    const reader = this.response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.frame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        this.wake();
      }
    } catch {
      // Aborted by the test.
    }
    this.ended = true;
    this.wake();
  }

  private frame(text: string): void {
    const event: SseEvent = { event: 'message', id: null, data: '' };
    let isEvent = false;
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('event: ')) [event.event, isEvent] = [line.slice(7), true];
      else if (line.startsWith('id: ')) event.id = line.slice(4);
      else if (line.startsWith('data: ')) [event.data, isEvent] = [line.slice(6), true];
    }
    if (isEvent) this.events.push(event);
  }

  /** Resolves once `ready()` holds, rejects after `ms`. */
  async until<T>(ready: () => T | undefined | false, ms = DELIVERY_MS, what = 'event'): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = ready();
      if (value) return value;
      const left = deadline - Date.now();
      if (left <= 0 || this.ended) throw new Error(`no ${what} within ${ms} ms (got ${JSON.stringify(this.events)})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => { clearTimeout(timer); resolve(); };
      });
    }
  }

  notifications(): (Notification & { eventId: string })[] {
    return this.events.filter((e) => e.event === 'notification').map((e) => ({ ...(JSON.parse(e.data) as Notification), eventId: e.id ?? '' }));
  }

  counts(): number[] {
    return this.events.filter((e) => e.event === 'unread-count').map((e) => (JSON.parse(e.data) as { count: number }).count);
  }

  lastCount(): number | undefined {
    return this.counts().at(-1);
  }

  /** The notification titled `title`, once it arrived. */
  notification(title: string, ms?: number) {
    return this.until(() => this.notifications().find((n) => n.title === title), ms, `notification "${title}"`);
  }

  /** Waits for an `unread-count` event of `count` after the ones already seen. */
  count(count: number, from = 0) {
    return this.until(() => this.counts().slice(from).includes(count), DELIVERY_MS, `unread count ${count}`);
  }

  close(): void {
    this.controller.abort();
  }
}

const streams: StreamReader[] = [];
async function ticketFor(t: TestApp, s: Session): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/notifications/stream-ticket', headers: bearer(s) });
  expect(response.statusCode, response.body).toBe(200);
  const { ticket, expiresAt } = json<{ data: { ticket: string; expiresAt: string } }>(response).data;
  expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(50_000);
  expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
  return ticket;
}
/** An open stream of `s` on instance `t`, once its first unread count arrived. */
async function streamOf(t: TestApp, s: Session, { lastEventId, header }: { lastEventId?: string; header?: string } = {}) {
  const query = new URLSearchParams({ ticket: await ticketFor(t, s), ...(lastEventId ? { lastEventId } : {}) });
  const stream = await StreamReader.open(t, query.toString(), header ? { 'last-event-id': header } : {});
  streams.push(stream);
  expect(stream.response.status).toBe(200);
  await stream.until(() => stream.counts().length > 0, DELIVERY_MS, 'first unread count');
  return stream;
}
afterAll(() => { for (const s of streams) s.close(); });

async function insertBySql(userId: string, title: string): Promise<void> {
  await first.database.pool.query(
    "INSERT INTO notifications (user_id, type, title, message) VALUES ($1, 'info', $2, 'Written by plain SQL')", [userId, title]);
}
const call = (t: TestApp, s: Session, method: 'PATCH' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/v1/notifications${url}`, headers: bearer(s) });

describe('the live notification stream', () => {
  it('delivers a notification written by plain SQL within 2 s, with the new unread count', async () => {
    const s = await register(first.app);
    const stream = await streamOf(first, s);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    const before = stream.lastCount()!;

    const written = Date.now();
    await insertBySql(s.userId, 'Pitch 3 reopened');
    const received = await stream.notification('Pitch 3 reopened');
    expect(Date.now() - written).toBeLessThan(DELIVERY_MS);
    expect(received).toMatchObject({ type: 'info', message: 'Written by plain SQL', isRead: false, readAt: null, archivedAt: null });
    expect(received.eventId).toMatch(/^\d+$/);
    await stream.count(before + 1);
  });

  it('delivers across instances: written through one API instance, streamed by the other', async () => {
    const s = await register(first.app);
    const onSecond = await streamOf(second, s);
    const onFirst = await streamOf(first, s);
    const created = await first.app.inject({
      method: 'POST', url: '/api/v1/notifications', headers: bearer(admin),
      payload: { userId: s.userId, type: 'booking', title: 'Booking confirmed', message: 'See you on Saturday' },
    });
    expect(created.statusCode).toBe(201);
    const id = json<{ data: Notification }>(created).data.id;
    expect((await onSecond.notification('Booking confirmed')).id).toBe(id);
    expect((await onFirst.notification('Booking confirmed')).id).toBe(id);

    // And the other way round: the test route of the second instance, to the first instance's stream.
    await second.app.inject({
      method: 'POST', url: '/api/v1/notifications/test', headers: bearer(s), payload: { userId: s.userId, title: 'A test', message: 'Hello' },
    });
    await onFirst.notification('A test');
    await onSecond.notification('A test');
  });

  it('resumes after Last-Event-ID: what was written meanwhile, in order, once, then live again', async () => {
    const s = await register(first.app);
    const stream = await streamOf(first, s);
    await insertBySql(s.userId, 'seen');
    const seen = await stream.notification('seen');
    stream.close();

    for (const title of ['missed 1', 'missed 2', 'missed 3']) await insertBySql(s.userId, title);
    const resumed = await streamOf(second, s, { header: seen.eventId });
    await resumed.notification('missed 3');
    await insertBySql(s.userId, 'live');
    await resumed.notification('live');
    expect(resumed.notifications().map((n) => n.title)).toEqual(['missed 1', 'missed 2', 'missed 3', 'live']);
    const ids = resumed.notifications().map((n) => Number(n.eventId));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(ids[0]).toBeGreaterThan(Number(seen.eventId));

    // The `lastEventId` query parameter does the same (reconnecting code that builds its own URL).
    const again = await streamOf(first, s, { lastEventId: resumed.notifications()[1]!.eventId });
    await again.notification('live');
    expect(again.notifications().map((n) => n.title)).toEqual(['missed 3', 'live']);
    // A stream opened without an id starts from now.
    const fresh = await streamOf(first, s);
    expect(fresh.notifications()).toEqual([]);
  });

  it('sends the unread count when a read, unread, archive, unarchive, delete, mark-all or clear-all changes it', async () => {
    const s = await register(first.app);
    const stream = await streamOf(second, s);
    const base = stream.lastCount()!;
    await insertBySql(s.userId, 'x');
    await insertBySql(s.userId, 'y');
    const x = await stream.notification('x');
    const y = await stream.notification('y');
    await stream.count(base + 2);
    const steps: [string, 'PATCH' | 'DELETE', string, number][] = [
      ['read', 'PATCH', `/${x.id}/read`, base + 1],
      ['unread', 'PATCH', `/${x.id}/unread`, base + 2],
      ['archive', 'PATCH', `/${x.id}/archive`, base + 1],
      ['unarchive', 'PATCH', `/${x.id}/unarchive`, base + 2],
      ['delete', 'DELETE', `/${y.id}`, base + 1],
      ['mark all read', 'PATCH', `/user/${s.userId}/mark-all-read`, 0],
    ];
    for (const [, method, url, expected] of steps) {
      const seen = stream.counts().length;
      expect((await call(first, s, method, url)).statusCode).toBe(200);
      await stream.count(expected, seen);
    }
    // Counted before the insert: its count may arrive before the insert's own call returns.
    const beforeInsert = stream.counts().length;
    await insertBySql(s.userId, 'z');
    await stream.count(1, beforeInsert);
    const seen = stream.counts().length;
    expect((await call(first, s, 'DELETE', `/user/${s.userId}/clear-all`)).statusCode).toBe(200);
    await stream.count(0, seen);
    // Each change sent one count, never a repeat of the same number.
    const counts = stream.counts();
    expect(counts.every((c, i) => i === 0 || c !== counts[i - 1])).toBe(true);
  });

  it('sends a heartbeat comment on an idle stream', async () => {
    const s = await register(first.app);
    const stream = await streamOf(first, s);
    await stream.until(() => stream.comments.includes('heartbeat'), DELIVERY_MS, 'heartbeat');
  });

  it('refuses expired, forged and missing tickets with a 401 (400) envelope', async () => {
    const s = await register(first.app);
    const good = await ticketFor(first, s);
    const [user, expiry, signature] = good.split('.');
    const other = await register(first.app);
    const past = new ManualClock(new Date(Date.now() - 61_000));
    const tickets = [
      new NotificationStreamTickets(first.config.jwtSecret, past).create(s.userId).ticket, // expired a second ago
      `${user}.${Number(expiry) + 3_600_000}.${signature}`, // expiry pushed back
      `${other.userId}.${expiry}.${signature}`, // another user's id
      new NotificationStreamTickets('another-secret-0123456789-abcdefghijklmnop', systemClock).create(s.userId).ticket, // not ours
      s.accessToken, // the access token is not a ticket
      'nonsense',
    ];
    for (const ticket of tickets) {
      const response = await fetch(`${origin(first)}/api/v1/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
      expect(response.status, ticket).toBe(401);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ success: false, code: 'INVALID_STREAM_TICKET' });
    }
    expect((await fetch(`${origin(first)}/api/v1/notifications/stream`)).status).toBe(400);
    expect((await fetch(`${origin(first)}/api/v1/notifications/stream?ticket=${good}`, { headers: { 'last-event-id': 'abc' } })).status).toBe(400);
    expect((await first.app.inject({ method: 'POST', url: '/api/v1/notifications/stream-ticket' })).statusCode).toBe(401);
  });

  it("never delivers another user's notifications", async () => {
    const alice = await register(first.app);
    const bob = await register(first.app);
    const aliceStream = await streamOf(first, alice);
    const bobStream = await streamOf(second, bob);
    await insertBySql(bob.userId, "Bob's secret");
    await bobStream.notification("Bob's secret");
    await insertBySql(alice.userId, "Alice's own");
    await aliceStream.notification("Alice's own");
    expect(aliceStream.notifications().map((n) => n.title)).toEqual(["Alice's own"]);
    expect(JSON.stringify(aliceStream.events)).not.toContain('Bob');
    // Resuming from the very beginning replays only one's own notifications too.
    const replay = await streamOf(first, alice, { lastEventId: '0' });
    expect(replay.notifications().length).toBeGreaterThan(0);
    expect(JSON.stringify(replay.events)).not.toContain('Bob');
  });

  it('holds at most five streams per user on an instance', async () => {
    const s = await register(first.app);
    const open = await Promise.all(Array.from({ length: 5 }, () => streamOf(first, s)));
    const sixth = await fetch(`${origin(first)}/api/v1/notifications/stream?ticket=${await ticketFor(first, s)}`);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ code: 'TOO_MANY_STREAMS' });
    open[0]!.close();
    const deadline = Date.now() + DELIVERY_MS;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      const again = await StreamReader.open(first, `ticket=${await ticketFor(first, s)}`);
      streams.push(again);
      status = again.response.status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(200);
  });

  it('keeps delivering after its listening connection was cut', async () => {
    const s = await register(first.app);
    const stream = await streamOf(first, s);
    const { rowCount } = await first.database.pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN notifications' AND pid <> pg_backend_pid()");
    expect(rowCount).toBeGreaterThan(0);
    await insertBySql(s.userId, 'after the cut');
    await stream.notification('after the cut', 5000);
  });

  it('ends its streams when the server closes, and closes quickly', async () => {
    const database = openDatabase(first.database.pool.options.connectionString!, 2);
    const third = await createTestApp({ env: ENV, database });
    await third.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await register(third.app);
    const stream = await streamOf(third, s);
    const started = Date.now();
    await third.close();
    await database.close();
    // An open stream never holds the close up (without ending them, it waits for the browsers to leave).
    expect(Date.now() - started).toBeLessThan(3000);
    await stream.until(() => stream.ended, 1000, 'end of stream');
  });
});
