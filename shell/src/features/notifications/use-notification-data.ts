import { NOTIFICATION_FETCH_LIMIT, NOTIFICATION_POLL_MS } from '@pitchside/shared-api/contracts/notification-constants';
import {
  useGetNotificationsQuery,
  useGetUnreadNotificationCountQuery,
} from '@pitchside/shared-api/client/notifications-api';

const POLLING = { pollingInterval: NOTIFICATION_POLL_MS };

/** The unread count of the signed-in user, polled every 30 s (docs/product/api.md). */
export function useUnreadCount(userId: string | undefined) {
  return useGetUnreadNotificationCountQuery(userId ?? '', { ...POLLING, skip: !userId });
}

/** The latest 50 notifications and the unread count, both polled every 30 s. */
export function useNotificationData(userId: string | undefined) {
  const list = useGetNotificationsQuery({ userId: userId ?? '', limit: NOTIFICATION_FETCH_LIMIT }, { ...POLLING, skip: !userId });
  const count = useUnreadCount(userId);
  const unread = count.data ?? list.data?.filter((n) => !n.isRead).length ?? 0;
  return { list, unread: Math.max(0, unread) };
}
