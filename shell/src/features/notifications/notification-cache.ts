import type { Notification } from '@pitchside/shared-api/contracts/notification';
import { NOTIFICATION_FETCH_LIMIT } from '@pitchside/shared-api/contracts/notification-constants';
import { notificationCountApi } from '@pitchside/shared-api/client/notification-count-api';
import { notificationsApi, updateLists, type NotificationListArgs } from '@pitchside/shared-api/client/notifications-api';
import type { AppDispatch, RootState } from '@pitchside/shared-api/client/store';

/** Whether a new notification belongs at the top of a cached list fetched with `args`. */
const belongsTo = (notification: Notification, args: NotificationListArgs) =>
  !args.archived && !(args.offset ?? 0) && (!args.type || args.type === notification.type) && !(args.unreadOnly && notification.isRead);

/**
 * A notification from the stream: it takes its place at the top of the cached lists it belongs to (or replaces
 * its older copy), and a new unread one adds one to the count until the stream's count confirms it.
 */
export const notificationArrived = (userId: string, notification: Notification) => (dispatch: AppDispatch, getState: () => RootState) => {
  let known = false;
  updateLists(getState(), userId, dispatch, (list, args) => {
    const at = list.findIndex((n) => n.id === notification.id);
    if (at >= 0) {
      known = true;
      list[at] = notification;
    } else if (belongsTo(notification, args)) {
      list.unshift(notification);
      list.splice(args.limit ?? NOTIFICATION_FETCH_LIMIT);
    }
  });
  if (!known && !notification.isRead) {
    dispatch(notificationCountApi.util.updateQueryData('getUnreadNotificationCount', userId, (count) => count + 1));
  }
};

/**
 * The count from the stream. A count other than the one shown means a change made elsewhere (another tab,
 * another device): the lists are fetched again so that what they show is current too.
 */
export const unreadCountArrived = (userId: string, count: number) => (dispatch: AppDispatch, getState: () => RootState) => {
  const shown = notificationCountApi.endpoints.getUnreadNotificationCount.select(userId)(getState()).data;
  if (shown === count) return;
  void dispatch(notificationCountApi.util.upsertQueryData('getUnreadNotificationCount', userId, count));
  if (shown !== undefined) dispatch(notificationsApi.util.invalidateTags([{ type: 'Notification', id: 'LIST' }]));
};
