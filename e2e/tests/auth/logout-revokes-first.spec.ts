// Logout revokes first: at the click the refresh token is revoked (the request leaves at once and outlives
// the page) and the session cleared, then the app goes home — a tab closed meanwhile leaves no session alive.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DEMO, LoginForm } from '../../support/accounts';
import { Shell, pathOf } from '../../support/shell';

const REFRESH_COOKIE = 'pitchside_refresh';

/** Signs the demo customer in and opens /profile as a fresh document: home's remote is not loaded yet. */
async function signInOnProfile(page: Page): Promise<Shell> {
  const shell = new Shell(page);
  await page.goto('/login');
  await new LoginForm(page).signIn(DEMO.customer);
  await expect(shell.accountMenuButton).toBeVisible();
  await page.goto('/profile');
  await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
  return shell;
}

async function refreshCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === REFRESH_COOKIE);
  expect(cookie, 'refresh cookie after signing in').toBeDefined();
  return cookie?.value ?? '';
}

/** What POST /auth/refresh answers to the given refresh cookie. */
async function refreshWith(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post('/api/v1/auth/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${token}` } });
  return response.status();
}

/** Home's remote (not loaded on /profile) answers late from now on, as on a busy machine or network. */
async function slowHome(page: Page, delayMs: number): Promise<void> {
  await page.route('**/remotes/mf_customer/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined); // the page may be gone by then
  });
}

async function clickLogout(shell: Shell): Promise<void> {
  await shell.accountMenuButton.click();
  await shell.page.getByRole('menuitem', { name: shell.t('topBar.logout'), exact: true }).click();
}

test.describe('logout', () => {
  test('the logout call leaves with the click, before the move home and before home\'s page loads', async ({ page, request }) => {
    // In the page: when the address changes (the router's history call) — resource timing has the requests.
    await page.addInitScript(() => {
      const moves: { path: string; at: number }[] = [];
      (window as unknown as { addressMoves: typeof moves }).addressMoves = moves;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
          if (url !== undefined && url !== null) moves.push({ path: new URL(String(url), location.href).pathname, at: performance.now() });
          original(data, unused, url);
        };
      }
    });
    const shell = await signInOnProfile(page);
    const token = await refreshCookie(page.context());
    await slowHome(page, 1_500);
    const shown: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) shown.push(pathOf(page));
    });

    await clickLogout(shell);
    await expect(page.getByText(shell.t('auth.loggedOut'))).toBeVisible();
    await expect(shell.loginLink).toBeVisible();
    await expect(shell.main.getByRole('heading', { level: 1 }), "home's page").toBeVisible();
    expect(pathOf(page)).toBe('/');

    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime }));
      const home = (window as unknown as { addressMoves: { path: string; at: number }[] }).addressMoves.find((move) => move.path === '/');
      return {
        logout: resources.find((r) => new URL(r.url).pathname === '/api/v1/auth/logout')?.start,
        homePage: resources.find((r) => /\/remotes\/mf_customer\/.*page-landing/.test(r.url))?.start,
        movedHome: home?.at,
      };
    });
    expect(timing.logout, 'POST /auth/logout was sent').toBeDefined();
    expect(timing.movedHome, 'the address moved home').toBeDefined();
    expect(timing.homePage, "home's page was loaded").toBeDefined();
    const { logout = Infinity, movedHome = 0, homePage = 0 } = timing;
    expect(logout - movedHome, 'logout call after the move home (ms)').toBeLessThan(50);
    expect(logout, "logout call started before home's page was requested").toBeLessThan(homePage);
    expect(shown, 'pages shown after logout').not.toContain('/login');

    // The old refresh cookie no longer renews anything.
    expect(await refreshWith(request, token)).toBe(401);
  });

  test('a tab closed right after Logout leaves no session alive', async ({ page, request }) => {
    const shell = await signInOnProfile(page);
    const token = await refreshCookie(page.context());
    await slowHome(page, 5_000);

    await clickLogout(shell);
    await page.close({ runBeforeUnload: false });
    // One check, once the request had time to arrive (refreshing with a live token would rotate it).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await refreshWith(request, token)).toBe(401);
  });
});
