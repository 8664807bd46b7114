import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { CheckAllIcon, TrashIcon } from '@pitchside/shared-ui/icons';
import type { NotificationActions } from './use-notification-actions';
import { Header, HeaderActions, Title, TitleBlock } from './notifications.styles';
import { useNotificationTranslation } from './notification-texts';

export interface NotificationHeaderProps {
  unread: number;
  hasNotifications: boolean;
  actions: Pick<NotificationActions, 'markAllRead' | 'markingAll' | 'clearAll'>;
  /** The page's `h1`; the panel's `h2`. */
  page?: boolean;
}

/** Title with the unread count, 'Mark all as read' and 'Clear all' (confirmed first). */
export function NotificationHeader({ unread, hasNotifications, actions, page = false }: NotificationHeaderProps) {
  const { t } = useNotificationTranslation();
  return (
    <Header $page={page}>
      <TitleBlock>
        <Title as={page ? 'h1' : 'h2'} $page={page}>
          {t(page ? 'notifications.pageTitle' : 'notifications.title')}
        </Title>
        {unread > 0 && <Badge tone="primary">{t('notifications.unread', { count: unread })}</Badge>}
      </TitleBlock>
      <HeaderActions>
        <Button
          size="sm"
          variant="ghost"
          startIcon={<CheckAllIcon size={16} />}
          disabled={unread === 0}
          loading={actions.markingAll}
          onClick={() => void actions.markAllRead()}
        >
          {t('notifications.markAllRead')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" startIcon={<TrashIcon size={16} />} disabled={!hasNotifications}>
              {t('notifications.clearAll')}
            </Button>
          }
          title={t('notifications.clearAllTitle')}
          description={t('notifications.clearAllDescription')}
          confirmLabel={t('notifications.clearAll')}
          tone="danger"
          onConfirm={actions.clearAll}
        />
      </HeaderActions>
    </Header>
  );
}
