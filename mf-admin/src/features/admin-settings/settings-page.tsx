import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { SettingsIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import type { LoadState } from '@pitchside/shared-ui/load-error';
import { ListFrame } from '../../components/list-frame';
import { NS } from '../../locales/namespace';

/** `/admin/settings`: platform settings and remote versions. No settings API yet. */
export function SettingsPage(props: LoadState) {
  const { t } = useTranslation(NS);
  return (
    <ListFrame
      {...props}
      title={t('settings.title')}
      description={t('settings.subtitle')}
      errorMessage={t('settings.loadError')}
      empty={{
        icon: <SettingsIcon size={28} />,
        title: t('settings.emptyTitle'),
        description: t('settings.emptyText'),
        action: (
          <Button asChild variant="outline">
            <Link to="/admin">{t('common.backToOverview')}</Link>
          </Button>
        ),
      }}
    />
  );
}
