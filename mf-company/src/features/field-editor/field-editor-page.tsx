import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ArrowBackIcon, FieldIcon } from '@pitchside/shared-ui/icons';
import { Link, useParams } from '@pitchside/shared-ui/router';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';
import { NewFieldWizard } from './components/new-field-wizard';

/**
 * `/fields/new` (create wizard) and `/fields/:fieldId/edit`. No field API exists yet, so an existing
 * field cannot be loaded: editing says so instead of showing an invented field.
 */
export default function FieldEditorPage() {
  const { t } = useTranslation(NS);
  const { fieldId } = useParams();
  return (
    <Page>
      <PageHeader title={fieldId ? t('editor.editTitle') : t('editor.newTitle')} description={t('editor.subtitle')} />
      {fieldId ? (
        <EmptyState
          icon={<FieldIcon size={28} />}
          title={t('editor.notFoundTitle')}
          description={t('editor.notFoundText')}
          action={
            <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
              <Link to="/company/fields">{t('editor.back')}</Link>
            </Button>
          }
        />
      ) : (
        <NewFieldWizard />
      )}
    </Page>
  );
}
