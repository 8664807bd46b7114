// `?lng=` is kept by the server's answer itself: a visitor whose page has not run its script yet (a slow
// phone; here, no script at all) and who follows a link stays in the language they asked for.
import { test, expect } from '../../support/fixtures';
import { Shell } from '../../support/shell';

test('?lng=ar without any script: the next pages are Arabic and right-to-left too', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const shell = new Shell(page, 'ar');
    const first = await page.goto('/?lng=ar');
    expect(first?.status()).toBe(200);
    await shell.expectDocumentLanguage('ar');

    const cookie = (await context.cookies()).find((c) => c.name === 'i18nextLng');
    expect(cookie).toMatchObject({ value: 'ar', path: '/', sameSite: 'Strict', httpOnly: false });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    // Seven days from the server's clock, to the second (an `Expires` date has no finer unit), read here a
    // moment later on this process's clock: a second of leeway for the two readings.
    expect(days).toBeLessThanOrEqual(7 + 1 / 86_400);

    // A link of the page as the server rendered it: a plain navigation, no script involved.
    await shell.loginLink.click();
    await page.waitForURL((url) => url.pathname === '/login' && !url.searchParams.has('lng'));
    await shell.expectDocumentLanguage('ar');

    // Any other document of the platform too: a signed-in page, a page that does not exist.
    for (const path of ['/bookings', '/no-such-page']) {
      await page.goto(path);
      await shell.expectDocumentLanguage('ar');
    }
  } finally {
    await context.close();
  }
});
