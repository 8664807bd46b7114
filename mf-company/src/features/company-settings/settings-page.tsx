import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { SettingsIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';

/** `/company/settings`: booking rules, notifications, templates, integrations. No settings API yet. */
export function SettingsPage({ failed, onRetry }: LoadState) {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      {failed && onRetry ? (
        <LoadError message={t('settings.loadError')} onRetry={onRetry} />
      ) : (
        <EmptyState
          icon={<SettingsIcon size={28} />}
          title={t('settings.emptyTitle')}
          description={t('settings.emptyText')}
          action={
            <Button asChild variant="outline">
              <Link to="/company">{t('settings.action')}</Link>
            </Button>
          }
        />
      )}
    </Page>
  );
}
