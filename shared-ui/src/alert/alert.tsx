import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, AlertTriangleIcon, CloseIcon, InfoIcon, SuccessIcon } from '../icons/icons';
import { IconButton } from '../icon-button/icon-button';
import type { Tone } from '../internal/tones';
import { Action, Body, Root, Title } from './alert.styles';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<AlertTone, { tone: Tone; icon: ReactNode; role: 'alert' | 'status' }> = {
  info: { tone: 'info', icon: <InfoIcon />, role: 'status' },
  success: { tone: 'success', icon: <SuccessIcon />, role: 'status' },
  warning: { tone: 'warning', icon: <AlertTriangleIcon />, role: 'alert' },
  error: { tone: 'danger', icon: <AlertCircleIcon />, role: 'alert' },
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the message (e.g. "Resend e-mail"). */
  action?: ReactNode;
  /** Adds a translated "Dismiss" button. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * An inline message. Warnings and errors are `role="alert"` (announced at once), info and success
 * `role="status"`: render it when the message appears so it is announced.
 */
export function Alert({ tone = 'info', title, children, action, onDismiss, className }: AlertProps) {
  const { t } = useTranslation('ui');
  const config = TONES[tone];
  return (
    <Root role={config.role} $tone={config.tone} className={className}>
      {config.icon}
      <Body>
        {title && <Title>{title}</Title>}
        {children && <div>{children}</div>}
        {action && <Action>{action}</Action>}
      </Body>
      {onDismiss && (
        <IconButton label={t('dismiss')} size="sm" onClick={onDismiss}>
          <CloseIcon size={16} />
        </IconButton>
      )}
    </Root>
  );
}
