import { useTranslation } from '@pitchside/shared-ui/translation';
import { Link } from '@pitchside/shared-ui/router';
import { Avatar } from '@pitchside/shared-ui/avatar';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@pitchside/shared-ui/dropdown-menu';
import { LogoutIcon, SettingsIcon, UserIcon } from '@pitchside/shared-ui/icons';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import { useSignOut } from '../auth/logout';
import { AvatarButton, Email, Identity, Name } from './account-menu.styles';

/** The avatar button and its menu: Profile, Settings, Logout (spec §2 top bar). */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectCurrentUser);
  const logout = useSignOut();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const label = t('topBar.accountMenu', { name });

  return (
    <DropdownMenu
      label={label}
      trigger={
        <AvatarButton type="button">
          <Avatar name={name} src={user.profileImage} size="sm" decorative />
          <VisuallyHidden>{label}</VisuallyHidden>
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
      <DropdownMenuSeparator />
      <DropdownMenuItem tone="danger" icon={<LogoutIcon size={18} />} onSelect={() => logout()}>
        {t('topBar.logout')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
