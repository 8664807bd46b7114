// React, react-dom, the router, styled-components, Redux (and RTK Query: one api, one cache) and i18next
// exist once per page, however many remotes the page has loaded; remotes use the shell's copies
// (ADR 0002, 0010); a remote's links use the shell's router.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { Shell } from '../../support/shell';
import { authText } from '../../support/texts';
import { collectScripts, LIBRARY_SIGNATURES, readShareScope, scriptsPerLibrary, type Library } from '../../support/singletons';

/**
 * Shared modules whose single copy the runtime share scope must show: React, and the facades through which
 * the other libraries are reached (ADR 0010) — router (react-router), styled (styled-components),
 * translation (react-i18next), i18n (i18next); each is consumed by every remote page of these journeys.
 * The libraries themselves are not in the share scope; LIBRARY_SIGNATURES proves each was loaded once.
 */
const SHARED_PACKAGES = [
  'react', 'react-dom',
  '@pitchside/shared-ui/router', '@pitchside/shared-ui/styled', '@pitchside/shared-ui/translation', '@pitchside/shared-ui/i18n',
];

/** Scripts of the current document only: a full page load starts a new collection. */
function collectDocumentScripts(page: Page) {
  const scripts = collectScripts(page);
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) scripts.clear();
  });
  return scripts;
}

async function expectEachLibraryOnce(page: Page, scripts: ReturnType<typeof collectScripts>, remotes: string[]) {
  const perLibrary = await scriptsPerLibrary(scripts);
  for (const library of Object.keys(LIBRARY_SIGNATURES) as Library[]) {
    expect(perLibrary[library], `${library}: loaded scripts containing "${LIBRARY_SIGNATURES[library]}"`).toHaveLength(1);
    // The one copy is the shell's (remote chunks live under /remotes/).
    expect(new URL(perLibrary[library][0] ?? 'http://x/remotes/').pathname, `${library} comes from the shell`).not.toMatch(/^\/remotes\//);
  }

  const share = await readShareScope(page);
  for (const name of SHARED_PACKAGES) {
    const entries = share[name] ?? [];
    const loaded = entries.filter((entry) => entry.loaded);
    expect(loaded.map((e) => `${e.version} from ${e.from}`), `${name}: loaded copies in the share scope`).toHaveLength(1);
    expect(loaded[0]?.from, `${name} is provided by the shell`).toBe('shell');
    expect(new Set(entries.map((e) => e.version)).size, `${name}: versions registered`).toBe(1);
  }
  // Every remote that rendered a page took React from the shell's share scope.
  const reactUsers = new Set((share.react ?? []).flatMap((entry) => entry.useIn));
  for (const remote of remotes) expect([...reactUsers], `${remote} uses the shared react`).toContain(remote);
}

test.describe('shared libraries are loaded once', () => {
  test('signed out, / and /login (mf_customer, mf_auth) load each library once, from the shell', async ({ page }) => {
    const shell = new Shell(page);
    const scripts = collectDocumentScripts(page);
    await page.goto('/');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await shell.loginLink.click();
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expectEachLibraryOnce(page, scripts, ['mf_customer', 'mf_auth']);
  });

  test('a signed-in journey through all five remotes loads each library once, from the shell', async ({ page }) => {
    const shell = new Shell(page);
    await signInThroughApi(page, DEMO.admin);
    const scripts = collectDocumentScripts(page);
    await page.goto('/dashboard');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    // From here on, client-side navigation only: one document, every remote.
    for (const path of ['/company', '/payments', '/admin']) {
      await shell.sidebar.locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await shell.accountMenuButton.click();
    await page.getByRole('menuitem', { name: shell.t('topBar.profile'), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    // The profile page's own heading: while it loads, the previous page can still be on screen.
    await expect(shell.main.getByRole('heading', { level: 1, name: authText('en', 'profile.title'), exact: true })).toBeVisible();
    await expect(page.locator('[data-testid="remote-fallback"]')).toHaveCount(0);
    await expectEachLibraryOnce(page, scripts, ['mf_customer', 'mf_auth', 'mf_company', 'mf_payments', 'mf_admin']);
  });

  test("a remote's link navigates with the shell's router, without reloading the page", async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    await page.goto('/login');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));

    // A link rendered by mf_auth's sign-in page, to a page of the shell's route table.
    await page.locator('a[href="/forgot-password"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // /forgot-password has the layout shell: the shell's router rendered the route.
    await expect(new Shell(page).topBar).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument)).toBe(true);
    expect(documents, 'documents loaded').toHaveLength(1);
  });
});
