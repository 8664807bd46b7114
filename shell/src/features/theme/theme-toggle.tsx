import { useTranslation } from '@pitchside/shared-ui/translation';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { MoonIcon, SunIcon } from '@pitchside/shared-ui/icons';
import { useAppDispatch, useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectTheme, themeToggled } from '@pitchside/shared-api/client/preferences-slice';

/**
 * Switches light/dark. The store persists the choice (`pitchside_theme`) and the design-system provider
 * writes it to `<html data-theme>`.
 */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const dark = useAppSelector(selectTheme) === 'dark';
  return (
    <IconButton label={t(dark ? 'topBar.switchToLight' : 'topBar.switchToDark')} onClick={() => dispatch(themeToggled())}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
