// Back on the page that asked for a sign-in: the layout shows at once and the page follows promptly. The
// screen is never blank on the way (a sign-in once left it empty for five seconds before the page came).
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DEMO, LoginForm } from '../../support/accounts';
import { Shell } from '../../support/shell';
import { authText, customerBookingsText } from '../../support/texts';

/**
 * From the address changing back to the page's own heading: its code and data load meanwhile (about a
 * second on a two-core machine, up to three when it is heavily shared; the stall this guards against
 * alone was five).
 */
const PAGE_WITHIN_MS = 3_000;
/** From the address changing back to the layout (top bar, page area) being on screen. */
const LAYOUT_WITHIN_MS = 1_000;

const PAGES = [
  { path: '/bookings', heading: customerBookingsText('en', 'bookings.title') },
  { path: '/profile', heading: authText('en', 'profile.title') },
];

interface Timeline {
  /** When the address became `path` again (the router's history call), in the page's clock. */
  redirectAt?: number;
  layoutAt?: number;
  pageAt?: number;
  /** Moments at which `#root` held no element: a blank screen. */
  blank: number;
}

/**
 * Records, in the page's own clock (not subject to the test's polling), when the address comes back to
 * `path`, when the layout and the page's heading appear, and every blank moment of `#root`.
 */
function recordTimeline(page: Page, path: string, heading: string): Promise<void> {
  return page.evaluate(({ path, heading }) => {
    const timeline: Timeline = { blank: 0 };
    (window as unknown as { signInTimeline: Timeline }).signInTimeline = timeline;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        if (timeline.redirectAt === undefined && location.pathname === path) timeline.redirectAt = performance.now();
      };
    }
    const root = document.getElementById('root');
    if (!root) return;
    new MutationObserver(() => {
      const now = performance.now();
      if (root.childElementCount === 0) timeline.blank += 1;
      if (timeline.layoutAt === undefined && root.querySelector('header') && root.querySelector('main')) timeline.layoutAt = now;
      const h1 = root.querySelector('main h1');
      if (timeline.pageAt === undefined && h1?.textContent?.trim() === heading) timeline.pageAt = now;
    }).observe(root, { childList: true, subtree: true, characterData: true });
  }, { path, heading });
}

for (const { path, heading } of PAGES) {
  test(`signing in from ${path} shows the layout at once and the page within ${PAGE_WITHIN_MS} ms`, async ({ page }) => {
    const shell = new Shell(page);
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    const form = new LoginForm(page);
    await expect(form.submit).toBeEnabled();
    await recordTimeline(page, path, heading);

    await form.signIn(DEMO.customer);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(shell.main.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(shell.topBar).toBeVisible();
    await expect(shell.sidebar).toBeVisible();

    const timeline = await page.evaluate(() => (window as unknown as { signInTimeline: Timeline }).signInTimeline);
    const { redirectAt, layoutAt, pageAt } = timeline;
    if (redirectAt === undefined || layoutAt === undefined || pageAt === undefined) throw new Error(`incomplete timeline ${JSON.stringify(timeline)}`);
    expect(layoutAt - redirectAt, 'address back → layout (ms)').toBeLessThan(LAYOUT_WITHIN_MS);
    expect(pageAt - redirectAt, 'address back → page heading (ms)').toBeLessThan(PAGE_WITHIN_MS);
    expect(timeline.blank, 'moments with nothing on screen').toBe(0);
  });
}
