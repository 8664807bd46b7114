import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { AlertCircleIcon, ArrowBackIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../locales/namespace';

/** An unknown path below `/admin`: says so and leads back to the admin overview. */
export function AdminNotFound() {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('notFound.title')} />
      <EmptyState
        icon={<AlertCircleIcon size={28} />}
        title={t('notFound.text')}
        action={
          <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
            <Link to="/admin">{t('common.backToOverview')}</Link>
          </Button>
        }
      />
    </Page>
  );
}
