import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { FieldIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { NS } from '../../../locales/namespace';

/** The results area. No field API exists yet: it says so honestly, or shows the load error. */
export function FieldsResults({ failed, onRetry }: LoadState) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden asChild>
        <h2 id={headingId}>{t('fields.results')}</h2>
      </VisuallyHidden>
      {failed && onRetry ? (
        <LoadError message={t('fields.loadError')} onRetry={onRetry} />
      ) : (
        <EmptyState
          icon={<FieldIcon size={28} />}
          title={t('fields.empty.title')}
          description={t('fields.empty.text')}
          action={
            <Button asChild variant="outline">
              <Link to="/register">{t('fields.empty.action')}</Link>
            </Button>
          }
        />
      )}
    </section>
  );
}
