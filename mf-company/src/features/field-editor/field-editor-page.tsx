import { useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ArrowBackIcon, FieldIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Link, useParams } from '@pitchside/shared-ui/router';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useGetFieldQuery } from '@pitchside/shared-api/client/fields-api';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { PermissionGate } from '../../components/permission-gate';
import { NS } from '../../locales/namespace';
import { FieldWizard } from './components/field-wizard';
import { FIELDS_LIST_PATH } from './constants';
import { draftFromField, emptyDraft } from './model/field-draft';

function NotFound() {
  const { t } = useTranslation(NS);
  return (
    <EmptyState
      icon={<FieldIcon size={28} />}
      title={t('editor.notFoundTitle')}
      description={t('editor.notFoundText')}
      action={
        <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
          <Link to={FIELDS_LIST_PATH}>{t('editor.backToList')}</Link>
        </Button>
      }
    />
  );
}

/** The edit wizard, once the field is loaded (GET /fields/:id): another company's field is "not found". */
function EditField({ fieldId }: { fieldId: string }) {
  const { t } = useTranslation(NS);
  const { data: field, error, isLoading, refetch } = useGetFieldQuery(fieldId);
  if (isLoading) {
    return (
      <SkeletonGroup label={t('editor.loading')}>
        <Stack gap={4}>
          <Skeleton height="2.5rem" />
          <Skeleton shape="rect" height="20rem" />
        </Stack>
      </SkeletonGroup>
    );
  }
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return <NotFound />;
  if (error || !field) return <LoadError message={t('editor.loadError')} onRetry={() => void refetch()} />;
  // The wizard takes its starting values once; a refetch after saving does not reset what is typed.
  return <FieldWizard key={field.id} initial={draftFromField(field)} fieldId={field.id} publicationState={field.publicationState} />;
}

/** `/fields/new` (create wizard) and `/fields/:fieldId/edit` (the same wizard on a saved field). */
export default function FieldEditorPage() {
  const { t } = useTranslation(NS);
  const { fieldId } = useParams();
  const initial = useMemo(emptyDraft, []);
  return (
    <Page>
      <PageHeader title={fieldId ? t('editor.editTitle') : t('editor.newTitle')} description={t('editor.subtitle')} />
      <PermissionGate permission="MANAGE_FIELDS">
        {fieldId ? <EditField fieldId={fieldId} /> : <FieldWizard initial={initial} />}
      </PermissionGate>
    </Page>
  );
}
