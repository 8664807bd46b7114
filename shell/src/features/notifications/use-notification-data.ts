import { NOTIFICATION_POLL_MS } from '@pitchside/shared-api/contracts/notification-constants';
import { useGetUnreadNotificationCountQuery } from '@pitchside/shared-api/client/notification-count-api';
import { useNotificationsLive } from './notification-live';

/** Polled every 30 s, unless the live stream is open (it then brings every change). */
export function usePolling() {
  return { pollingInterval: useNotificationsLive() ? 0 : NOTIFICATION_POLL_MS };
}

/** The unread count of the signed-in user (docs/product/api.md). */
export function useUnreadCount(userId: string | undefined) {
  return useGetUnreadNotificationCountQuery(userId ?? '', { ...usePolling(), skip: !userId });
}
