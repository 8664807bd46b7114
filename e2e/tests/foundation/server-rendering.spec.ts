// Public pages arrive rendered (docs/adr/0016): the HTML already holds the page's heading and form in the
// visitor's language, with the registry inlined; the browser hydrates it without a second render, a
// request for /remotes.json, or a layout shift; a signed-in browser the server cannot identify gets the
// plain document (signed-in rendering: signed-in-rendering.spec.ts).
import { test, expect } from '../../support/fixtures';
import { DEMO, LoginForm } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { Shell } from '../../support/shell';
import { layoutShift } from '../../support/layout-shift';
import type { Page } from '@playwright/test';
import { tokenOnRoot } from '../../support/styles';

const html = (page: Page, path: string, headers: Record<string, string> = {}) =>
  page.request.get(path, { headers: { accept: 'text/html', ...headers } }).then((response) => response.text());

test.describe('server-rendered public pages', () => {
  test('the HTML of /, /login, /register and /forgot-password holds the page, its styles and the registry', async ({ page }) => {
    const home = await html(page, '/');
    expect(home).toMatch(/<div id="root" data-ssr>/);
    expect(home).toMatch(/<h1[^>]*>/);
    expect(home).toContain('id="pitchside-registry"');
    expect(home).toMatch(/<style data-styled/);

    const login = await html(page, '/login');
    expect(login).toMatch(/<h1[^>]*>[^<]*Welcome back/);
    expect(login).toMatch(/<form[^>]*>/);
    expect(login).toMatch(/<input[^>]*type="email"/);
    expect(login).toMatch(/rel="preload" as="script" fetchpriority="low" href="[^"]*\/remotes\/mf_auth\/[^"]*remoteEntry\.js"/);
    expect(login).toMatch(/<script defer src="\/start-after-paint\.js" data-src="\/main\.[0-9a-f]+\.js"><\/script>/);

    expect(await html(page, '/register')).toMatch(/<form[^>]*>/);
    expect(await html(page, '/forgot-password')).toMatch(/<form[^>]*>/);
  });

  test('the language comes from ?lng=, then the cookie, then Accept-Language, with dir set for Arabic', async ({ page }) => {
    expect(await html(page, '/login', { 'accept-language': 'fr-FR,fr;q=0.9' })).toMatch(/<html lang="fr" dir="ltr"/);
    expect(await html(page, '/login', { 'accept-language': 'fr', cookie: 'i18nextLng=ar' })).toMatch(/<html lang="ar"/);
    const arabic = await html(page, '/login?lng=ar');
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic).toContain('مرحبًا بعودتك');
    // That answer kept the language in its cookie: the next document is Arabic whatever the browser prefers.
    expect(await html(page, '/login', { 'accept-language': 'fr-FR,fr;q=0.9' })).toMatch(/<html lang="ar" dir="rtl"/);
    expect(await html(page, '/', { cookie: 'pitchside_theme=dark' })).toMatch(/data-theme="dark"/);
  });

  for (const path of ['/', '/login']) {
    test(`${path} hydrates: no registry request, no hydration error, no layout shift, and it works`, async ({ page, pageProblems }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(requested).not.toContain('/remotes.json');
      expect(pageProblems.filter((p) => /hydrat|#418|#423|#425/i.test(p))).toEqual([]);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }

  test('the hydrated sign-in form signs in', async ({ page }) => {
    await page.goto('/login', { waitUntil: 'networkidle' });
    await new LoginForm(page).signIn(DEMO.customer);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });

  test('a browser whose session the server cannot see (no document cookie) gets the plain document and its own first render', async ({ page, context }) => {
    await signInThroughApi(page, DEMO.customer);
    // A session from before the document cookie existed, or whose cookie was cleared: the server does
    // not know the user, so it renders nothing rather than a signed-out page the browser would replace.
    await context.clearCookies({ name: 'pitchside_document' });
    await page.goto('/'); // the start-up finds the session and writes the session hint cookie
    await expect(new Shell(page).accountMenuButton).toBeVisible();
    const document = await html(page, '/');
    expect(document).not.toContain('data-ssr');
    expect(document).toContain('id="pitchside-registry"');
    // Its own first render brings the global style, which a server-rendered document carries already (ADR 0045).
    expect(await tokenOnRoot(page, '--ps-color-primary')).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
