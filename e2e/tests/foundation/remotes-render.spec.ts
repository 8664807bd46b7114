// Each remote's page renders inside the shell (or, for /login, without it), loaded at runtime from the
// origin the registry names for it.
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { expectRemoteLoadedFrom, recordRemoteEntries, signInThroughApi } from '../../support/journeys';
import { Shell } from '../../support/shell';

test.describe('remote pages render in the shell', () => {
  test('/ shows the landing page of mf_customer inside the layout shell', async ({ page, platform }) => {
    const entries = recordRemoteEntries(page);
    const shell = new Shell(page);
    await page.goto('/');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.pageHeading).toHaveCount(1);
    await expect(shell.topBar).toBeVisible();
    await expect(shell.loginLink).toBeVisible();
    await expect(shell.footer).toBeVisible();
    await expect(page.locator('[data-testid="remote-fallback"]')).toHaveCount(0);
    expectRemoteLoadedFrom(entries, 'mf_customer', platform.remoteOrigins.mf_customer!);
  });

  test('/login shows the sign-in page of mf_auth without the layout shell', async ({ page, platform }) => {
    const entries = recordRemoteEntries(page);
    const shell = new Shell(page);
    await page.goto('/login');
    await expect(shell.pageHeading).toBeVisible();
    await expect(shell.pageHeading).toHaveCount(1);
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expect(shell.topBar).toHaveCount(0);
    await expect(shell.footer).toHaveCount(0);
    expectRemoteLoadedFrom(entries, 'mf_auth', platform.remoteOrigins.mf_auth!);
  });

  test('signed in as super admin, /company, /payments and /admin render their remotes in the shell', async ({ page, platform }) => {
    const entries = recordRemoteEntries(page);
    const shell = new Shell(page);
    await signInThroughApi(page, DEMO.admin);
    for (const [path, remote] of [['/company', 'mf_company'], ['/payments', 'mf_payments'], ['/admin', 'mf_admin']] as const) {
      await test.step(`${path} (${remote})`, async () => {
        await page.goto(path);
        await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(shell.pageHeading).toHaveCount(1);
        await expect(shell.topBar).toBeVisible();
        await expect(shell.sidebar).toBeVisible();
        await expect(shell.footer).toBeVisible();
        await expect(page.locator('[data-testid="remote-fallback"]')).toHaveCount(0);
        await expect(page.getByText(shell.t('guard.deniedTitle'), { exact: true })).toHaveCount(0);
        expect(new URL(page.url()).pathname).toBe(path);
        expectRemoteLoadedFrom(entries, remote, platform.remoteOrigins[remote]!);
      });
    }
  });
});
