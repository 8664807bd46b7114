import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { RefreshIcon } from '@pitchside/shared-ui/icons';
import { NS } from '../locales/namespace';

/** How a data area reports that its call failed (wired to a query's `isError` and `refetch`). */
export interface LoadState {
  failed?: boolean;
  onRetry?: () => void;
}

export interface LoadErrorProps {
  /** The spec's failure text, translated (e.g. 'Failed to load bookings'). */
  message: string;
  onRetry: () => void;
}

/** Error state of a data area: what failed, a hint, and a retry button. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation(NS);
  return (
    <Alert
      tone="error"
      title={message}
      action={
        <Button variant="outline" size="sm" startIcon={<RefreshIcon size={16} />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('common.loadErrorHint')}
    </Alert>
  );
}
