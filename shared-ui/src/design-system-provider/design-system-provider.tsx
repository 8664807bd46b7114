import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Direction } from 'radix-ui';
import { applyTheme, type ThemeMode } from '../theme/theme';
import { Toaster } from '../toaster/toaster';

export interface DesignSystemProviderProps {
  /** Active theme; written to `<html data-theme>`. */
  theme: ThemeMode;
  children?: ReactNode;
}

/**
 * Root of the design system: theme on `<html>`, reading direction for Radix (from the i18n language) and
 * the toast region. Rendered once, by the shell (or a remote's standalone development harness) — never by
 * a page. The global style (`@pitchside/shared-ui/global-style`) is rendered beside it by whoever owns
 * the document: a server-rendered document carries it already (docs/adr/0045).
 */
export function DesignSystemProvider({ theme, children }: DesignSystemProviderProps) {
  const { i18n } = useTranslation();
  // Without an i18n instance (isolated tests) react-i18next hands back no instance.
  const dir = typeof i18n?.dir === 'function' ? i18n.dir() : 'ltr';

  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);

  return (
    <Direction.Provider dir={dir}>
      {children}
      <Toaster />
    </Direction.Provider>
  );
}
