import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Link } from '@pitchside/shared-ui/router';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@pitchside/shared-ui/dropdown-menu';
import { DownloadIcon, LogoutIcon, SettingsIcon, UserIcon } from '@pitchside/shared-ui/icons';
import { requestInstall, useInstallAvailable } from '@pitchside/shared-api/client/app-install';
import type { SessionUser } from '@pitchside/shared-api/contracts/session-user';
import { useSignOut } from '../../../features/auth/logout';
import { useTakeOverFocus } from '../../../hooks/on-demand';
import { APP_NS } from '../../../features/app-worker/app-namespace';
import { AvatarButton, Email, Identity, Name } from './account-menu.styles';

export interface AccountMenuPopupProps {
  user: SessionUser;
  name: string;
  label: string;
  /** The avatar and the hidden name, as the plain button showed them. */
  face: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plain button it replaces had focus. */
  hadFocus: boolean;
}

/** The account menu proper, on Radix DropdownMenu (loaded on demand by `AccountMenu`). */
export function AccountMenuPopup({ user, name, label, face, open, onOpenChange, hadFocus }: AccountMenuPopupProps) {
  const { t } = useTranslation('shell');
  const logout = useSignOut();
  const installable = useInstallAvailable();
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(trigger, hadFocus);

  return (
    <DropdownMenu
      label={label}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <AvatarButton ref={trigger} type="button">
          {face}
        </AvatarButton>
      }
    >
      <DropdownMenuLabel>
        <Identity>
          <Name>{name}</Name>
          <Email>{user.email}</Email>
        </Identity>
      </DropdownMenuLabel>
      <DropdownMenuItem asChild icon={<UserIcon size={18} />}>
        <Link to="/profile">{t('topBar.profile')}</Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild icon={<SettingsIcon size={18} />}>
        <Link to="/settings">{t('topBar.settings')}</Link>
      </DropdownMenuItem>
      {installable && (
        <DropdownMenuItem icon={<DownloadIcon size={18} />} onSelect={() => void requestInstall()}>
          {t('install', { ns: APP_NS })}
        </DropdownMenuItem>
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem tone="danger" icon={<LogoutIcon size={18} />} onSelect={() => logout()}>
        {t('topBar.logout')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
