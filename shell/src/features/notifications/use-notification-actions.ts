import { notify } from '@pitchside/shared-ui/toaster';
import {
  useArchiveNotificationMutation,
  useClearAllNotificationsMutation,
  useDeleteNotificationMutation,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useMarkNotificationUnreadMutation,
  useUnarchiveNotificationMutation,
} from '@pitchside/shared-api/client/notifications-api';
import { useNotificationTranslation } from './notification-texts';

/**
 * The notification actions of one user. The api updates the cache at once and rolls back when the
 * server refuses; a failure is then reported with a toast.
 */
export function useNotificationActions(userId: string) {
  const { t } = useNotificationTranslation();
  const [markRead] = useMarkNotificationReadMutation();
  const [markUnread] = useMarkNotificationUnreadMutation();
  const [archive] = useArchiveNotificationMutation();
  const [unarchive] = useUnarchiveNotificationMutation();
  const [markAllRead, markAllState] = useMarkAllNotificationsReadMutation();
  const [remove] = useDeleteNotificationMutation();
  const [clearAll] = useClearAllNotificationsMutation();

  const reported = async (request: { unwrap: () => Promise<unknown> }, rethrow = false) => {
    try {
      await request.unwrap();
    } catch (error) {
      notify.error(t('notifications.actionFailed'));
      if (rethrow) throw error;
    }
  };

  return {
    markRead: (id: string) => reported(markRead({ id, userId })),
    markUnread: (id: string) => reported(markUnread({ id, userId })),
    archive: (id: string) => reported(archive({ id, userId })),
    unarchive: (id: string) => reported(unarchive({ id, userId })),
    remove: (id: string) => reported(remove({ id, userId })),
    markAllRead: () => reported(markAllRead(userId)),
    markingAll: markAllState.isLoading,
    /** Rejects on failure so the confirmation stays open for a retry. */
    clearAll: () => reported(clearAll(userId), true),
  };
}

export type NotificationActions = ReturnType<typeof useNotificationActions>;
/** What one item offers. */
export type ItemActions = Pick<NotificationActions, 'markRead' | 'markUnread' | 'archive' | 'unarchive' | 'remove'>;
