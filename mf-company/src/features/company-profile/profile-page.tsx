import { useTranslation } from '@pitchside/shared-ui/translation';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { BuildingIcon, EditIcon } from '@pitchside/shared-ui/icons';
import { ComingSoonButton } from '@pitchside/shared-ui/coming-soon-button';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';

/** `/company/profile`: the company's details. No profile API yet. */
export function ProfilePage({ failed, onRetry }: LoadState) {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('profile.title')} description={t('profile.subtitle')} />
      {failed && onRetry ? (
        <LoadError message={t('profile.loadError')} onRetry={onRetry} />
      ) : (
        <EmptyState
          icon={<BuildingIcon size={28} />}
          title={t('profile.emptyTitle')}
          description={t('profile.emptyText')}
          action={<ComingSoonButton startIcon={<EditIcon size={18} />}>{t('profile.action')}</ComingSoonButton>}
        />
      )}
    </Page>
  );
}
