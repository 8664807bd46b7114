import { lazy, Suspense, type Ref } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { MenuIcon } from '@pitchside/shared-ui/icons';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectIsAuthenticated } from '@pitchside/shared-api/client/auth-slice';
import { LanguageSelector } from '../../../features/language/language-selector';
import { ThemeToggle } from '../../../features/theme/theme-toggle';
import { Logo } from './logo';
import { SignedOutActions } from './signed-out-actions';
import { ActionsPlaceholder, End, Header, MenuSlot, Start } from './top-bar.styles';

// Named: the server preloads this chunk group for a signed-in browser (server/document.tsx).
const SignedInActions = lazy(() => import(/* webpackChunkName: "signed-in-actions" */ './signed-in-actions'));

export interface TopBarProps {
  /** The drawer's menu button (signed in): CSS shows it only below 1024 px, where the sidebar is a drawer. */
  menu?: { open: boolean; onOpen: () => void; buttonRef?: Ref<HTMLButtonElement> };
}

/** The sticky bar on top of every framed page (docs/product/routes-and-screens.md#top-bar). */
export function TopBar({ menu }: TopBarProps) {
  const { t } = useTranslation('shell');
  const signedIn = useAppSelector(selectIsAuthenticated);
  return (
    <Header>
      <Start>
        {menu && (
          <MenuSlot>
            <IconButton ref={menu.buttonRef} label={t('nav.openMenu')} aria-haspopup="dialog" aria-expanded={menu.open} onClick={menu.onOpen}>
              <MenuIcon />
            </IconButton>
          </MenuSlot>
        )}
        <Logo signedIn={signedIn} />
      </Start>
      <End>
        <LanguageSelector />
        <ThemeToggle />
        {signedIn ? (
          <Suspense fallback={<ActionsPlaceholder />}>
            <SignedInActions />
          </Suspense>
        ) : (
          <SignedOutActions />
        )}
      </End>
    </Header>
  );
}
