import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { BellIcon } from '@pitchside/shared-ui/icons';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import { useOnDemandPopup } from '../../hooks/on-demand';
import { useUnreadCount } from './use-notification-data';
import { useNotificationStream } from './use-notification-stream';

const loadPopover = () => import('./notification-popover');

/**
 * The bell with its unread badge (99+), kept current by the live stream (polled every 30 s while the stream
 * is down). Its panel (popover, list, actions) loads when the bell is first wanted.
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const userId = useAppSelector(selectCurrentUser)?.id;
  const [open, setOpen] = useState(false);
  const { module, trigger, hadFocus } = useOnDemandPopup(loadPopover, () => setOpen(true));
  useNotificationStream(userId);
  const unread = Math.max(0, useUnreadCount(userId).data ?? 0);
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  if (!userId) return null;
  const face = (
    <>
      <BellIcon />
      <Badge tone="danger" variant="solid" count={unread} aria-hidden="true" />
    </>
  );

  if (module) {
    const { NotificationPopover } = module;
    return <NotificationPopover userId={userId} label={label} face={face} open={open} onOpenChange={setOpen} hadFocus={hadFocus} />;
  }
  return (
    <IconButton label={label} aria-haspopup="dialog" aria-expanded={false} {...trigger}>
      {face}
    </IconButton>
  );
}
