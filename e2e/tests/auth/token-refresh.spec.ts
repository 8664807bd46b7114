// Topology `token-refresh` (access tokens live 5 s, ACCESS_TOKEN_TTL_SECONDS=5): once the token has
// expired, the next page that calls the API refreshes it silently — one POST /auth/refresh, no trip to
// /login, the data shown (docs/product/states.md#token-refresh).
import { test, expect } from '../../support/fixtures';
import { jwtClaims, newUser, registerThroughApi } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { Shell, withLanguage } from '../../support/shell';

const TTL_SECONDS = 5;

// Once, in English: what it checks does not depend on the language.
const lng = 'en';

test.describe(`[${lng}] silent token refresh`, () => {
  test('after the access token expires, /profile loads with exactly one refresh and no redirect to /login', async ({ page, request }) => {
    const shell = new Shell(page, lng);
    const user = newUser(`refresh-${lng}`);
    await registerThroughApi(request, user);
    await signInThroughApi(page, user);
    await page.goto(withLanguage('/dashboard', lng));
    await expect(shell.accountMenuButton).toBeVisible();
    await shell.expectDocumentLanguage(lng);

    const readToken = () => page.evaluate(() => localStorage.getItem('pitchside_access_token'));
    let token = await readToken();
    expect(token, 'access token kept by the signed-in page').toBeTruthy();
    const { exp: firstExp, iat } = jwtClaims(token ?? '') as { exp: number; iat: number };
    expect(firstExp - iat, `access-token lifetime (the server must honour ACCESS_TOKEN_TTL_SECONDS=${TTL_SECONDS})`).toBeLessThanOrEqual(TTL_SECONDS);
    // Until the token the page holds has expired: the dashboard's own reads may have renewed it meanwhile
    // (its first load renders in the browser and can outlast a 5-second token).
    let exp = firstExp;
    for (;;) {
      await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now()) + 1_500);
      const current = await readToken();
      if (current === token) break;
      token = current;
      exp = (jwtClaims(token ?? '') as { exp: number }).exp;
    }

    // From here on: every refresh call and every page the main frame shows.
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/auth/refresh') refreshes.push(response.status());
    });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });

    await page.goto('/profile');
    await expect(page.locator('main input[name="firstName"]')).toHaveValue(user.firstName);
    await expect(page.locator('main input[name="lastName"]')).toHaveValue(user.lastName);
    await expect(shell.accountMenuButton).toBeVisible();
    await page.waitForTimeout(1_000); // a late second refresh would show up here

    expect(refreshes, 'POST /api/v1/auth/refresh answers').toEqual([200]);
    expect(visited, 'pages shown').not.toContain('/login');
    expect(new URL(page.url()).pathname).toBe('/profile');
    const renewed = await page.evaluate(() => localStorage.getItem('pitchside_access_token'));
    expect(renewed).not.toBe(token);
    expect((jwtClaims(renewed ?? '') as { exp: number }).exp, 'the renewed token expires later').toBeGreaterThan(exp);
  });
});
