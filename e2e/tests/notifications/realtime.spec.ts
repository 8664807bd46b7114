// A customer has /notifications open. A notification the super admin sends them through the API reaches the
// bell (badge and panel) and the page within a few seconds, without a reload — the live stream, not the
// 30-second poll. They archive it from the page and find it under Archived. English on a desktop and
// Arabic on a phone: each language and width once.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DEMO, newUser, registerThroughApi, type Credentials } from '../../support/accounts';
import { apiSession } from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { withLanguage } from '../../support/shell';
import { shellText, type Lng } from '../../support/texts';
import { startingWith } from '../../support/fields';

/** Faster than any poll (every 30 s) could bring it. */
const LIVE_MS = 5_000;

/** The bell's name for `count` unread, with the plural form the language takes for it. */
const bellName = (lng: Lng, count: number) =>
  shellText(lng, `notifications.bellUnread_${new Intl.PluralRules(lng).select(count)}`, { count: String(count) });

async function signInAs(request: APIRequestContext, user: Credentials) {
  const response = await request.post('/api/v1/auth/login', { data: user });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { accessToken: string; user: { id: string } } };
  return { id: data.user.id, headers: { authorization: `Bearer ${data.accessToken}` } };
}

const SCREENS = [
  { lng: 'en', screen: 'desktop', viewport: { width: 1280, height: 800 } },
  { lng: 'ar', screen: 'phone', viewport: { width: 375, height: 740 } },
] as const;

for (const { lng, screen, viewport } of SCREENS) {
  test(`[${lng}, ${screen}] a new notification reaches the open page live; archived, it is under Archived`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const t = (key: string, vars?: Record<string, string>) => shellText(lng, key, vars);
    const customer = newUser('live-notice');
    await registerThroughApi(request, customer);
    const me = await signInAs(request, customer);
    // Other journeys may notify every customer meanwhile: the bell is compared with the server's count.
    const serverCount = async () => ((await (await request.get(`/api/v1/notifications/user/${me.id}/unread-count`, { headers: me.headers })).json()) as {
      data: { count: number };
    }).data.count;
    const bellShowing = (count: number) =>
      page.getByRole('banner').getByRole('button', { name: count === 0 ? t('notifications.bell') : bellName(lng, count), exact: true });
    const bellMatchesServer = async () => (await bellShowing(await serverCount()).count()) === 1;
    const unreadBefore = await serverCount();

    await signInThroughApi(page, customer);
    const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/notifications/stream');
    await page.goto(withLanguage('/notifications', lng));
    await expect(page.getByRole('heading', { level: 1, name: t('notifications.pageTitle') })).toBeVisible();
    expect((await streamOpened).status()).toBe(200);
    // Anything that reloaded the page would drop this.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const title = `Court 4 is yours ${Date.now().toString(36)}`;
    const admin = await apiSession(request, DEMO.admin);
    const sent = await request.post('/api/v1/notifications', {
      headers: admin.headers,
      data: { userId: me.id, type: 'booking', title, message: 'Saturday 10:00, see you there.' },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    // The badge, then the panel, then the page's own list: all without a reload.
    expect(await serverCount()).toBeGreaterThan(unreadBefore);
    await expect.poll(bellMatchesServer, { timeout: LIVE_MS }).toBe(true);
    await page.getByRole('banner').getByRole('button', { name: startingWith(t('notifications.bell')) }).click();
    const panel = page.getByRole('dialog', { name: t('notifications.title') });
    await expect(panel.getByRole('listitem').first()).toContainText(title);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const all = page.getByRole('tabpanel', { name: t('notifications.filterAll') });
    const item = all.getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible({ timeout: LIVE_MS });
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    // Archived: out of All and of the count, under Archived, still unread.
    await item.getByRole('button', { name: shellText(lng, 'notifications.archive'), exact: true }).click();
    await expect(item).toHaveCount(0);
    await expect.poll(bellMatchesServer).toBe(true);
    await page.getByRole('tab', { name: shellText(lng, 'notifications.filterArchived'), exact: true }).click();
    const archived = page.getByRole('tabpanel', { name: shellText(lng, 'notifications.filterArchived') }).getByRole('listitem').filter({ hasText: title });
    await expect(archived).toBeVisible();
    await expect(archived.getByRole('button', { name: shellText(lng, 'notifications.unarchive'), exact: true })).toBeVisible();
    await expect(archived.getByRole('button', { name: t('notifications.markRead'), exact: true })).toBeVisible();
  });
}
