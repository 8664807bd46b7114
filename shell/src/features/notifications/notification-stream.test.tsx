import { act, screen, waitFor, within } from '@testing-library/react';
import { notificationsApi } from '@pitchside/shared-api/client/notifications-api';
import { fail } from '@pitchside/shared-api/client/testing/fake-api';
import type { AppStore } from '@pitchside/shared-api/client/store';
import { renderShell, signIn } from '../../testing/render-shell';
import {
  FakeEventSource, installFakeEventSource, notification, startNotificationServer, type NotificationServer,
} from '../../testing/notification-server';
import { NotificationBell } from './notification-bell';
import { startNotificationStream } from './notification-stream';
import { STREAM_START } from './use-notification-stream';

let api: NotificationServer;
let uninstall: () => void;
beforeAll(async () => {
  api = await startNotificationServer();
});
afterAll(() => api.close());
beforeEach(() => {
  uninstall = installFakeEventSource();
  STREAM_START.afterLoadMs = 0;
});
afterEach(() => {
  uninstall();
  STREAM_START.afterLoadMs = 2000;
});

const stream = async (count = 1) => {
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(count));
  return FakeEventSource.opened[count - 1]!;
};
const query = (source: FakeEventSource) => new URL(source.url).searchParams;
const fresh = (id: string, title: string) => notification(id, { title, createdAt: new Date().toISOString() });

