import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { CheckIcon, TrashIcon } from '@pitchside/shared-ui/icons';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import type { Notification } from '@pitchside/shared-api/contracts/notification';
import type { NotificationActions } from './use-notification-actions';
import { NotificationTypeMarker } from './notification-type';
import { Item, ItemActions, ItemBody, ItemMessage, ItemMeta, ItemTime, ItemTitle } from './notifications.styles';

export interface NotificationItemProps {
  notification: Notification;
  actions: Pick<NotificationActions, 'markRead' | 'remove'>;
  /** Reference time of the relative dates (ms). */
  now: number;
}

/** One notification: type, title, message, age; mark-as-read while unread, and delete. */
export function NotificationItem({ notification, actions, now }: NotificationItemProps) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const titleId = useId();
  const unread = !notification.isRead;
  return (
    <Item $unread={unread}>
      <ItemBody>
        <ItemTitle id={titleId} $unread={unread}>
          {unread && <VisuallyHidden>{t('notifications.unreadItem')}: </VisuallyHidden>}
          {notification.title}
        </ItemTitle>
        <ItemMessage>{notification.message}</ItemMessage>
        <ItemMeta>
          <NotificationTypeMarker type={notification.type} />
          <ItemTime dateTime={notification.createdAt} title={format.dateTime(notification.createdAt)}>
            {format.relativeTime(notification.createdAt, now)}
          </ItemTime>
        </ItemMeta>
      </ItemBody>
      <ItemActions>
        {unread && (
          <IconButton size="sm" label={t('notifications.markRead')} aria-describedby={titleId} onClick={() => void actions.markRead(notification.id)}>
            <CheckIcon size={16} />
          </IconButton>
        )}
        <IconButton
          size="sm"
          variant="danger"
          label={t('notifications.delete')}
          aria-describedby={titleId}
          onClick={() => void actions.remove(notification.id)}
        >
          <TrashIcon size={16} />
        </IconButton>
      </ItemActions>
    </Item>
  );
}
