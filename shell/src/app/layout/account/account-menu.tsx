import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Avatar } from '@pitchside/shared-ui/avatar';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import { useOnDemandPopup } from '../../../hooks/on-demand';
import { AvatarButton } from './account-menu.styles';

const loadPopup = () => import('./account-menu-popup');

/** The avatar button; its menu (Profile, Settings, Logout — docs/product/routes-and-screens.md#top-bar) loads when it is first wanted. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  const { module, trigger, hadFocus } = useOnDemandPopup(loadPopup, () => setOpen(true));
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const label = t('topBar.accountMenu', { name });
  const face = (
    <>
      <Avatar name={name} src={user.profileImage} size="sm" decorative />
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );

  if (module) {
    const { AccountMenuPopup } = module;
    return <AccountMenuPopup user={user} name={name} label={label} face={face} open={open} onOpenChange={setOpen} hadFocus={hadFocus} />;
  }
  return (
    <AvatarButton type="button" aria-haspopup="menu" aria-expanded={false} {...trigger}>
      {face}
    </AvatarButton>
  );
}
