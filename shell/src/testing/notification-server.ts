/**
 * The notification calls the shell makes, answered by the shared fake API from an in-memory list, and
 * a store pointed at it: tests exercise the real api, base query and cache over real HTTP.
 */
import { fail, ok, startFakeApi, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import type { AppStore } from '@pitchside/shared-api/client/store';
import type { Notification } from '@pitchside/shared-api/contracts/notification';

export interface NotificationServer {
  api: FakeApi;
  /** The server's notifications; tests set and read it. */
  rows: Notification[];
  /** Method and path of every request received: `PATCH /notifications/n1/read`. */
  readonly calls: string[];
  /** Answer the list call with a 500 while true. */
  failList: boolean;
  /** Unread count answered instead of the real one (null: computed). */
  countOverride: number | null;
  /** A store whose api talks to this server (retries without waiting). */
  createStore: () => AppStore;
  reset: (rows?: Notification[]) => void;
  close: () => Promise<void>;
}

export const notification = (id: string, over: Partial<Notification> = {}): Notification => ({
  id,
  type: 'booking',
  title: `Title ${id}`,
  message: `Message ${id}`,
  isRead: false,
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  archivedAt: null,
  ...over,
});

/** Answers the notification calls (and the avatar menu's logout, like the real server) from `server.rows`. */
function answerNotifications(server: NotificationServer): void {
  const { api } = server;
  // As the server filters: archived ones only with archived=true, then unreadOnly and type.
  api.on('GET notifications/user/:userId', ({ query }) => {
    if (server.failList) return fail(500, 'Boom', 'INTERNAL');
    return ok(server.rows.filter((n) => (n.archivedAt !== null) === (query.get('archived') === 'true')
      && (query.get('unreadOnly') !== 'true' || !n.isRead)
      && (!query.get('type') || n.type === query.get('type'))));
  });
  api.on('GET notifications/user/:userId/unread-count', () => ok({
    count: server.countOverride ?? server.rows.filter((n) => !n.isRead && n.archivedAt === null).length,
  }));
  const change = (id: string, values: Partial<Notification>) => {
    server.rows = server.rows.map((n) => (n.id === id ? { ...n, ...values } : n));
    return ok(server.rows.find((n) => n.id === id) ?? null);
  };
  api.on('PATCH notifications/:id/read', ({ params }) => change(params.id!, { isRead: true, readAt: new Date().toISOString() }));
  api.on('PATCH notifications/:id/unread', ({ params }) => change(params.id!, { isRead: false, readAt: null }));
  api.on('PATCH notifications/:id/archive', ({ params }) => change(params.id!, { archivedAt: new Date().toISOString() }));
  api.on('PATCH notifications/:id/unarchive', ({ params }) => change(params.id!, { archivedAt: null }));
  let tickets = 0;
  api.on('POST notifications/stream-ticket', () => {
    tickets += 1;
    return ok({ ticket: `ticket-${tickets}`, expiresAt: new Date(Date.now() + 60_000).toISOString() });
  });
  api.on('PATCH notifications/user/:userId/mark-all-read', () => {
    const count = server.rows.filter((n) => !n.isRead).length;
    server.rows = server.rows.map((n) => ({ ...n, isRead: true, readAt: n.readAt ?? new Date().toISOString() }));
    return ok({ count });
  });
  api.on('DELETE notifications/:id', ({ params }) => {
    server.rows = server.rows.filter((n) => n.id !== params.id);
    return ok(null);
  });
  api.on('POST auth/logout', ok(null, 'Logged out successfully'));
  api.on('DELETE notifications/user/:userId/clear-all', () => {
    const count = server.rows.length;
    server.rows = [];
    return ok({ count });
  });
}

export async function startNotificationServer(): Promise<NotificationServer> {
  const api = await startFakeApi();
  const server: NotificationServer = {
    api,
    rows: [],
    get calls() {
      return api.history().map((route) => route.replace(' ', ' /'));
    },
    failList: false,
    countOverride: null,
    createStore: api.createStore,
    reset: (rows = []) => {
      api.reset();
      answerNotifications(server);
      server.rows = rows;
      server.failList = false;
      server.countOverride = null;
    },
    close: api.close,
  };
  answerNotifications(server);
  return server;
}

type Listener = (event: MessageEvent<string>) => void;

/**
 * The browser's EventSource, played by the test (jsdom has none): it records the URLs opened, and the test
 * opens, feeds and breaks each stream. Install it with `installFakeEventSource()`.
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  /** The last stream opened. */
  static get latest(): FakeEventSource | undefined {
    return FakeEventSource.opened.at(-1);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** The server answered: the stream is open. */
  open(): void {
    this.onopen?.(new Event('open'));
  }

  /** The server sent an event. */
  send(type: string, data: unknown, lastEventId = ''): void {
    if (this.closed) return;
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  /** The connection failed or was cut. */
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

/** Puts the fake EventSource in place; the returned function takes it away again. */
export function installFakeEventSource(): () => void {
  FakeEventSource.opened = [];
  const global = globalThis as { EventSource?: unknown };
  global.EventSource = FakeEventSource;
  return () => {
    delete global.EventSource;
  };
}
