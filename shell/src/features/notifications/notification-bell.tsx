import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { BellIcon } from '@pitchside/shared-ui/icons';
import { Popover } from '@pitchside/shared-ui/popover';
import { layout } from '@pitchside/shared-ui/tokens';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import { useUnreadCount } from './use-notification-data';
import { NotificationPanel } from './notification-panel';

/** The bell with its unread badge (99+), polled every 30 s, opening the notification panel. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const userId = useAppSelector(selectCurrentUser)?.id;
  const [open, setOpen] = useState(false);
  const unread = Math.max(0, useUnreadCount(userId).data ?? 0);
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  if (!userId) return null;

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={t('notifications.title')}
      width={layout.notificationPanelWidth}
      maxHeight={layout.notificationPanelMaxHeight}
      trigger={
        <IconButton label={label}>
          <BellIcon />
          <Badge tone="danger" variant="solid" count={unread} aria-hidden="true" />
        </IconButton>
      }
    >
      <NotificationPanel userId={userId} onClose={() => setOpen(false)} />
    </Popover>
  );
}
