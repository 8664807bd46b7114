import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ArrowBackIcon, FieldIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';

/**
 * `/fields/:id` and `/fields/:id/book`. No field API exists yet, so no id can be found: the page says
 * so and leads back to the list rather than showing an invented field.
 */
export default function FieldDetailsPage() {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('fieldDetails.title')} />
      <EmptyState
        icon={<FieldIcon size={28} />}
        title={t('fieldDetails.notFoundTitle')}
        description={t('fieldDetails.notFoundText')}
        action={
          <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
            <Link to="/fields">{t('fieldDetails.back')}</Link>
          </Button>
        }
      />
    </Page>
  );
}
