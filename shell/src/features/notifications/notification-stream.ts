import { NOTIFICATION_STREAM_EVENTS } from '@pitchside/shared-api/contracts/notification-stream';
import type { Notification } from '@pitchside/shared-api/contracts/notification';
import { DEFAULT_BASE_URL, extraBaseUrl } from '@pitchside/shared-api/client/base-query';
import { notificationsApi } from '@pitchside/shared-api/client/notifications-api';
import type { AppStore } from '@pitchside/shared-api/client/store';
import { notificationArrived, unreadCountArrived } from './notification-cache';

export interface StreamTiming {
  /** First retry after this long, doubling up to `maxRetryMs`, each with up to half of it added at random. */
  retryMs: number;
  maxRetryMs: number;
  random: () => number;
}

const TIMING: StreamTiming = { retryMs: 1000, maxRetryMs: 60_000, random: Math.random };

function streamUrl(store: AppStore, ticket: string, lastEventId: string | null): string {
  const base = store.dispatch((_dispatch, _getState, extra) => extraBaseUrl(extra) ?? DEFAULT_BASE_URL);
  const query = new URLSearchParams({ ticket, ...(lastEventId ? { lastEventId } : {}) });
  return `${base}/notifications/stream?${query.toString()}`;
}

/**
 * Opens the live stream of `userId`'s notifications and keeps it open: each connection starts with a fresh
 * one-minute ticket, resumes after the last event received, and after an error closes and tries again with a
 * growing delay while `onLive(false)` lets the 30-second poll take over. Returns the function that stops it.
 */
export function startNotificationStream(
  store: AppStore,
  userId: string,
  onLive: (live: boolean) => void,
  timing: StreamTiming = TIMING,
): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let lastEventId: string | null = null;
  let stopped = false;

  const retry = () => {
    if (stopped) return;
    const delay = Math.min(timing.maxRetryMs, timing.retryMs * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void connect(), delay * (1 + timing.random() / 2));
  };

  const connect = async () => {
    const answer = await store.dispatch(notificationsApi.endpoints.createNotificationStreamTicket.initiate(undefined, { track: false }));
    if (stopped) return;
    if (!answer.data) return retry();
    const opened = new EventSource(streamUrl(store, answer.data.ticket, lastEventId));
    source = opened;
    opened.onopen = () => {
      failures = 0;
      onLive(true);
      // Without an event id to resume from, what happened before the stream opened is fetched again.
      if (!lastEventId) store.dispatch(notificationsApi.util.invalidateTags([{ type: 'Notification', id: 'LIST' }]));
    };
    opened.addEventListener(NOTIFICATION_STREAM_EVENTS.notification, (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) lastEventId = message.lastEventId;
      store.dispatch(notificationArrived(userId, JSON.parse(message.data) as Notification));
    });
    opened.addEventListener(NOTIFICATION_STREAM_EVENTS.unreadCount, (event) => {
      const { count } = JSON.parse((event as MessageEvent<string>).data) as { count: number };
      store.dispatch(unreadCountArrived(userId, count));
    });
    // The browser would reconnect by itself with the same, soon expired, ticket: this closes and starts over.
    opened.onerror = () => {
      opened.close();
      if (source === opened) source = null;
      onLive(false);
      retry();
    };
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    onLive(false);
  };
}
