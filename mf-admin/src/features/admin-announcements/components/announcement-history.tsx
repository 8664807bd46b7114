import { useId, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { MailIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { useGetAnnouncementsQuery } from '@pitchside/shared-api/client/announcements-api';
import type { Announcement } from '@pitchside/shared-api/contracts/announcements';
import { Facts, Muted } from '../../../components/admin.styles';
import { Pagination } from '../../../components/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { NS } from '../../../locales/namespace';
import { Counts, Entries, Entry, EntryHead, EntryTitle, Message } from './announcements.styles';
import { useAnnouncementText } from './use-announcement-text';

/** Announcements per page of the history. */
export const HISTORY_PAGE_SIZE = 10;
/** How often the history is read again while some deliveries are still pending (and only then). */
export const HISTORY_POLL_MS = 5_000;

const NO_FILTERS = [] as const;

function StatusBadge({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation(NS);
  if (announcement.pending > 0) return <Badge tone="info">{t('announcements.history.statuses.sending')}</Badge>;
  if (announcement.failed > 0) return <Badge tone="warning">{t('announcements.history.statuses.failures')}</Badge>;
  return <Badge tone="success">{t('announcements.history.statuses.done')}</Badge>;
}

function HistoryEntry({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { audienceLabel, channelsLabel } = useAnnouncementText();
  const n = (value: number) => format.number(value);
  const counts = [
    ['deliveredInApp', announcement.delivered.inApp],
    ['deliveredEmail', announcement.delivered.email],
    ['skipped', announcement.skipped],
    ['failed', announcement.failed],
    ['pending', announcement.pending],
  ] as const;
  return (
    <Entry>
      <EntryHead>
        <EntryTitle dir="auto">{announcement.title}</EntryTitle>
        <Badge tone={announcement.kind === 'newsletter' ? 'primary' : 'neutral'}>{t(`announcements.kinds.${announcement.kind}`)}</Badge>
        <StatusBadge announcement={announcement} />
      </EntryHead>
      <Muted>
        {t('announcements.history.sentBy', { name: announcement.createdBy.name })}{' · '}
        <time dateTime={announcement.createdAt}>{format.dateTime(announcement.createdAt)}</time>
      </Muted>
      <Facts>
        <dt>{t('announcements.history.audience')}</dt>
        <dd>{audienceLabel(announcement.audience, announcement.companyName)}</dd>
        <dt>{t('announcements.history.channels')}</dt>
        <dd>{channelsLabel(announcement.channels)}</dd>
        <dt>{t('announcements.history.recipients')}</dt>
        <dd>{n(announcement.recipients)}</dd>
      </Facts>
      <Counts aria-label={t('announcements.history.countsLabel')}>
        {counts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`announcements.history.counts.${key}`)}</dt>
            <dd>{n(value)}</dd>
          </div>
        ))}
      </Counts>
      <Message>
        <summary>{t('announcements.history.showMessage')}</summary>
        <p dir="auto">{announcement.message}</p>
      </Message>
    </Entry>
  );
}

/**
 * The announcements sent, newest first (GET /admin/announcements): kind, audience, channels, recipients and what
 * was delivered, skipped, failed or is still pending, by whom and when; a page at a time (the page in the address).
 * While some deliveries are pending the history is read again every few seconds, and no longer once none is.
 */
export function AnnouncementHistory() {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const { page, apply } = useListParams(NO_FILTERS);
  const [polling, setPolling] = useState(false);
  const history = useGetAnnouncementsQuery({ page, limit: HISTORY_PAGE_SIZE }, { pollingInterval: polling ? HISTORY_POLL_MS : 0 });
  const data = history.currentData;
  const pending = Boolean(data?.data.some((announcement) => announcement.pending > 0));
  if (data && pending !== polling) setPolling(pending);

  let body;
  if (history.isError && !data) body = <LoadError message={t('announcements.history.loadError')} onRetry={() => void history.refetch()} />;
  else if (!data) body = <SkeletonGroup label={t('announcements.history.loading')}><Skeleton shape="rect" height="12rem" /></SkeletonGroup>;
  else if (data.data.length === 0) {
    body = <EmptyState icon={<MailIcon size={28} />} title={t('announcements.history.emptyTitle')} description={t('announcements.history.emptyText')} />;
  } else {
    body = (
      <Stack gap={4}>
        <Entries aria-labelledby={titleId}>
          {data.data.map((announcement) => <HistoryEntry key={announcement.id} announcement={announcement} />)}
        </Entries>
        <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={(next) => apply({ page: next })}
          label={t('announcements.history.pagination')} />
      </Stack>
    );
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={t('announcements.history.title')} description={t('announcements.history.text')} />
      <Stack gap={3}>
        <p role="status" aria-live="polite">{pending ? t('announcements.history.refreshing') : ''}</p>
        {body}
      </Stack>
    </Card>
  );
}
