// Signed-in pages arrive rendered with their data (docs/adr/0036): with scripts off, /fields, a booking's
// page and the company overview show their content; with scripts on, the page hydrates from the answers
// the document carries (no second read, no hydration error, no layout shift); a document holding someone's
// data is never cached, and once they sign out in another tab, reloading shows none of it. The JavaScript
// budget of /fields holds for the page as the server renders it (docs/performance.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DEMO, type Credentials } from '../../support/accounts';
import { apiSession, type ApiSession } from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { Shell } from '../../support/shell';
import { layoutShift } from '../../support/layout-shift';
import { DEPLOY_OUT } from '../../support/platform';
import { carriesZod, gzipSize, installableAppFiles } from '../../support/script-weights.mjs';
import { companyText, customerFieldsText } from '../../support/texts';
import { tokenOnRoot } from '../../support/styles';

interface Booking { id: string; bookingNumber: string; confirmationCode: string }

async function dataOf<T>(request: APIRequestContext, path: string, session: ApiSession): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: session.headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** One of the demo customer's bookings, as its page shows it. */
async function aBooking(request: APIRequestContext): Promise<Booking> {
  const session = await apiSession(request, DEMO.customer);
  const list = await dataOf<{ bookings: { id: string }[] }>(request, 'bookings?tab=all&limit=5', session);
  expect(list.bookings.length, 'the demo customer has bookings').toBeGreaterThan(0);
  return dataOf<Booking>(request, `bookings/${list.bookings[0]!.id}`, session);
}

/**
 * A browser with scripts off holding a session as the app leaves it: the cookies of a sign-in (refresh
 * and document cookies) and the session hint the app writes when it starts signed in.
 */
async function browserWithoutScripts(browser: Browser, baseURL: string, credentials: Credentials): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const response = await context.request.post('/api/v1/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  await context.addCookies([{ name: 'pitchside_session', value: '1', url: baseURL }]);
  return { context, page: await context.newPage() };
}

/**
 * Waits until the server sends `path` rendered to this browser. A render that takes over 3 s falls back to
 * the plain document (ADR 0016): on a machine busy with other journeys, the first renders of a page (its
 * remote's server code loading, its reads) can; what these tests check is what a rendered page holds.
 */
async function renderedByServer(request: APIRequestContext, path: string): Promise<void> {
  await expect.poll(async () => (await (await request.get(path, { headers: { accept: 'text/html' } })).text()).includes('<div id="root" data-ssr>'), {
    message: `the server renders ${path}`, timeout: 30_000,
  }).toBe(true);
}

/** The budget of /fields signed in: all its JavaScript (gzip) and its scripts, up to interactive (ADR 0028). */
const FIELDS_BUDGET = { bytes: 220 * 1024, scripts: 15 };

