// Every link of the footer opens a real page for a signed-out visitor — its own heading, never the
// not-found page, and no axe violation of the rules below — in English (light theme, desktop) and Arabic
// (dark theme, phone): each language, theme and width once. The information pages arrive
// rendered by the server in the visitor's language; the contact form sends its message to the support
// team's mailbox and confirms it; the files for search engines list the public pages.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { axeViolations } from '../../support/accessibility';
import { Shell, withLanguage } from '../../support/shell';
import { authText, shellText, text, type Lng, type Namespace } from '../../support/texts';

/** Each language, width and theme once: English on a desktop in the light theme, Arabic on a phone in the dark one. */
const SCREENS = [
  { lng: 'en', device: 'desktop', viewport: { width: 1280, height: 800 } },
  { lng: 'ar', device: 'phone', viewport: { width: 390, height: 844 } },
] as const satisfies readonly { lng: Lng; device: string; viewport: { width: number; height: number } }[];

/** The footer's information pages, by their link, and the namespace of their texts. */
const INFO_LINKS: readonly [string, Namespace][] = [
  ['/help', 'infoHelp'], ['/contact', 'infoContact'], ['/faq', 'infoFaq'], ['/terms', 'infoTerms'],
  ['/privacy', 'infoPrivacy'], ['/sitemap', 'infoSitemap'], ['/accessibility', 'infoAccessibility'], ['/cookies', 'infoCookies'],
];
/** WCAG rules checked on each information page (structure, names, lists, contrast). */
const AXE_RULES = [
  'color-contrast', 'heading-order', 'page-has-heading-one', 'landmark-unique', 'region', 'link-name', 'button-name', 'label',
  'list', 'listitem', 'definition-list', 'dlitem', 'aria-hidden-focus', 'nested-interactive', 'duplicate-id-aria',
];
/** The footer's pages for players, which ask a signed-out visitor to sign in. */
const ACCOUNT_LINKS = ['/fields', '/bookings', '/dashboard'];

const html = (page: Page, path: string) =>
  page.request.get(path, { headers: { accept: 'text/html' } }).then((response) => response.text());

for (const { lng, device, viewport } of SCREENS) {
  test.describe(`[${lng}] [${device}] the footer's pages`, () => {
    test.use({ viewport });

    test('every footer link opens its page, not the not-found page', async ({ page, pageProblems }) => {
      const shell = new Shell(page, lng);
      // Arabic in the dark theme, English in the light one: both themes' contrast is checked.
      if (lng === 'ar') await page.addInitScript(() => localStorage.setItem('pitchside_theme', 'dark'));
      const notFound = shell.main.getByRole('heading', { level: 1, name: shellText(lng, 'notFound.title') });
      await page.goto(withLanguage('/', lng));
      await shell.expectDocumentLanguage(lng);

      // From one page to the next through the footer every page shows.
      for (const [path, ns] of INFO_LINKS) {
        await shell.footer.locator(`a[href="${path}"]`).click();
        await expect(page).toHaveURL((url) => url.pathname === path);
        await expect(shell.main.getByRole('heading', { level: 1, name: text(ns, lng, 'title'), exact: true })).toBeVisible();
        await expect(notFound).toHaveCount(0);
        expect(await axeViolations(page, { rules: AXE_RULES }), path).toEqual([]);
      }
      // The players' pages ask to sign in first.
      for (const path of ACCOUNT_LINKS) {
        await page.goto(withLanguage('/help', lng));
        await shell.footer.locator(`a[href="${path}"]`).click();
        await expect(page).toHaveURL((url) => url.pathname === '/login');
        await expect(page.getByRole('heading', { level: 1, name: authText(lng, 'login.title') })).toBeVisible();
      }
      expect(pageProblems.filter((problem) => /hydrat|#418|#423|#425/i.test(problem))).toEqual([]);
    });
  });
}

test.describe('the information pages on the server', () => {
  for (const lng of ['en', 'ar'] as const satisfies readonly Lng[]) {
    test(`/faq and /terms arrive rendered in ${lng}, and hydrate without a second render`, async ({ page, pageProblems }) => {
      const faq = await html(page, withLanguage('/faq', lng));
      expect(faq).toMatch(/<div id="root" data-ssr>/);
      expect(faq).toContain(`>${text('infoFaq', lng, 'title')}</h1>`);
      expect(faq).toContain(`<summary>${text('infoFaq', lng, 'questions.refundTime.q')}</summary>`);
      const terms = await html(page, withLanguage('/terms', lng));
      expect(terms).toContain(`>${text('infoTerms', lng, 'title')}</h1>`);
      expect(terms).toContain(`>${text('infoTerms', lng, 'sections.cancellations.title')}</h2>`);
      expect(terms).toMatch(lng === 'ar' ? /<html lang="ar" dir="rtl"/ : /<html lang="en" dir="ltr"/);

      await page.goto(withLanguage('/terms', lng));
      await expect(page.getByRole('heading', { level: 1, name: text('infoTerms', lng, 'title') })).toBeVisible();
      expect(pageProblems.filter((problem) => /hydrat|#418|#423|#425/i.test(problem))).toEqual([]);
    });
  }
});

test('the FAQ finds the questions about refunds as one types', async ({ page }) => {
  await page.goto('/faq');
  const search = page.getByRole('searchbox', { name: text('infoFaq', 'en', 'search.label') });
  await search.fill('refund card');
  await expect(page.getByText(text('infoFaq', 'en', 'search.count_other', { count: '2' }))).toBeAttached();
  await expect(page.getByText(text('infoFaq', 'en', 'questions.refundTime.a'))).toBeVisible();
  await search.fill('parachute');
  await expect(page.getByRole('heading', { name: text('infoFaq', 'en', 'search.noResults', { query: 'parachute' }) })).toBeVisible();
});

test('the contact form sends the message to the support team and confirms it', async ({ page, mail }) => {
  const t = (key: string) => text('infoContact', 'en', key);
  const settings = await (await page.request.get('/api/v1/platform/settings')).json() as { data: { supportEmail: string } };
  const subject = `Invoice for my booking ${Date.now().toString(36)}`;

  await page.goto('/contact');
  const form = page.locator('form');
  await form.getByLabel(t('form.name')).fill('Nadia Benali');
  await form.getByLabel(t('form.email')).fill('nadia@e2e.pitchside.test');
  await form.getByLabel(t('form.subject')).fill(subject);
  await form.getByLabel(t('form.message')).fill('Hello, I need an invoice with my company name for my booking. Thank you!');
  await form.getByRole('button', { name: t('form.submit') }).click();

  await expect(page.getByText(t('sent.title'))).toBeVisible();
  await expect(page.getByText(t('sent.text'))).toBeVisible();
  const received = await mail.waitForMail(settings.data.supportEmail, { subject: new RegExp(subject) });
  expect(received.text).toContain('I need an invoice with my company name');
  expect(received.text).toContain('nadia@e2e.pitchside.test');
});

test('sitemap.xml lists the public pages as XML a browser parses; robots.txt points at it', async ({ page }) => {
  await page.goto('/api/v1/health');
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const locs = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'application/xml');
    if (document.querySelector('parsererror')) return null;
    return [...document.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map((loc) => new URL(loc.textContent ?? '').pathname);
  }, xml);
  expect(locs, 'sitemap.xml parses').not.toBeNull();
  for (const path of ['/', '/help', '/faq', '/contact', '/terms', '/privacy', '/cookies', '/accessibility', '/sitemap', '/login', '/register']) {
    expect(locs).toContain(path);
  }
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
