import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ClockIcon } from '@pitchside/shared-ui/icons';
import { NS } from '../../../locales/namespace';

/** What happened lately on the account; empty until the activity API exists. */
export function RecentActivity() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader title={t('dashboard.activity.title')} titleId={headingId} />
      <EmptyState
        headingLevel={3}
        icon={<ClockIcon size={28} />}
        title={t('dashboard.activity.emptyTitle')}
        description={t('dashboard.activity.emptyText')}
      />
    </Card>
  );
}
