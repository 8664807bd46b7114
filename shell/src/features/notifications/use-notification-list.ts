import { NOTIFICATION_FETCH_LIMIT } from '@pitchside/shared-api/contracts/notification-constants';
import type { NotificationType } from '@pitchside/shared-api/contracts/notification';
import { useGetNotificationsQuery } from '@pitchside/shared-api/client/notifications-api';
import { usePolling, useUnreadCount } from './use-notification-data';

export type NotificationFilter = 'all' | 'unread' | 'archived';

/** The latest 50 notifications of a filter (and type), and the unread count: the panel's and the page's data. */
export function useNotificationList(userId: string | undefined, filter: NotificationFilter = 'all', type?: NotificationType) {
  const args = {
    userId: userId ?? '',
    limit: NOTIFICATION_FETCH_LIMIT,
    ...(filter === 'unread' ? { unreadOnly: true } : {}),
    ...(filter === 'archived' ? { archived: true } : {}),
    ...(type ? { type } : {}),
  };
  const list = useGetNotificationsQuery(args, { ...usePolling(), skip: !userId });
  const count = useUnreadCount(userId);
  const unread = count.data ?? list.data?.filter((n) => !n.isRead).length ?? 0;
  return { list, unread: Math.max(0, unread) };
}
