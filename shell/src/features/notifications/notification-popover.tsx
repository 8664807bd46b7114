import { useRef, type ReactNode } from 'react';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { Popover } from '@pitchside/shared-ui/popover';
import { layout } from '@pitchside/shared-ui/tokens';
import { useTakeOverFocus } from '../../hooks/on-demand';
import { NotificationPanel } from './notification-panel';
import { useNotificationTranslation } from './notification-texts';

export interface NotificationPopoverProps {
  userId: string;
  /** The bell's accessible name (with the unread count). */
  label: string;
  /** The bell icon and badge, as the plain button showed them. */
  face: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plain button it replaces had focus. */
  hadFocus: boolean;
}

/** The bell as a Radix popover trigger, with the notification panel (loaded on demand by `NotificationBell`). */
export function NotificationPopover({ userId, label, face, open, onOpenChange, hadFocus }: NotificationPopoverProps) {
  const { t } = useNotificationTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(trigger, hadFocus);

  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      label={t('notifications.title')}
      width={layout.notificationPanelWidth}
      maxHeight={layout.notificationPanelMaxHeight}
      trigger={
        <IconButton ref={trigger} label={label}>
          {face}
        </IconButton>
      }
    >
      <NotificationPanel userId={userId} onClose={() => onOpenChange(false)} />
    </Popover>
  );
}
