// Two-factor authentication: enabled on /profile (Security tab) from the secret shown, then required at
// sign-in, where a TOTP code (otplib, as an authenticator app computes it) lets the user in.
import { generate } from 'otplib';
import { test, expect } from '../../support/fixtures';
import { LoginForm, newUser, registerThroughApi, verifyThroughMail } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { clearOfStepBoundary } from '../../support/totp';
import { Shell, withLanguage } from '../../support/shell';
import { authText } from '../../support/texts';

const PERIOD = 30;
const now = () => Math.floor(Date.now() / 1000);

// Once, in Arabic, right to left (the English texts of these pages are their component tests').
const lng = 'ar';

test.describe(`[${lng}] two-factor authentication`, () => {
  test('a user enables 2FA from the secret shown on /profile, then signs in with a TOTP code', async ({ page, mail, request }) => {
    const shell = new Shell(page, lng);
    const t = (key: string) => authText(lng, key);
    const user = newUser(`totp-${lng}`);
    await registerThroughApi(request, user);
    await verifyThroughMail(request, mail, user.email); // the server enrols verified addresses only

    await signInThroughApi(page, user);
    await page.goto(withLanguage('/profile', lng));
    await shell.expectDocumentLanguage(lng);
    await page.getByRole('tab', { name: t('profile.tab.security'), exact: true }).click();
    const issued = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/2fa/enable') && r.request().method() === 'POST');
    await page.getByRole('button', { name: t('security.enable'), exact: true }).click();
    expect((await issued).status()).toBe(200);

    // The key shown for manual entry, read off the page as a user would type it into an app.
    const shown = shell.main.getByText(/^[A-Z2-7]{16,}=*$/);
    await expect(shown).toBeVisible();
    const secret = ((await shown.textContent()) ?? '').trim();
    await expect(page.getByRole('img', { name: t('security.qrAlt'), exact: true })).toBeVisible();

    // The server accepts each time step once, and codes of the previous step (clock drift): enrol with the
    // previous step's code so that the sign-in below can use the current one without waiting up to 30 s.
    const codeForm = page.locator('form').filter({ has: page.locator('input[name="code"]') });
    await clearOfStepBoundary(PERIOD);
    await codeForm.locator('input[name="code"]').fill(await generate({ secret, epoch: now() - PERIOD }));
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/2fa/verify') && r.request().method() === 'POST');
    await codeForm.locator('button[type="submit"]').click();
    expect((await verified).status()).toBe(200);
    await expect(shell.main.getByText(t('security.twoFactorOn'), { exact: true })).toBeVisible();

    await shell.signOut(); // lands on /, signed out (checked inside)

    const login = new LoginForm(page);
    await page.goto('/login');
    await login.signIn(user);
    // The password is accepted and a code is asked for; the user is still on /login.
    await expect(page.getByRole('heading', { level: 1, name: t('login.twoFactorTitle') })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await login.twoFactorCode.fill(await generate({ secret, epoch: now() }));
    await login.twoFactorSubmit.click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(shell.accountMenuButton).toBeVisible();
  });
});
