import { useTranslation } from '@pitchside/shared-ui/translation';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { useGetPlatformSettingsQuery } from '@pitchside/shared-api/client/admin-api';
import { NS } from '../../locales/namespace';
import { SettingsForm } from './components/settings-form';

/** `/admin/settings` (GET|PUT /admin/settings): the platform-wide settings. */
export function SettingsPage() {
  const { t } = useTranslation(NS);
  const settings = useGetPlatformSettingsQuery();
  let body;
  if (settings.isError) body = <LoadError message={t('settings.loadError')} onRetry={() => void settings.refetch()} />;
  else if (!settings.data) body = <SkeletonGroup label={t('settings.loading')}><Skeleton shape="rect" height="24rem" /></SkeletonGroup>;
  // A new version (saved here or elsewhere) starts the form again from what is saved.
  else body = <SettingsForm key={settings.data.updatedAt} settings={settings.data} />;
  return (
    <Page>
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      {body}
    </Page>
  );
}
