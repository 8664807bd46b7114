import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ArrowBackIcon, FieldIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import type { FieldFailure } from '../lib/field-failure';

export interface FieldLoadFailureProps {
  failure: FieldFailure;
  onRetry: () => void;
}

/** The page when the field cannot be shown: not found, a malformed id, or a failed call (docs/product/messages.md). */
export function FieldLoadFailure({ failure, onRetry }: FieldLoadFailureProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const back = (
    <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
      <Link to="/fields">{t('fieldDetails.back')}</Link>
    </Button>
  );
  return (
    <Page>
      <PageHeader title={t('fieldDetails.title')} />
      {failure === 'loadFailed' ? (
        <>
          <LoadError message={t('fieldDetails.loadError')} onRetry={onRetry} />
          <div>{back}</div>
        </>
      ) : (
        <EmptyState
          icon={<FieldIcon size={28} />}
          title={t(failure === 'notFound' ? 'fieldDetails.notFoundTitle' : 'fieldDetails.invalidIdTitle')}
          description={t(failure === 'notFound' ? 'fieldDetails.notFoundText' : 'fieldDetails.invalidIdText')}
          action={back}
        />
      )}
    </Page>
  );
}
