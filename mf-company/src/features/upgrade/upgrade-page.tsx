import { useTranslation } from '@pitchside/shared-ui/translation';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { StarIcon } from '@pitchside/shared-ui/icons';
import { ComingSoonButton } from '@pitchside/shared-ui/coming-soon-button';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';

/** `/company/upgrade`: subscription plans. No plans API yet, so no plan (or price) is invented. */
export function UpgradePage({ failed, onRetry }: LoadState) {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('upgrade.title')} description={t('upgrade.subtitle')} />
      {failed && onRetry ? (
        <LoadError message={t('upgrade.loadError')} onRetry={onRetry} />
      ) : (
        <EmptyState
          icon={<StarIcon size={28} />}
          title={t('upgrade.emptyTitle')}
          description={t('upgrade.emptyText')}
          action={<ComingSoonButton>{t('upgrade.action')}</ComingSoonButton>}
        />
      )}
    </Page>
  );
}
