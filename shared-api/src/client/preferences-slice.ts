import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../contracts/language.js';
import { STORAGE_KEYS, readItem, writeCookie, writeItem } from './storage.js';

export type ThemeMode = 'light' | 'dark';
export type TextDirection = 'ltr' | 'rtl';

export interface PreferencesState {
  theme: ThemeMode;
  /** Mirrors the shell's i18next language; i18next owns detection and its own storage keys (docs/product/constants.md). */
  language: LanguageCode;
}

/** The persisted theme, or 'light' (docs/product/states.md: default light, persisted). */
export function readStoredTheme(): ThemeMode {
  return readItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/** Stored for the browser and, as a cookie of the same name, for the server that renders the first paint. */
export function writeStoredTheme(theme: ThemeMode): void {
  writeItem(STORAGE_KEYS.theme, theme);
  writeCookie(STORAGE_KEYS.theme, theme);
}

const initialPreferences = (): PreferencesState => ({ theme: readStoredTheme(), language: DEFAULT_LANGUAGE });

/** Theme and language. The theme is written to storage by `session-persistence` on change. */
export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferences,
  reducers: {
    themeChanged: (state, { payload }: PayloadAction<ThemeMode>) => {
      state.theme = payload;
    },
    themeToggled: (state) => {
      state.theme = state.theme === 'light' ? 'dark' : 'light';
    },
    languageChanged: (state, { payload }: PayloadAction<LanguageCode>) => {
      state.language = payload;
    },
  },
});

export const { themeChanged, themeToggled, languageChanged } = preferencesSlice.actions;

export interface PreferencesRootState {
  preferences: PreferencesState;
}

export const selectTheme = (state: PreferencesRootState): ThemeMode => state.preferences.theme;
export const selectLanguage = (state: PreferencesRootState): LanguageCode => state.preferences.language;
/** Arabic is right-to-left; English and French left-to-right. */
export const selectDirection = (state: PreferencesRootState): TextDirection =>
  LANGUAGES.find((l) => l.code === state.preferences.language)?.direction ?? 'ltr';
