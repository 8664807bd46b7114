import type { ReactNode } from 'react';
import { Chip, type ChipTone } from '@pitchside/shared-ui/chip';
import { AlertCircleIcon, AlertTriangleIcon, InfoIcon, SuccessIcon } from '@pitchside/shared-ui/icons';
import { color } from '@pitchside/shared-ui/tokens';
import type { NotificationType } from '@pitchside/shared-api/contracts/notification';
import { TypeIcon } from './notifications.styles';
import { useNotificationTranslation } from './notification-texts';

type StatusType = Extract<NotificationType, 'success' | 'warning' | 'error' | 'info'>;
type ContentType = Exclude<NotificationType, StatusType>;

const STATUS: Readonly<Record<StatusType, { tone: string; icon: (title: string) => ReactNode }>> = {
  success: { tone: color.successText, icon: (title) => <SuccessIcon size={16} title={title} /> },
  warning: { tone: color.warningText, icon: (title) => <AlertTriangleIcon size={16} title={title} /> },
  error: { tone: color.dangerText, icon: (title) => <AlertCircleIcon size={16} title={title} /> },
  info: { tone: color.infoText, icon: (title) => <InfoIcon size={16} title={title} /> },
};

const CONTENT_TONES: Readonly<Record<ContentType, ChipTone>> = {
  booking: 'primary',
  payment: 'success',
  system: 'neutral',
  promotion: 'warning',
  reminder: 'info',
  alert: 'danger',
  update: 'info',
};

const isStatus = (type: NotificationType): type is StatusType => type in STATUS;

/** Every type, status types first, as the filters list them. */
export const NOTIFICATION_TYPE_ORDER = [...Object.keys(STATUS), ...Object.keys(CONTENT_TONES)] as NotificationType[];

/** Status notifications show an icon; content notifications a labelled chip (docs/product/routes-and-screens.md#notification-panel). */
export function NotificationTypeMarker({ type }: { type: NotificationType }) {
  const { t } = useNotificationTranslation();
  const label = t(`notifications.type.${type}`);
  if (isStatus(type)) {
    const status = STATUS[type];
    return <TypeIcon $tone={status.tone}>{status.icon(label)}</TypeIcon>;
  }
  return <Chip label={label} tone={CONTENT_TONES[type]} />;
}
