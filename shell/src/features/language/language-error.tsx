import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { AlertCircleIcon } from '@pitchside/shared-ui/icons';
import { Tooltip } from '@pitchside/shared-ui/tooltip';
import { AlertSlot } from './language-selector.styles';

export interface LanguageErrorProps {
  alertOpen: boolean;
  onShowAlert: () => void;
  onDismiss: () => void;
}

/** Error icon with its tooltip, and the alert, after a failed language change (docs/product/routes-and-screens.md). */
export default function LanguageError({ alertOpen, onShowAlert, onDismiss }: LanguageErrorProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Tooltip content={t('language.errorTooltip')}>
        <IconButton label={t('language.errorIcon')} variant="danger" size="sm" onClick={onShowAlert}>
          <AlertCircleIcon size={18} />
        </IconButton>
      </Tooltip>
      {alertOpen && (
        <AlertSlot>
          <Alert tone="error" onDismiss={onDismiss}>
            {t('language.error')}
          </Alert>
        </AlertSlot>
      )}
    </>
  );
}
