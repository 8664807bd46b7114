import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CalendarIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { NS } from '../../../locales/namespace';

/** The player's next games. No booking API exists yet, so it shows its empty (or error) state. */
export function UpcomingBookings({ failed, onRetry }: LoadState) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader title={t('dashboard.upcoming.title')} titleId={headingId} />
      {failed && onRetry ? (
        <LoadError message={t('dashboard.upcoming.loadError')} onRetry={onRetry} />
      ) : (
        <EmptyState
          headingLevel={3}
          icon={<CalendarIcon size={28} />}
          title={t('dashboard.upcoming.emptyTitle')}
          description={t('dashboard.upcoming.emptyText')}
          action={
            <Button asChild>
              <Link to="/fields">{t('dashboard.upcoming.action')}</Link>
            </Button>
          }
        />
      )}
    </Card>
  );
}
