import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { BellIcon } from '@pitchside/shared-ui/icons';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import type { Notification } from '@pitchside/shared-api/contracts/notification';
import type { ItemActions } from './use-notification-actions';
import { NotificationItem } from './notification-item';
import { List, SkeletonRow, StateBox } from './notifications.styles';
import { useNotificationTranslation } from './notification-texts';

export interface NotificationListProps {
  notifications: readonly Notification[] | undefined;
  /** The first load failed (a failed poll keeps showing the last list). */
  failed: boolean;
  onRetry: () => void;
  actions: ItemActions;
  emptyTitle?: string;
  emptyDescription?: string;
  headingLevel?: 2 | 3;
}

/** The list with its loading, error and empty states; shared by the panel and the page. */
export function NotificationList({ notifications, failed, onRetry, actions, emptyTitle, emptyDescription, headingLevel = 3 }: NotificationListProps) {
  const { t: tShell } = useTranslation('shell');
  const { t } = useNotificationTranslation();
  if (!notifications && failed) {
    return (
      <StateBox>
        <Alert tone="error" action={<Button size="sm" variant="outline" onClick={onRetry}>{tShell('common.retry')}</Button>}>
          {t('notifications.loadFailed')}
        </Alert>
      </StateBox>
    );
  }
  if (!notifications) {
    return (
      <StateBox>
        <SkeletonGroup label={tShell('common.loading')}>
          {[0, 1, 2].map((row) => (
            <SkeletonRow key={row}>
              <Skeleton width="60%" />
              <Skeleton width="90%" />
            </SkeletonRow>
          ))}
        </SkeletonGroup>
      </StateBox>
    );
  }
  if (notifications.length === 0) {
    return (
      <EmptyState
        icon={<BellIcon size={28} />}
        title={emptyTitle ?? t('notifications.emptyTitle')}
        description={emptyDescription ?? t('notifications.emptyDescription')}
        headingLevel={headingLevel}
      />
    );
  }
  const now = Date.now();
  return (
    <List>
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} actions={actions} now={now} />
      ))}
    </List>
  );
}
