import { useTranslation } from '@pitchside/shared-ui/translation';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CreditCardIcon, PlusIcon } from '@pitchside/shared-ui/icons';
import { ComingSoonButton } from '@pitchside/shared-ui/coming-soon-button';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { NS } from '../../../locales/namespace';

/** Saved payment methods. No API yet: empty, with adding one marked as coming. */
export function SavedMethods({ failed, onRetry }: LoadState) {
  const { t } = useTranslation(NS);
  if (failed && onRetry) return <LoadError message={t('payments.methods.loadError')} onRetry={onRetry} />;
  return (
    <EmptyState
      icon={<CreditCardIcon size={28} />}
      title={t('payments.methods.emptyTitle')}
      description={t('payments.methods.emptyText')}
      action={<ComingSoonButton startIcon={<PlusIcon size={18} />}>{t('payments.methods.add')}</ComingSoonButton>}
    />
  );
}
