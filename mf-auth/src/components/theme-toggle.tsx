import { useTranslation } from '@pitchside/shared-ui/translation';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { MoonIcon, SunIcon } from '@pitchside/shared-ui/icons';
import { useAppDispatch, useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectTheme, themeToggled } from '@pitchside/shared-api/client/preferences-slice';

/** Light/dark switch for pages shown without the shell's top bar. */
export function ThemeToggle() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  return (
    <IconButton label={theme === 'light' ? t('common.switchToDark') : t('common.switchToLight')} variant="outline" onClick={() => dispatch(themeToggled())}>
      {theme === 'light' ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
