// Sign-up of a customer and e-mail verification through the link of the mail.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { newUser } from '../../support/accounts';
import { linkTo } from '../../support/smtp';
import { Shell, withLanguage } from '../../support/shell';
import { authText, shellText } from '../../support/texts';

/** The user's verification status as the API reports it, with the page's own access token. */
async function verificationStatus(page: Page): Promise<{ isVerified: boolean }> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('pitchside_access_token');
    const response = await fetch('/api/v1/auth/verification-status', { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { isVerified: boolean } }).data;
  });
}

// Once, in Arabic, right to left (the English texts of these pages are their component tests').
const lng = 'ar';

test.describe(`[${lng}] sign-up`, () => {
  test('a new customer registers, receives the verification mail over SMTP and verifies through its link', async ({ page, mail, platform }) => {
    const shell = new Shell(page, lng);
    const user = newUser(`register-${lng}`);
    // The shell's reminder above every page while the address is not verified (docs/product/states.md).
    const banner = page.getByText(shellText(lng, 'verification.banner.reminderTitle'), { exact: true });

    await page.goto(withLanguage('/register', lng));
    await shell.expectDocumentLanguage(lng);
    const form = page.locator('form').filter({ has: page.locator('input[name="confirmPassword"]') });
    await form.locator('input[name="firstName"]').fill(user.firstName);
    await form.locator('input[name="lastName"]').fill(user.lastName);
    await form.locator('input[name="email"]').fill(user.email);
    await form.locator('input[name="phone"]').fill(user.phone);
    await form.locator('input[name="password"]').fill(user.password);
    await form.locator('input[name="confirmPassword"]').fill(user.password);
    await form.getByRole('checkbox').check(); // the terms, the form's only checkbox
    await form.locator('button[type="submit"]').click();

    // Registered and signed in, not verified yet.
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(shell.accountMenuButton).toBeVisible();
    await shell.expectDocumentLanguage(lng);
    expect((await verificationStatus(page)).isVerified).toBe(false);
    await expect(banner).toBeVisible();

    const message = await mail.waitForMail(user.email, { linkPath: '/verify-email' });
    const link = linkTo(message, '/verify-email');
    expect(link.origin, 'the link points at the platform (PUBLIC_URL)').toBe(new URL(platform.baseURL).origin);
    expect(link.searchParams.get('token')).toBeTruthy();

    await page.goto(link.href);
    await expect(page.getByRole('heading', { level: 1, name: authText(lng, 'verifyEmail.successTitle') })).toBeVisible();
    await expect(page.getByText(authText(lng, 'verifyEmail.success'), { exact: true })).toBeVisible();
    await shell.expectDocumentLanguage(lng);
    expect((await verificationStatus(page)).isVerified).toBe(true);

    await page.goto('/profile');
    await expect(page.locator('main input[name="firstName"]')).toHaveValue(user.firstName);
    await expect(banner).toHaveCount(0);
  });
});
