// Forgot password → mail → reset link → new password → sign in with it.
import { test, expect } from '../../support/fixtures';
import { LoginForm, newUser, registerThroughApi } from '../../support/accounts';
import { linkTo } from '../../support/smtp';
import { Shell, withLanguage } from '../../support/shell';
import { authText } from '../../support/texts';

// Once, in Arabic, right to left (the English texts of these pages are their component tests').
const lng = 'ar';

test.describe(`[${lng}] password reset`, () => {
  test('a user resets a forgotten password through the mailed link and signs in with the new one', async ({ page, mail, request }) => {
    const shell = new Shell(page, lng);
    const user = newUser(`reset-${lng}`);
    await registerThroughApi(request, user);
    const newPassword = `New-${user.password}`;

    await page.goto(withLanguage('/forgot-password', lng));
    await shell.expectDocumentLanguage(lng);
    const requestForm = page.locator('form').filter({ has: page.locator('input[name="email"]') });
    await requestForm.locator('input[name="email"]').fill(user.email);
    const requested = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/password/request-reset') && r.request().method() === 'POST');
    await requestForm.locator('button[type="submit"]').click();
    expect((await requested).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: authText(lng, 'forgotPassword.sentTitle') })).toBeVisible();

    const message = await mail.waitForMail(user.email, { linkPath: '/reset-password' });
    const link = linkTo(message, '/reset-password');
    expect(link.searchParams.get('token')).toBeTruthy();

    await page.goto(link.href);
    await shell.expectDocumentLanguage(lng);
    const resetForm = page.locator('form').filter({ has: page.locator('input[name="confirmPassword"]') });
    await resetForm.locator('input[name="password"]').fill(newPassword);
    await resetForm.locator('input[name="confirmPassword"]').fill(newPassword);
    const reset = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/password/reset') && r.request().method() === 'POST');
    await resetForm.locator('button[type="submit"]').click();
    expect((await reset).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: authText(lng, 'resetPassword.successTitle') })).toBeVisible();

    // The old password no longer works; the new one does.
    const old = await request.post('/api/v1/auth/login', { data: { email: user.email, password: user.password } });
    expect(old.status()).toBe(401);
    await page.goto(withLanguage('/login', lng));
    await new LoginForm(page).signIn({ email: user.email, password: newPassword });
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(shell.accountMenuButton).toBeVisible();
  });
});