test.describe('server-rendered signed-in pages', () => {
  test('with scripts off, /fields, a booking and the company overview show their content', async ({ browser, baseURL, request }) => {
    const booking = await aBooking(request);
    const customer = await browserWithoutScripts(browser, baseURL!, DEMO.customer);
    try {
      const { page, context } = customer;
      await renderedByServer(context.request, '/fields');
      const fields = await page.goto('/fields');
      expect(fields?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('heading', { level: 1, name: customerFieldsText('en', 'fields.title') })).toBeVisible();
      // The search's results, not its loading state: links to field pages.
      await expect(page.locator('main a[href^="/fields/"]').first()).toBeVisible();

      await renderedByServer(context.request, `/bookings/${booking.id}`);
      await page.goto(`/bookings/${booking.id}`);
      await expect(page.getByText(booking.confirmationCode, { exact: true })).toBeVisible();
      await expect(page.getByText(booking.bookingNumber).first()).toBeVisible();
      // The signed-in top bar: the account menu's button names the user.
      await expect(new Shell(page).accountMenuButton).toBeVisible();
    } finally {
      await customer.context.close();
    }

    const owner = await browserWithoutScripts(browser, baseURL!, DEMO.owner);
    try {
      const { page, context } = owner;
      await renderedByServer(context.request, '/company');
      await page.goto('/company');
      await expect(page.getByRole('heading', { level: 1, name: companyText('en', 'overview.title') })).toBeVisible();
      await expect(page.getByText(companyText('en', 'overview.kpi.revenue')).first()).toBeVisible();
      await expect(page.getByText(companyText('en', 'overview.loading'))).toHaveCount(0);
      // At 1280 px the page is painted with its sidebar, and without the phone's menu button.
      const shell = new Shell(page);
      await expect(shell.sidebar.locator('a[href="/company/bookings"]')).toBeVisible();
      await expect(shell.menuButton).toHaveCount(0);
    } finally {
      await owner.context.close();
    }
  });

  test('a booking page hydrates from the answers in its document: no second read, no hydration error, no layout shift', async ({ page, request, pageProblems }) => {
    const booking = await aBooking(request);
    await signInThroughApi(page, DEMO.customer);
    await page.goto('/dashboard'); // the app starts signed in and writes its session hint
    await expect(new Shell(page).accountMenuButton).toBeVisible();

    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === `/api/v1/bookings/${booking.id}`) reads.push(r.url());
    });
    await renderedByServer(page.request, `/bookings/${booking.id}`);
    const response = await page.goto(`/bookings/${booking.id}`, { waitUntil: 'networkidle' });
    const document = await response!.text();
    expect(document).toContain('<div id="root" data-ssr>');
    expect(document).toContain(booking.confirmationCode);
    expect(response!.headers()['cache-control']).toBe('private, no-store');

    await expect(page.locator('html[data-page-ready]')).toBeAttached();
    await expect(page.getByText(booking.confirmationCode, { exact: true })).toBeVisible();
    expect(reads, 'the booking is read from the document, not fetched again').toEqual([]);
    expect(pageProblems.filter((p) => /hydrat|#418|#423|#425/i.test(p))).toEqual([]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    // The global style came with the document (the browser does not render it again, ADR 0045) and stays.
    expect(await tokenOnRoot(page, '--ps-color-primary')).toMatch(/^#[0-9a-f]{6}$/i);

    // Hydrated: the page answers input (the account menu opens).
    await new Shell(page).accountMenuButton.click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await tokenOnRoot(page, '--ps-color-primary')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  test('signed out in another tab, a reload shows none of the user\'s data', async ({ page, context, request }) => {
    const booking = await aBooking(request);
    await signInThroughApi(page, DEMO.customer);
    await page.goto('/dashboard');
    await expect(new Shell(page).accountMenuButton).toBeVisible();
    await page.goto(`/bookings/${booking.id}`);
    await expect(page.getByText(booking.confirmationCode, { exact: true })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/dashboard');
    await new Shell(other).signOut();
    await other.close();

    const reloaded = await page.reload();
    expect(await reloaded!.text()).not.toContain(booking.confirmationCode);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(booking.confirmationCode, { exact: true })).toHaveCount(0);
    // Nor from history: the page was never stored (no-store), so going back asks the server again.
    await page.goBack();
    await expect(page.getByText(booking.confirmationCode, { exact: true })).toHaveCount(0);
  });

  test('/fields as the server renders it loads at most 220 KB of JavaScript in at most 15 scripts, without zod', async ({ page, pageProblems }) => {
    await signInThroughApi(page, DEMO.customer);
    await page.goto('/dashboard'); // the app starts signed in and writes its session hint
    await expect(new Shell(page).accountMenuButton).toBeVisible();
    await renderedByServer(page.request, '/fields');

    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    const response = await page.goto('/fields', { waitUntil: 'networkidle' });
    expect(await response!.text()).toContain('<div id="root" data-ssr>');
    await expect(page.locator('html[data-page-ready]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(pageProblems.filter((p) => /hydrat|#418|#423|#425/i.test(p))).toEqual([]);

    const later = installableAppFiles(DEPLOY_OUT, { signedIn: true });
    const startUp = [...scripts].filter((path) => !later.has(path));
    let bytes = 0;
    const withZod: string[] = [];
    for (const path of startUp) {
      // The files as built (the browser may take some from its cache, whose bodies it does not hand out).
      const text = readFileSync(join(DEPLOY_OUT, path.startsWith('/remotes/') ? '' : 'shell', path));
      bytes += gzipSize(text);
      if (carriesZod(text)) withZod.push(path);
    }
    const files = startUp.join('\n');
    expect(startUp.length, `scripts of /fields:\n${files}`).toBeLessThanOrEqual(FIELDS_BUDGET.scripts);
    expect(bytes, `gzip bytes of /fields' scripts:\n${files}`).toBeLessThanOrEqual(FIELDS_BUDGET.bytes);
    expect(withZod).toEqual([]);
  });
});
