import { Link } from '@pitchside/shared-ui/router';
import { Button } from '@pitchside/shared-ui/button';
import { useNotificationList } from './use-notification-list';
import { useNotificationActions } from './use-notification-actions';
import { NotificationHeader } from './notification-header';
import { NotificationList } from './notification-list';
import { PanelFooter, PanelList } from './notifications.styles';
import { useNotificationTranslation } from './notification-texts';

export interface NotificationPanelProps {
  userId: string;
  /** Closes the surrounding popover (after following 'View all'). */
  onClose: () => void;
}

/** The bell's panel content (docs/product/routes-and-screens.md#notification-panel). */
export function NotificationPanel({ userId, onClose }: NotificationPanelProps) {
  const { t } = useNotificationTranslation();
  const { list, unread } = useNotificationList(userId);
  const actions = useNotificationActions(userId);
  return (
    <>
      <NotificationHeader unread={unread} hasNotifications={(list.data?.length ?? 0) > 0} actions={actions} />
      <PanelList>
        <NotificationList notifications={list.data} failed={list.isError} onRetry={() => void list.refetch()} actions={actions} />
      </PanelList>
      <PanelFooter>
        <Button asChild variant="ghost" fullWidth>
          <Link to="/notifications" onClick={onClose}>
            {t('notifications.viewAll')}
          </Link>
        </Button>
      </PanelFooter>
    </>
  );
}
