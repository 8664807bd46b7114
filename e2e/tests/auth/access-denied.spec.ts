// A customer opening an admin page sees Access Denied with the required role, their role and Go Back.
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { Shell, withLanguage } from '../../support/shell';

// Once, in Arabic, right to left (the English texts of these pages are their component tests').
const lng = 'ar';

test.describe(`[${lng}] role guard`, () => {
  test('a customer opening /admin sees Access Denied, the required role and theirs, and Go Back returns', async ({ page }) => {
    const shell = new Shell(page, lng);
    await signInThroughApi(page, DEMO.customer);
    await page.goto(withLanguage('/bookings', lng));
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/admin');
    await shell.expectDocumentLanguage(lng);
    const main = shell.main;
    await expect(main.getByText(shell.t('guard.deniedTitle'), { exact: true })).toBeVisible();
    await expect(main.getByText(shell.t('guard.deniedMessage'), { exact: true })).toBeVisible();
    await expect(main.getByText(shell.t('guard.requiredRoles', { roles: shell.t('roles.SUPER_ADMIN') }), { exact: true })).toBeVisible();
    await expect(main.getByText(shell.t('guard.yourRole', { role: shell.t('roles.CUSTOMER') }), { exact: true })).toBeVisible();
    await expect(shell.topBar).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/admin');

    await main.getByRole('button', { name: shell.t('common.goBack'), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/bookings');
  });
});
