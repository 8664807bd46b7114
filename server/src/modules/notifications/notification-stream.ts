/**
 * The live stream of a user's notifications (docs/adr/0033-notifications-in-real-time.md): Server-Sent Events
 * fed by PostgreSQL. The notifications table announces every change on a channel (migration 0025); this
 * instance listens on one connection of its own and tells the streams it holds, so a notification written
 * by any instance, job or plain SQL reaches every open tab.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type pg from 'pg';
import { NOTIFICATION_ERROR_CODES, NOTIFICATION_MESSAGES } from '@pitchside/shared-api/contracts/notification-constants';
import { NOTIFICATION_STREAM_EVENTS, NOTIFICATION_STREAMS_PER_USER } from '@pitchside/shared-api/contracts/notification-stream';
import { DomainError } from '../../lib/errors.js';
import type { NotificationRepository, SequencedNotification } from './notification.repository.js';

/** At most this many notifications are replayed on resume (the latest ones); the list shows the rest. */
export const REPLAY_LIMIT = 100;
/** Ids a stream remembers having sent, so that a replay and the live feed never send one twice. */
const REMEMBERED_IDS = 500;
/** A client this far behind is dropped; it reconnects and resumes from its last event. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;

export interface NotificationStreamOptions {
  pool: pg.Pool;
  repo: NotificationRepository;
  log: FastifyBaseLogger;
  /** A comment line this often keeps proxies and the browser from closing an idle stream. */
  heartbeatMs: number;
  /** A stream ends after this long: the browser comes back with a new ticket, so a revoked session stops. */
  lifetimeMs: number;
}

interface Announcement { userId: string; kind: 'insert' | 'update' | 'delete'; id?: string }

/** The trigger's payload (migration 0025), or null for anything else on the channel. */
function parse(payload: string | undefined): Announcement | null {
  try {
    const { userId, kind, id } = (JSON.parse(payload ?? '') ?? {}) as Record<string, unknown>;
    if (typeof userId !== 'string' || (kind !== 'insert' && kind !== 'update' && kind !== 'delete')) return null;
    return { userId, kind, ...(typeof id === 'string' ? { id } : {}) };
  } catch {
    return null;
  }
}

/** One open stream: writes events, never the same notification twice, the count only when it changed. */
class EventStream {
  private readonly sent = new Set<string>();
  private lastCount: number | null = null;
  private ended = false;
  /** The highest event id this stream has covered: where it resumes if the announcements were interrupted. */
  lastSeq = 0;

  constructor(readonly userId: string, private readonly res: ServerResponse) {}

  notification({ seq, notification }: SequencedNotification): void {
    this.lastSeq = Math.max(this.lastSeq, seq);
    if (this.sent.has(notification.id)) return;
    this.sent.add(notification.id);
    if (this.sent.size > REMEMBERED_IDS) this.sent.delete(this.sent.values().next().value as string);
    this.write(`id: ${seq}\nevent: ${NOTIFICATION_STREAM_EVENTS.notification}\ndata: ${JSON.stringify(notification)}\n\n`);
  }

  count(count: number): void {
    if (count === this.lastCount) return;
    this.lastCount = count;
    this.write(`event: ${NOTIFICATION_STREAM_EVENTS.unreadCount}\ndata: ${JSON.stringify({ count })}\n\n`);
  }

  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.res.end();
  }

  private write(frame: string): void {
    if (this.ended || this.res.destroyed) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) return this.end();
    this.res.write(frame);
  }
}

/** The streams this API instance holds, and its one listening connection. */
export class NotificationStreams {
  private readonly byUser = new Map<string, Set<EventStream>>();
  /** Per user, the work in progress: events go out in the order the announcements came. */
  private readonly queues = new Map<string, Promise<void>>();
  private listener: Promise<pg.PoolClient> | null = null;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelay = RECONNECT_MIN_MS;
  private heartbeat: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(private readonly options: NotificationStreamOptions) {}

