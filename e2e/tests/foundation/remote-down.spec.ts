// Topology `remote-down`: mf_payments is in the registry but its server is stopped. Only its routes
// show the fallback; the layout and the other remotes keep working.
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { Shell } from '../../support/shell';

test.describe('a remote whose server is down', () => {
  test('signed out, the landing and sign-in pages of the other remotes still work', async ({ page, platform }) => {
    expect(platform.downRemotes).toEqual(['mf_payments']);
    const shell = new Shell(page);
    await page.goto('/');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.topBar).toBeVisible();
    await expect(shell.footer).toBeVisible();
    await page.goto('/login');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expect(page.locator('[data-testid="remote-fallback"]')).toHaveCount(0);
  });

  test('/payments shows the fallback with Retry inside the layout; /company and / keep working', async ({ page }) => {
    const shell = new Shell(page);
    await signInThroughApi(page, DEMO.admin);

    await page.goto('/payments');
    const fallback = shell.remoteFallback('mf_payments');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByText(shell.t('remote.unavailableTitle'))).toBeVisible();
    const retry = fallback.getByRole('button', { name: shell.t('common.retry'), exact: true });
    await expect(retry).toBeVisible();
    await expect(shell.topBar).toBeVisible();
    await expect(shell.sidebar).toBeVisible();
    await expect(shell.footer).toBeVisible();

    // Retrying while the server is still down lands on the fallback again, not on a blank shell.
    await retry.click();
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(shell.topBar).toBeVisible();

    // The other remotes are unaffected, reached through the shell's own navigation.
    await shell.sidebar.locator('a[href="/company"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/company');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-testid="remote-fallback"]')).toHaveCount(0);

    await page.goto('/');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-testid="remote-fallback"]')).toHaveCount(0);
  });
});
