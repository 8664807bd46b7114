import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ArrowBackIcon, AlertCircleIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../locales/namespace';

/** An unknown path below `/company`: says so and leads back to the company overview. */
export function CompanyNotFound() {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('notFound.title')} />
      <EmptyState
        icon={<AlertCircleIcon size={28} />}
        title={t('notFound.text')}
        action={
          <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
            <Link to="/company">{t('notFound.back')}</Link>
          </Button>
        }
      />
    </Page>
  );
}