describe('the bell’s live stream', () => {
  it('opens with a ticket, then shows new notifications and counts in the badge and the panel without reloading', async () => {
    api.reset([notification('n1')]);
    const store = api.createStore();
    signIn(store);
    const { user } = renderShell(<NotificationBell />, { store });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const source = await stream();
    expect(new URL(source.url).pathname).toBe('/api/v1/notifications/stream');
    expect(query(source).get('ticket')).toBe('ticket-1');
    expect(query(source).has('lastEventId')).toBe(false);
    expect(api.calls).toContain('POST /notifications/stream-ticket');
    act(() => source.open());

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText('Title n1');
    const listCalls = api.calls.filter((call) => call === 'GET /notifications/user/user-1').length;
    act(() => source.send('notification', fresh('n2', 'Booking confirmed'), '41'));
    const bellNow = screen.getByRole('button', { name: /^Notifications/ });
    await waitFor(() => expect(bellNow).toHaveAccessibleName('Notifications, 2 unread'));
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Booking confirmed');
    expect(items).toHaveLength(2);
    // The stream's count confirms it: nothing is fetched again.
    act(() => source.send('unread-count', { count: 2 }));
    expect(api.calls.filter((call) => call === 'GET /notifications/user/user-1')).toHaveLength(listCalls);

    // A change made elsewhere (another tab read both): the count follows and the list is fetched again.
    api.rows = api.rows.map((n) => ({ ...n, isRead: true }));
    act(() => source.send('unread-count', { count: 0 }));
    await waitFor(() => expect(bellNow).toHaveAccessibleName('Notifications'));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument());
  });

  it('offers mark as unread and archive in the panel', async () => {
    api.reset([notification('n1', { isRead: true }), notification('n2')]);
    const store = api.createStore();
    signIn(store);
    const { user } = renderShell(<NotificationBell />, { store });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const [read] = await within(panel).findAllByRole('listitem');
    await user.click(within(read!).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 2 unread'));
    await user.click(within(read!).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    // Archived, it no longer counts although it is unread.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 1 unread'));
    expect(api.calls).toEqual(expect.arrayContaining(['PATCH /notifications/n1/unread', 'PATCH /notifications/n1/archive']));
  });

  it('opens the stream only once the page has settled, not with the page', async () => {
    api.reset([]);
    STREAM_START.afterLoadMs = 150;
    const store = api.createStore();
    signIn(store);
    const mounted = Date.now();
    renderShell(<NotificationBell />, { store });
    await screen.findByRole('button', { name: 'Notifications' });
    expect(api.calls).not.toContain('POST /notifications/stream-ticket');
    await stream();
    expect(Date.now() - mounted).toBeGreaterThanOrEqual(150);
  });

  it('closes the stream when the user signs out or the bell goes', async () => {
    api.reset([]);
    const store = api.createStore();
    signIn(store);
    const { unmount } = renderShell(<NotificationBell />, { store });
    const source = await stream();
    unmount();
    expect(source.closed).toBe(true);
  });
});

describe('startNotificationStream', () => {
  const timing = { retryMs: 5, maxRetryMs: 20, random: () => 0 };
  let store: AppStore;
  let live: boolean[];
  beforeEach(() => {
    api.reset([notification('n1')]);
    store = api.createStore();
    signIn(store);
    live = [];
  });

  it('after an error, falls back, then reconnects with a fresh ticket and resumes after the last event', async () => {
    const stop = startNotificationStream(store, 'user-1', (value) => live.push(value), timing);
    const first = await stream(1);
    first.open();
    first.send('notification', fresh('n2', 'Pitch closed'), '17');
    first.fail();
    expect(first.closed).toBe(true);
    expect(live).toEqual([true, false]);

    const second = await stream(2);
    expect(query(second).get('ticket')).toBe('ticket-2');
    expect(query(second).get('lastEventId')).toBe('17');
    second.open();
    expect(live).toEqual([true, false, true]);
    stop();
    expect(second.closed).toBe(true);
    expect(live.at(-1)).toBe(false);
  });

  it('waits longer after each failure, and starts over once a stream opened', async () => {
    const stop = startNotificationStream(store, 'user-1', () => undefined, { retryMs: 5, maxRetryMs: 20, random: () => 0 });
    const delays: number[] = [];
    for (let n = 1; n <= 4; n += 1) {
      const source = await stream(n);
      const failedAt = Date.now();
      source.fail();
      await stream(n + 1);
      delays.push(Date.now() - failedAt);
    }
    stop();
    // 5, 10, 20, 20 ms (the timer's own lateness added): never shorter than the back-off.
    expect(delays[0]).toBeGreaterThanOrEqual(4);
    expect(delays[2]).toBeGreaterThanOrEqual(19);
    expect(delays[3]).toBeGreaterThanOrEqual(19);
  });

  it('retries when no ticket could be had, and never opens a stream once stopped', async () => {
    api.api.on('POST notifications/stream-ticket', [fail(503, 'Unavailable', 'UNAVAILABLE'), fail(503, 'Unavailable', 'UNAVAILABLE')]);
    const stop = startNotificationStream(store, 'user-1', () => undefined, timing);
    await waitFor(() => expect(api.api.calls('POST notifications/stream-ticket').length).toBeGreaterThanOrEqual(2));
    expect(FakeEventSource.opened).toHaveLength(0);
    stop();
    // A ticket request under way may still finish (and be retried once); then nothing more is asked.
    const settled = async () => {
      const before = api.api.calls('POST notifications/stream-ticket').length;
      await new Promise((resolve) => setTimeout(resolve, 80));
      return before === api.api.calls('POST notifications/stream-ticket').length;
    };
    await waitFor(async () => expect(await settled()).toBe(true));
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('puts a new notification only in the lists it belongs to', async () => {
    const lists = [
      { userId: 'user-1' }, { userId: 'user-1', type: 'payment' as const }, { userId: 'user-1', archived: true },
      { userId: 'user-1', unreadOnly: true },
    ];
    for (const args of lists) await store.dispatch(notificationsApi.endpoints.getNotifications.initiate(args));
    const stop = startNotificationStream(store, 'user-1', () => undefined, timing);
    const source = await stream();
    source.open();
    source.send('notification', fresh('n9', 'A booking'), '3');
    const ids = (args: (typeof lists)[number]) =>
      notificationsApi.endpoints.getNotifications.select(args)(store.getState()).data?.map((n) => n.id);
    expect(ids(lists[0]!)).toEqual(['n9', 'n1']);
    expect(ids(lists[1]!)).toEqual([]);
    expect(ids(lists[2]!)).toEqual([]);
    expect(ids(lists[3]!)).toEqual(['n9', 'n1']);
    // The same notification again (a replay) replaces its copy instead of adding one.
    source.send('notification', { ...fresh('n9', 'A booking, moved'), isRead: true }, '3');
    expect(ids(lists[0]!)).toEqual(['n9', 'n1']);
    stop();
  });
});
