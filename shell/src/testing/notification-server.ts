/**
 * A real HTTP server (loopback, free port) answering the notification calls of spec §7 from an
 * in-memory list, and a store pointed at it: tests exercise the real api, base query and cache.
 */
import { startTestServer, type TestServer } from '@pitchside/shared-api/client/testing/test-server';
import { createAppStore, type AppStore } from '@pitchside/shared-api/client/store';
import type { Notification } from '@pitchside/shared-api/contracts/notification';

export interface NotificationServer {
  server: TestServer;
  /** The server's notifications; tests set and read it. */
  rows: Notification[];
  /** Method and path of every request received. */
  calls: string[];
  /** Answer the list call with a 500 while true. */
  failList: boolean;
  /** Unread count answered instead of the real one (null: computed). */
  countOverride: number | null;
  /** A store whose api talks to this server (retries without waiting). */
  createStore: () => AppStore;
  reset: (rows?: Notification[]) => void;
  close: () => Promise<void>;
}

const ok = (data: unknown) => ({ success: true, data });

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

export async function startNotificationServer(): Promise<NotificationServer> {
  const state = { rows: [] as Notification[], calls: [] as string[], failList: false, countOverride: null as number | null };
  const server = await startTestServer((app) => {
    app.addHook('onRequest', async (request) => {
      state.calls.push(`${request.method} ${request.url.split('?')[0]?.replace('/api/v1', '')}`);
    });
    app.get('/notifications/user/:userId', async (_request, reply) =>
      state.failList ? reply.code(500).send({ success: false, message: 'Boom', code: 'INTERNAL' }) : ok(state.rows),
    );
    app.get('/notifications/user/:userId/unread-count', async () =>
      ok({ count: state.countOverride ?? state.rows.filter((n) => !n.isRead).length }),
    );
    app.patch<{ Params: { id: string } }>('/notifications/:id/read', async (request) => {
      state.rows = state.rows.map((n) => (n.id === request.params.id ? { ...n, isRead: true, readAt: new Date().toISOString() } : n));
      return ok(null);
    });
    app.patch('/notifications/user/:userId/mark-all-read', async () => {
      const count = state.rows.filter((n) => !n.isRead).length;
      state.rows = state.rows.map((n) => ({ ...n, isRead: true, readAt: n.readAt ?? new Date().toISOString() }));
      return ok({ count });
    });
    app.delete<{ Params: { id: string } }>('/notifications/:id', async (request) => {
      state.rows = state.rows.filter((n) => n.id !== request.params.id);
      return ok(null);
    });
    // The avatar menu's logout calls the server first; it answers like the real one.
    app.post('/auth/logout', async () => ({ success: true, data: null, message: 'Logged out successfully' }));
    app.delete('/notifications/user/:userId/clear-all', async () => {
      const count = state.rows.length;
      state.rows = [];
      return ok({ count });
    });
  });

  return Object.assign(state, {
    server,
    createStore: () => createAppStore({ apiBaseUrl: server.baseUrl, retrySleep: async () => undefined }),
    reset: (rows: Notification[] = []) => {
      state.rows = rows;
      state.calls.length = 0;
      state.failList = false;
      state.countOverride = null;
    },
    close: () => server.close(),
  });
}
