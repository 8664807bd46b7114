import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import { useNotificationData } from './use-notification-data';
import { useNotificationActions } from './use-notification-actions';
import { NotificationHeader } from './notification-header';
import { NotificationList } from './notification-list';

type Filter = 'all' | 'unread';
const isFilter = (value: string): value is Filter => value === 'all' || value === 'unread';

/** /notifications: the whole list, filtered All / Unread, with the panel's actions. */
export default function NotificationsPage() {
  const { t } = useTranslation('shell');
  const userId = useAppSelector(selectCurrentUser)?.id ?? '';
  const [filter, setFilter] = useState<Filter>('all');
  const { list, unread } = useNotificationData(userId || undefined);
  const actions = useNotificationActions(userId);
  const all = list.data;
  const listProps = { failed: list.isError, onRetry: () => void list.refetch(), actions, headingLevel: 2 as const };

  return (
    <section>
      <NotificationHeader page unread={unread} hasNotifications={(all?.length ?? 0) > 0} actions={actions} />
      <Tabs value={filter} onValueChange={(value) => isFilter(value) && setFilter(value)}>
        <TabsList aria-label={t('notifications.filterLabel')}>
          <TabsTrigger value="all">{t('notifications.filterAll')}</TabsTrigger>
          <TabsTrigger value="unread">
            {t('notifications.filterUnread')}
            {/* Wrapped: shared-ui pins a badge that is a button's direct child to the corner (icon buttons). */}
            <span aria-hidden="true">
              <Badge count={unread} />
            </span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <NotificationList notifications={all} {...listProps} />
        </TabsContent>
        <TabsContent value="unread">
          <NotificationList
            notifications={all?.filter((notification) => !notification.isRead)}
            emptyTitle={t('notifications.emptyUnread')}
            {...listProps}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
