import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ChartIcon, PlusIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';

/** `/company`: revenue, bookings and alerts. No dashboard API yet, so it is empty (or shows the error). */
export function OverviewPage({ failed, onRetry }: LoadState) {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('overview.title')} description={t('overview.subtitle')} />
      {failed && onRetry ? (
        <LoadError message={t('overview.loadError')} onRetry={onRetry} />
      ) : (
        <EmptyState
          icon={<ChartIcon size={28} />}
          title={t('overview.emptyTitle')}
          description={t('overview.emptyText')}
          action={
            <Button asChild startIcon={<PlusIcon size={18} />}>
              <Link to="/fields/new">{t('overview.action')}</Link>
            </Button>
          }
        />
      )}
    </Page>
  );
}
