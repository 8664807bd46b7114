import { useId } from 'react';
import type { ActivityEvent } from '@pitchside/shared-api/contracts/customer-home';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ClockIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { Stack } from '@pitchside/shared-ui/stack';
import { DASHBOARD_NS } from '../../../locales/namespace';
import { Event, When } from './recent-activity.styles';

/** What happened lately to the player's bookings, newest first, each with how long ago. */
export function RecentActivity({ events, now }: { events: ActivityEvent[]; now: number }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const format = useFormat();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader title={t('dashboard.activity.title')} titleId={headingId} />
      {events.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<ClockIcon size={28} />}
          title={t('dashboard.activity.emptyTitle')}
          description={t('dashboard.activity.emptyText')}
        />
      ) : (
        <Stack as="ol" gap={3}>
          {events.map((event) => (
            <Event key={event.id}>
              <Link to={`/bookings/${encodeURIComponent(event.bookingId)}`}>
                {t(`dashboard.activity.kinds.${event.kind}`, {
                  field: event.fieldName,
                  amount: event.amount ? format.money(event.amount.amount, event.amount.currency) : '',
                })}
              </Link>
              <When dateTime={event.at} title={format.dateTime(event.at)}>{format.relativeTime(event.at, now)}</When>
            </Event>
          ))}
        </Stack>
      )}
    </Card>
  );
}
