// A protected path sends a signed-out visitor to /login and, once signed in, back to that path.
import { test, expect } from '../../support/fixtures';
import { DEMO, LoginForm } from '../../support/accounts';
import { Shell } from '../../support/shell';

for (const path of ['/dashboard', '/bookings']) {
  test(`signed out, ${path} goes to /login and returns to ${path} after signing in`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await new LoginForm(page).signIn(DEMO.customer);
    await expect(page).toHaveURL((url) => url.pathname === path);
    const shell = new Shell(page);
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.accountMenuButton).toBeVisible();
  });
}
