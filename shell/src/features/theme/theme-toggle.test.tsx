import { screen } from '@testing-library/react';
import { selectTheme } from '@pitchside/shared-api/client/preferences-slice';
import { renderShell } from '../../testing/render-shell';
import { ThemeToggle } from './theme-toggle';

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('theme toggle', () => {
  it('switches to dark and back, persisting the choice and flipping <html data-theme>', async () => {
    const { store, user } = renderShell(<ThemeToggle />);
    expect(document.documentElement.dataset.theme).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(selectTheme(store.getState())).toBe('dark');
    expect(localStorage.getItem('pitchside_theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('pitchside_theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
