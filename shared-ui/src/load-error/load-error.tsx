import { useTranslation } from 'react-i18next';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { RefreshIcon } from '../icons/icons';

/** How a data area reports that its call failed (wired to a query's `isError` and `refetch`). */
export interface LoadState {
  failed?: boolean;
  onRetry?: () => void;
}

export interface LoadErrorProps {
  /** The documented failure text, translated (e.g. 'Failed to load bookings'). */
  message: string;
  onRetry: () => void;
}

/** Error state of a data area: what failed, a hint, and a retry button. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('ui');
  return (
    <Alert
      tone="error"
      title={message}
      action={
        <Button variant="outline" size="sm" startIcon={<RefreshIcon size={16} />} onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadErrorHint')}
    </Alert>
  );
}
