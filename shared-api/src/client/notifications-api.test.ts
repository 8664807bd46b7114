import type { Notification } from '../contracts/notification.js';
import { notificationCountApi } from './notification-count-api.js';
import { notificationsApi } from './notifications-api.js';
import { createAppStore, type AppStore } from './store.js';
import { startTestServer, type TestServer } from './testing/test-server.js';

const note = (id: string, isRead = false): Notification => ({
  id,
  type: 'booking',
  title: `Title ${id}`,
  message: `Message ${id}`,
  isRead,
  readAt: isRead ? '2026-01-01T00:00:00.000Z' : null,
  createdAt: '2026-01-01T00:00:00.000Z',
  archivedAt: null,
});

let server: TestServer;
let rows: Notification[] = [];
let countOverride: number | null = null;
let failing = new Set<string>();
const queries: Record<string, unknown>[] = [];
const ok = (data: unknown) => ({ success: true, data });
const delay = () => new Promise((r) => setTimeout(r, 80));

beforeAll(async () => {
  server = await startTestServer((app) => {
    app.get<{ Params: { userId: string }; Querystring: Record<string, string> }>('/notifications/user/:userId', async (req) => {
      queries.push(req.query);
      if (req.params.userId === 'bad') return ok([{ id: 1 }]);
      const kept = rows.filter((n) => !!n.archivedAt === (req.query.archived === 'true'));
      return ok(req.query.unreadOnly === 'true' ? kept.filter((n) => !n.isRead) : kept);
    });
    app.patch<{ Params: { id: string; action: string } }>('/notifications/:id/:action', async (req, reply) => {
      await delay();
      if (failing.has(req.params.id)) return reply.code(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND' });
      const change: Partial<Notification> = {
        unread: { isRead: false, readAt: null },
        archive: { archivedAt: new Date().toISOString() },
        unarchive: { archivedAt: null },
      }[req.params.action] ?? {};
      rows = rows.map((n) => (n.id === req.params.id ? { ...n, ...change } : n));
      return ok(rows.find((n) => n.id === req.params.id));
    });
    app.post('/notifications/stream-ticket', async () => ok({ ticket: 'u1.1.sig', expiresAt: '2026-01-01T00:01:00.000Z' }));
    app.get('/notifications/user/:userId/unread-count', async () => ok({ count: countOverride ?? rows.filter((n) => !n.isRead && !n.archivedAt).length }));
    app.patch<{ Params: { id: string } }>('/notifications/:id/read', async (req, reply) => {
      await delay();
      if (failing.has(req.params.id)) return reply.code(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND' });
      rows = rows.map((n) => (n.id === req.params.id ? { ...n, isRead: true, readAt: new Date().toISOString() } : n));
      return ok(null);
    });
    app.patch('/notifications/user/:userId/mark-all-read', async () => {
      await delay();
      const changed = rows.filter((n) => !n.isRead).length;
      rows = rows.map((n) => ({ ...n, isRead: true, readAt: n.readAt ?? new Date().toISOString() }));
      return ok({ count: changed });
    });
    app.delete<{ Params: { id: string } }>('/notifications/:id', async (req) => {
      await delay();
      rows = rows.filter((n) => n.id !== req.params.id);
      return ok(null);
    });
    app.delete('/notifications/user/:userId/clear-all', async () => {
      await delay();
      const removed = rows.length;
      rows = [];
      return ok({ count: removed });
    });
  });
});
afterAll(() => server.close());

let store: AppStore;
const list = () => notificationsApi.endpoints.getNotifications.select({ userId: 'u1' })(store.getState()).data;
const count = () => notificationCountApi.endpoints.getUnreadNotificationCount.select('u1')(store.getState()).data;

beforeEach(async () => {
  rows = [note('n1'), note('n2'), note('n3', true)];
  countOverride = null;
  failing = new Set();
  queries.length = 0;
  store = createAppStore({ apiBaseUrl: server.baseUrl, retrySleep: async () => undefined });
  await store.dispatch(notificationsApi.endpoints.getNotifications.initiate({ userId: 'u1' }));
  await store.dispatch(notificationCountApi.endpoints.getUnreadNotificationCount.initiate('u1'));
});

describe('notifications api (docs/product/api.md)', () => {
  it('lists with limit 50 and reads the unread count from the envelope', () => {
    expect(queries[0]).toEqual({ limit: '50', offset: '0' });
    expect(list()?.map((n) => n.id)).toEqual(['n1', 'n2', 'n3']);
    expect(count()).toBe(2);
  });

  it('turns an answer that breaks the contract into an ApiError', async () => {
    const result = await store.dispatch(notificationsApi.endpoints.getNotifications.initiate({ userId: 'bad' }));
    expect(result.error).toMatchObject({ code: 'REQUEST_ERROR', message: 'An unexpected error occurred' });
  });

  it('marks one read at once and lowers the count, then confirms with the server', async () => {
    const pending = store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate({ id: 'n1', userId: 'u1' }));
    expect(list()?.find((n) => n.id === 'n1')).toMatchObject({ isRead: true, readAt: expect.any(String) });
    expect(count()).toBe(1);
    await pending;
    await vi.waitFor(() => expect(rows.find((n) => n.id === 'n1')?.isRead).toBe(true));
    expect(count()).toBe(1);
  });

  it('never lowers the count below 0', async () => {
    countOverride = 0;
    await store.dispatch(notificationCountApi.endpoints.getUnreadNotificationCount.initiate('u1', { forceRefetch: true }));
    const pending = store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate({ id: 'n2', userId: 'u1' }));
    expect(count()).toBe(0);
    await pending;
  });

  it('does not lower the count for a notification already read', async () => {
    const pending = store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate({ id: 'n3', userId: 'u1' }));
    expect(count()).toBe(2);
    await pending;
  });

  it('rolls back when marking read fails', async () => {
    failing.add('n2');
    const pending = store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate({ id: 'n2', userId: 'u1' }));
    expect(count()).toBe(1);
    const result = await pending;
    expect(result.error).toMatchObject({ status: 404, message: 'Not found' });
    expect(list()?.find((n) => n.id === 'n2')?.isRead).toBe(false);
    expect(count()).toBe(2);
  });

  it('mark-all sets every notification read and the count to 0', async () => {
    const pending = store.dispatch(notificationsApi.endpoints.markAllNotificationsRead.initiate('u1'));
    expect(list()?.every((n) => n.isRead)).toBe(true);
    expect(count()).toBe(0);
    expect((await pending).data).toEqual({ count: 2 });
  });

  it('delete removes one and lowers the count when it was unread', async () => {
    const pending = store.dispatch(notificationsApi.endpoints.deleteNotification.initiate({ id: 'n1', userId: 'u1' }));
    expect(list()?.map((n) => n.id)).toEqual(['n2', 'n3']);
    expect(count()).toBe(1);
    await pending;
    await vi.waitFor(() => expect(list()?.map((n) => n.id)).toEqual(['n2', 'n3']));
  });

  it('clear-all empties the list', async () => {
    const pending = store.dispatch(notificationsApi.endpoints.clearAllNotifications.initiate('u1'));
    expect(list()).toEqual([]);
    expect(count()).toBe(0);
    expect((await pending).data).toEqual({ count: 3 });
  });

  it('marks one unread again at once and raises the count; rolls back when refused', async () => {
    const pending = store.dispatch(notificationsApi.endpoints.markNotificationUnread.initiate({ id: 'n3', userId: 'u1' }));
    expect(list()?.find((n) => n.id === 'n3')).toMatchObject({ isRead: false, readAt: null });
    expect(count()).toBe(3);
    await pending;
    await vi.waitFor(() => expect(rows.find((n) => n.id === 'n3')?.isRead).toBe(false));

    await vi.waitFor(() => expect(count()).toBe(3));

    await store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate({ id: 'n2', userId: 'u1' }));
    await vi.waitFor(() => expect(count()).toBe(2));
    failing.add('n2');
    const refused = store.dispatch(notificationsApi.endpoints.markNotificationUnread.initiate({ id: 'n2', userId: 'u1' }));
    expect(count()).toBe(3);
    expect((await refused).error).toMatchObject({ status: 404 });
    expect(list()?.find((n) => n.id === 'n2')?.isRead).toBe(true);
    expect(count()).toBe(2);
  });

  it('archives: out of the list and of the count at once, then into the archived list', async () => {
    const archived = () => notificationsApi.endpoints.getNotifications.select({ userId: 'u1', archived: true })(store.getState()).data;
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate({ userId: 'u1', archived: true }));
    expect(queries.at(-1)).toEqual({ limit: '50', offset: '0', archived: 'true' });
    expect(archived()).toEqual([]);
    const pending = store.dispatch(notificationsApi.endpoints.archiveNotification.initiate({ id: 'n1', userId: 'u1' }));
    expect(list()?.map((n) => n.id)).toEqual(['n2', 'n3']);
    expect(count()).toBe(1);
    await pending;
    await vi.waitFor(() => expect(archived()?.map((n) => n.id)).toEqual(['n1']));

    const back = store.dispatch(notificationsApi.endpoints.unarchiveNotification.initiate({ id: 'n1', userId: 'u1' }));
    expect(archived()).toEqual([]);
    expect(count()).toBe(2);
    await back;
    await vi.waitFor(() => expect(list()?.map((n) => n.id)).toEqual(['n1', 'n2', 'n3']));
  });

  it('puts an archived notification back when archiving fails', async () => {
    failing.add('n2');
    const result = await store.dispatch(notificationsApi.endpoints.archiveNotification.initiate({ id: 'n2', userId: 'u1' }));
    expect(result.error).toMatchObject({ status: 404 });
    expect(list()?.map((n) => n.id)).toEqual(['n1', 'n2', 'n3']);
    expect(count()).toBe(2);
  });

  it('asks for the type filter and a stream ticket', async () => {
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate({ userId: 'u1', type: 'payment', unreadOnly: true }));
    expect(queries.at(-1)).toEqual({ limit: '50', offset: '0', unreadOnly: 'true', type: 'payment' });
    const ticket = await store.dispatch(notificationsApi.endpoints.createNotificationStreamTicket.initiate());
    expect(ticket.data).toEqual({ ticket: 'u1.1.sig', expiresAt: '2026-01-01T00:01:00.000Z' });
  });
});
