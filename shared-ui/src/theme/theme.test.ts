import { applyTheme, readStoredTheme, storeTheme, THEME_STORAGE_KEY } from './theme';

describe('theme', () => {
  it('defaults to light when nothing is stored', () => {
    expect(readStoredTheme()).toBe('light');
  });

  it('reads back a stored theme under pitchside_theme', () => {
    storeTheme('dark');
    expect(localStorage.getItem('pitchside_theme')).toBe('dark');
    expect(THEME_STORAGE_KEY).toBe('pitchside_theme');
    expect(readStoredTheme()).toBe('dark');
  });

  it('ignores an invalid stored value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('falls back to light when storage throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readStoredTheme()).toBe('light');
    spy.mockRestore();
  });

  it('applies data-theme and color-scheme to <html>', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    applyTheme('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});
