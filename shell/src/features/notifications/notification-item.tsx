import { useId } from 'react';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { CheckIcon, DownloadIcon, MailIcon, TrashIcon, UploadIcon } from '@pitchside/shared-ui/icons';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import type { Notification } from '@pitchside/shared-api/contracts/notification';
import type { ItemActions } from './use-notification-actions';
import { NotificationTypeMarker } from './notification-type';
import { useNotificationTranslation } from './notification-texts';
import { Item, ItemActions as Actions, ItemBody, ItemMessage, ItemMeta, ItemTime, ItemTitle } from './notifications.styles';

export interface NotificationItemProps {
  notification: Notification;
  actions: ItemActions;
  /** Reference time of the relative dates (ms). */
  now: number;
}

/** One notification: type, title, message, age; read or unread again, archive or take back, and delete. */
export function NotificationItem({ notification, actions, now }: NotificationItemProps) {
  const { t, i18n } = useNotificationTranslation();
  const format = useFormat();
  const titleId = useId();
  const { id } = notification;
  const unread = !notification.isRead;
  const archived = notification.archivedAt !== null;
  return (
    <Item $unread={unread}>
      <ItemBody>
        {/*
          Title and message take the direction of their own words (dir="auto"): a notice written in English
          keeps its punctuation in place on an Arabic page. The hidden prefix, in the page's language, has
          a direction of its own so that it does not decide the title's.
        */}
        <ItemTitle id={titleId} $unread={unread} dir="auto">
          {unread && <VisuallyHidden dir={i18n.dir()}>{t('notifications.unreadItem')}: </VisuallyHidden>}
          {notification.title}
        </ItemTitle>
        <ItemMessage dir="auto">{notification.message}</ItemMessage>
        <ItemMeta>
          <NotificationTypeMarker type={notification.type} />
          <ItemTime dateTime={notification.createdAt} title={format.dateTime(notification.createdAt)}>
            {format.relativeTime(notification.createdAt, now)}
          </ItemTime>
        </ItemMeta>
      </ItemBody>
      <Actions>
        {unread ? (
          <IconButton size="sm" label={t('notifications.markRead')} aria-describedby={titleId} onClick={() => void actions.markRead(id)}>
            <CheckIcon size={16} />
          </IconButton>
        ) : (
          <IconButton size="sm" label={t('notifications.markUnread')} aria-describedby={titleId} onClick={() => void actions.markUnread(id)}>
            <MailIcon size={16} />
          </IconButton>
        )}
        {archived ? (
          <IconButton size="sm" label={t('notifications.unarchive')} aria-describedby={titleId} onClick={() => void actions.unarchive(id)}>
            <UploadIcon size={16} />
          </IconButton>
        ) : (
          <IconButton size="sm" label={t('notifications.archive')} aria-describedby={titleId} onClick={() => void actions.archive(id)}>
            <DownloadIcon size={16} />
          </IconButton>
        )}
        <IconButton size="sm" variant="danger" label={t('notifications.delete')} aria-describedby={titleId} onClick={() => void actions.remove(id)}>
          <TrashIcon size={16} />
        </IconButton>
      </Actions>
    </Item>
  );
}
