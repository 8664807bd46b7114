import { useEffect } from 'react';
import { useAppStore } from '@pitchside/shared-api/client/hooks';
import { setNotificationsLive } from './notification-live';

const loadStream = () => import('./notification-stream');

/**
 * When the stream starts: this long after the page has loaded. The count is fetched with the page; the stream
 * only matters for what happens next, so its code and its two requests stay out of the page's first load (a
 * notification written meanwhile arrives when it opens).
 */
export const STREAM_START = { afterLoadMs: 2000 };

function afterLoad(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(start, STREAM_START.afterLoadMs);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('load', wait);
  };
}

/**
 * Keeps the signed-in user's live stream open while the bell is mounted (docs/adr/0033-notifications-in-real-time.md):
 * new notifications and the unread count reach the cache as they happen. Without EventSource, or while the
 * stream is down, the 30-second poll carries on.
 */
export function useNotificationStream(userId: string | undefined): void {
  const store = useAppStore();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelStart = afterLoad(() => {
      loadStream().then(
        ({ startNotificationStream }) => {
          if (!cancelled) stop = startNotificationStream(store, userId, setNotificationsLive);
        },
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
      setNotificationsLive(false);
    };
  }, [store, userId]);
}
