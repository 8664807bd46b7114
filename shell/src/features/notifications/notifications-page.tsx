import { useState } from 'react';
import { Badge } from '@pitchside/shared-ui/badge';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import type { NotificationType } from '@pitchside/shared-api/contracts/notification';
import { useNotificationList, type NotificationFilter } from './use-notification-list';
import { useNotificationActions } from './use-notification-actions';
import { useNotificationTranslation } from './notification-texts';
import { NotificationHeader } from './notification-header';
import { NotificationList } from './notification-list';
import { NOTIFICATION_TYPE_ORDER } from './notification-type';
import { Filters } from './notifications.styles';
import { usePageReadyMark } from '../../hooks/page-ready';

const FILTERS: readonly NotificationFilter[] = ['all', 'unread', 'archived'];
const isFilter = (value: string): value is NotificationFilter => (FILTERS as readonly string[]).includes(value);
const isType = (value: string): value is NotificationType => (NOTIFICATION_TYPE_ORDER as readonly string[]).includes(value);

/** /notifications: All, Unread or Archived, of one type or all, with the panel's actions and archiving. */
export default function NotificationsPage() {
  // Mounted (hydrated, when the server rendered it): what acts on the page waits for this mark.
  usePageReadyMark();
  return <NotificationsView />;
}

function NotificationsView() {
  const { t } = useNotificationTranslation();
  const userId = useAppSelector(selectCurrentUser)?.id ?? '';
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [type, setType] = useState<NotificationType | undefined>();
  const { list, unread } = useNotificationList(userId || undefined, filter, type);
  const actions = useNotificationActions(userId);
  // The list of this filter and type only: never the previous filter's while the new one loads.
  const shown = list.currentData;
  const empty = {
    all: { title: type ? t('notifications.emptyType') : undefined },
    unread: { title: t('notifications.emptyUnread') },
    archived: { title: t('notifications.emptyArchived'), description: t('notifications.emptyArchivedDescription') },
  }[filter];
  const typeOptions = [
    { value: '', label: t('notifications.allTypes') },
    ...NOTIFICATION_TYPE_ORDER.map((value) => ({ value, label: t(`notifications.type.${value}`) })),
  ];

  return (
    <section>
      <NotificationHeader page unread={unread} hasNotifications={(shown?.length ?? 0) > 0} actions={actions} />
      <Filters>
        <NativeSelect
          label={t('notifications.typeFilter')}
          value={type ?? ''}
          options={typeOptions}
          onChange={(event) => setType(isType(event.target.value) ? event.target.value : undefined)}
        />
      </Filters>
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
          <TabsTrigger value="archived">{t('notifications.filterArchived')}</TabsTrigger>
        </TabsList>
        {FILTERS.map((value) => (
          <TabsContent key={value} value={value}>
            <NotificationList
              notifications={shown}
              failed={list.isError}
              onRetry={() => void list.refetch()}
              actions={actions}
              headingLevel={2}
              emptyTitle={empty.title}
              emptyDescription={'description' in empty ? empty.description : undefined}
            />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
