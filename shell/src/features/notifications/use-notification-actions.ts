import { useTranslation } from '@pitchside/shared-ui/translation';
import { notify } from '@pitchside/shared-ui/toaster';
import {
  useClearAllNotificationsMutation,
  useDeleteNotificationMutation,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '@pitchside/shared-api/client/notifications-api';

/**
 * The notification actions of one user. The api updates the cache at once and rolls back when the
 * server refuses; a failure is then reported with a toast.
 */
export function useNotificationActions(userId: string) {
  const { t } = useTranslation('shell');
  const [markRead] = useMarkNotificationReadMutation();
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
    remove: (id: string) => reported(remove({ id, userId })),
    markAllRead: () => reported(markAllRead(userId)),
    markingAll: markAllState.isLoading,
    /** Rejects on failure so the confirmation stays open for a retry. */
    clearAll: () => reported(clearAll(userId), true),
  };
}

export type NotificationActions = ReturnType<typeof useNotificationActions>;
