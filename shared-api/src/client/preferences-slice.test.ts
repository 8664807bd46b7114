// @vitest-environment jsdom
import {
  languageChanged,
  preferencesSlice,
  selectDirection,
  selectLanguage,
  selectTheme,
  themeChanged,
  themeToggled,
} from './preferences-slice.js';
import { STORAGE_KEYS } from './storage.js';
import { createAppStore } from './store.js';

beforeEach(() => localStorage.clear());

describe('preferences', () => {
  it('defaults to light and English', () => {
    const store = createAppStore();
    expect(selectTheme(store.getState())).toBe('light');
    expect(selectLanguage(store.getState())).toBe('en');
    expect(selectDirection(store.getState())).toBe('ltr');
  });

  it('starts from the persisted theme', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    expect(selectTheme(createAppStore().getState())).toBe('dark');
  });

  it('ignores an unknown persisted theme', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    expect(preferencesSlice.reducer(undefined, { type: '@@init' }).theme).toBe('light');
  });

  it('persists theme changes and toggles', () => {
    const store = createAppStore();
    store.dispatch(themeChanged('dark'));
    expect(localStorage.getItem('pitchside_theme')).toBe('dark');
    store.dispatch(themeToggled());
    expect(selectTheme(store.getState())).toBe('light');
    expect(localStorage.getItem('pitchside_theme')).toBe('light');
  });

  it('switches language and direction (Arabic is right-to-left)', () => {
    const store = createAppStore();
    store.dispatch(languageChanged('ar'));
    expect(selectLanguage(store.getState())).toBe('ar');
    expect(selectDirection(store.getState())).toBe('rtl');
    store.dispatch(languageChanged('fr'));
    expect(selectDirection(store.getState())).toBe('ltr');
  });
});
