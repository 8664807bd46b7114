// Theme: light by default; the top bar toggle switches <html data-theme> to dark, kept after a reload.
import { test, expect } from '../../support/fixtures';
import { Shell } from '../../support/shell';

test('the theme toggle switches to dark, and dark is kept after a reload and back to light', async ({ page }) => {
  const shell = new Shell(page);
  const html = page.locator('html');
  await page.goto('/');
  await expect(shell.topBar).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'light');

  await shell.themeToggle('dark').click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(shell.themeToggle('light')).toBeVisible();

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(shell.themeToggle('light')).toBeVisible();

  await shell.themeToggle('light').click();
  await expect(html).toHaveAttribute('data-theme', 'light');
});
