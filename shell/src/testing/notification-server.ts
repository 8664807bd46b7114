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
  ...over,
});

/** Answers the notification calls (and the avatar menu's logout, like the real server) from `server.rows`. */
function answerNotifications(server: NotificationServer): void {
  const { api } = server;
  api.on('GET notifications/user/:userId', () => (server.failList ? fail(500, 'Boom', 'INTERNAL') : ok(server.rows)));
  api.on('GET notifications/user/:userId/unread-count', () => ok({ count: server.countOverride ?? server.rows.filter((n) => !n.isRead).length }));
  api.on('PATCH notifications/:id/read', ({ params }) => {
    server.rows = server.rows.map((n) => (n.id === params.id ? { ...n, isRead: true, readAt: new Date().toISOString() } : n));
    return ok(null);
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
