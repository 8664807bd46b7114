// Sign-in from a protected page lands on that page; sign-out goes home, signed out.
import { test, expect } from '../../support/fixtures';
import { DEMO, LoginForm } from '../../support/accounts';
import { Shell, withLanguage } from '../../support/shell';

// Once, in English: auth/two-factor signs in and out in Arabic.
const lng = 'en';

test.describe(`[${lng}] sign-in and sign-out`, () => {
  test('signing in from /bookings returns to /bookings; signing out goes to / signed out', async ({ page }) => {
    const shell = new Shell(page, lng);
    await page.goto(withLanguage('/bookings', lng));
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await shell.expectDocumentLanguage(lng);

    await new LoginForm(page).signIn(DEMO.customer);
    await expect(page).toHaveURL((url) => url.pathname === '/bookings');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.accountMenuButton).toBeVisible();
    await shell.expectDocumentLanguage(lng);

    await shell.signOut(); // lands on /, signed out (checked inside)
    await expect(shell.accountMenuButton).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('pitchside_access_token'))).toBeNull();

    // Really signed out: a protected page asks to sign in again, also after a reload.
    await page.goto('/bookings');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});