  /**
   * Answers the request with the user's stream: after `after` (an event id), the notifications written
   * since, then the unread count, then every change as it happens. Refuses (before answering) a user who
   * already has the most streams open here.
   */
  async open(userId: string, after: number | undefined, reply: FastifyReply): Promise<void> {
    this.assertRoom(userId);
    await this.listening();
    this.assertRoom(userId);

    reply.hijack();
    const res = reply.raw;
    // The headers the request's hooks set (security, CORS), then the stream's own.
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // Never stored, never compressed or buffered on the way (nginx reads X-Accel-Buffering).
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      // The connection ends with the stream, so that closing the server never waits for an idle socket.
      connection: 'close',
    });
    res.socket?.setNoDelay(true);
    res.write('retry: 5000\n\n');

    const stream = new EventStream(userId, res);
    const streams = this.byUser.get(userId) ?? new Set<EventStream>();
    streams.add(stream);
    this.byUser.set(userId, streams);
    this.startHeartbeat();
    const lifetime = setTimeout(() => stream.end(), this.options.lifetimeMs);
    lifetime.unref();
    const gone = () => {
      clearTimeout(lifetime);
      stream.end();
      this.forget(stream);
    };
    res.on('close', gone);
    // The browser may have left while the stream was being set up: its 'close' has been and gone.
    if (res.destroyed || !res.socket || res.socket.destroyed) gone();

    this.enqueue(userId, async () => {
      if (after === undefined) stream.lastSeq = await this.options.repo.lastSeqOf(userId);
      else {
        stream.lastSeq = after;
        for (const row of await this.options.repo.writtenAfter(userId, after, REPLAY_LIMIT)) stream.notification(row);
      }
      stream.count(await this.options.repo.unreadCount(userId));
    });
  }

  /** Ends every stream (the server is closing): browsers fall back to polling and come back later. */
  closeStreams(): void {
    this.closing = true;
    for (const streams of this.byUser.values()) for (const stream of streams) stream.end();
  }

  /** Gives the listening connection back (closed, not reused) once the streams are gone. */
  async stop(): Promise<void> {
    this.closeStreams();
    clearTimeout(this.reconnectTimer);
    clearInterval(this.heartbeat);
    const listener = this.listener;
    this.listener = null;
    const client = await listener?.catch(() => null);
    client?.release(true);
  }

  private assertRoom(userId: string): void {
    if (this.closing) throw new DomainError('unavailable', 'SERVICE_UNAVAILABLE', 'The server is restarting. Please try again.');
    if ((this.byUser.get(userId)?.size ?? 0) >= NOTIFICATION_STREAMS_PER_USER) {
      throw new DomainError('rate_limited', NOTIFICATION_ERROR_CODES.tooManyStreams, NOTIFICATION_MESSAGES.tooManyStreams, {
        headers: { 'retry-after': '60' },
      });
    }
  }

  private forget(stream: EventStream): void {
    const streams = this.byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.byUser.delete(stream.userId);
    if (this.byUser.size === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const streams of this.byUser.values()) for (const stream of streams) stream.heartbeat();
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private enqueue(userId: string, work: () => Promise<void>): void {
    const next = (this.queues.get(userId) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => this.options.log.warn({ err: error, userId }, 'notification stream update failed'));
    this.queues.set(userId, next);
    void next.then(() => {
      if (this.queues.get(userId) === next) this.queues.delete(userId);
    });
  }

  /** A change to `userId`'s notifications: the new one to the streams open at that moment, and the count. */
  private announced(payload: string | undefined): void {
    const change = parse(payload);
    const targets = change && this.byUser.get(change.userId);
    if (!change || !targets) return;
    const streams = [...targets];
    this.enqueue(change.userId, async () => {
      if (change.kind === 'insert' && change.id) {
        const row = await this.options.repo.findLive(change.userId, change.id);
        if (row) for (const stream of streams) stream.notification(row);
      }
      const count = await this.options.repo.unreadCount(change.userId);
      for (const stream of streams) stream.count(count);
    });
  }

  /** After the connection was lost: what each stream missed meanwhile, then the count. */
  private resync(): void {
    for (const [userId, targets] of this.byUser) {
      const streams = [...targets];
      this.enqueue(userId, async () => {
        for (const stream of streams) {
          for (const row of await this.options.repo.writtenAfter(userId, stream.lastSeq, REPLAY_LIMIT)) stream.notification(row);
        }
        const count = await this.options.repo.unreadCount(userId);
        for (const stream of streams) stream.count(count);
      });
    }
  }

  private listening(): Promise<pg.PoolClient> {
    this.listener ??= this.connect().catch((error: unknown) => {
      this.listener = null;
      throw error;
    });
    return this.listener;
  }

  private async connect(): Promise<pg.PoolClient> {
    const client = await this.options.pool.connect();
    client.on('notification', (message) => this.announced(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await this.options.repo.listen(client);
    } catch (error) {
      client.release(true);
      throw error;
    }
    return client;
  }

  private lost(client: pg.PoolClient, error?: Error): void {
    const current = this.listener;
    if (!current || this.closing) return;
    void current.then((listening) => {
      if (listening !== client || this.listener !== current) return;
      this.listener = null;
      this.options.log.warn({ err: error }, 'notification announcements interrupted; listening again');
      try {
        client.release(true);
      } catch {
        // Already given back by the pool after the connection ended.
      }
      this.reconnect();
    }, () => undefined);
  }

  private reconnect(): void {
    if (this.closing || this.byUser.size === 0 || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.listening().then(() => {
        this.reconnectDelay = RECONNECT_MIN_MS;
        this.resync();
      }, (error: unknown) => {
        this.options.log.warn({ err: error }, 'listening for notifications failed; trying again');
        this.reconnectDelay = Math.min(RECONNECT_MAX_MS, this.reconnectDelay * 2);
        this.reconnect();
      });
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
  }
}
