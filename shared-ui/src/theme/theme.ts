/**
 * Theme mode (light/dark): persistence and application to the document (docs/product/states.md: default light,
 * persisted). The colours themselves are CSS variables keyed on `:root[data-theme]`.
 */

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** localStorage key holding the chosen theme mode. */
export const THEME_STORAGE_KEY = 'pitchside_theme';
export const DEFAULT_THEME: ThemeMode = 'light';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** The stored theme, or `'light'` when none (or an invalid value, or no storage) is found. */
export function readStoredTheme(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Persists the theme mode; storage failures (private mode, quota) are ignored. */
export function storeTheme(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // The theme still applies for this page; it just will not survive a reload.
  }
}

/** Sets `data-theme` and `color-scheme` on `<html>` so CSS variables and native controls follow. */
export function applyTheme(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
}
