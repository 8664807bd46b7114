// A player's home page shows their real next booking — its field, its local time at the field, its status
// and its pass — and the calendar marks that booking's day; choosing the day lists it. The player and the
// booking are made through the API (a new account, the next free slot of a field open around the clock,
// paid with the test card). English on a desktop and Arabic on a phone: each language and width once.
import { test, expect } from '../../support/fixtures';
import { DEMO, newUser, registerThroughApi } from '../../support/accounts';
import { apiSession, freeSlots, holdAndPay, openAllDay } from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { withLanguage } from '../../support/shell';
import { customerDashboardText, type Lng } from '../../support/texts';

/** A slot starting sooner than this may have begun before it is held: a later one is taken. */
const LEAD_MS = 2 * 60_000;
const SCREENS = [
  { lng: 'en', device: 'desktop', viewport: { width: 1280, height: 800 } },
  { lng: 'ar', device: 'phone', viewport: { width: 390, height: 844 } },
] as const satisfies readonly { lng: Lng; device: string; viewport: { width: number; height: number } }[];

/** One field per worker, made by its first test. */
let field: { id: string; name: string } | undefined;

for (const { lng, device, viewport } of SCREENS) {
  test.describe(`[${lng}] [${device}] the player's home`, () => {
    test.use({ viewport });
    const t = (key: string, vars?: Record<string, string>) => customerDashboardText(lng, key, vars);

    test('shows the next booking with its pass, and the calendar with its day', async ({ page, request }) => {
      if (!field) {
        const name = `Home Court ${Date.now().toString(36)}`;
        field = { id: await openAllDay(request, await apiSession(request, DEMO.owner), name), name };
      }
      const { id: fieldId, name: fieldName } = field;
      const player = newUser('home');
      await registerThroughApi(request, player);
      const session = await apiSession(request, player);
      const slots = await freeSlots(request, fieldId, new Date(Date.now() + LEAD_MS));
      // Each test of the file takes a slot of its own (they run one after another or side by side).
      const slot = slots[SCREENS.findIndex((screen) => screen.lng === lng && screen.device === device)];
      expect(slot, 'a free slot ahead').toBeTruthy();
      const booking = await holdAndPay(request, session, fieldId, slot!, `${player.firstName} ${player.lastName}`);
      const details = (await (await request.get(`/api/v1/bookings/${booking.id}`, { headers: session.headers })).json()) as {
        data: { date: string; startTime: string };
      };
      const { date, startTime } = details.data;

      await signInThroughApi(page, player);
      await page.goto(withLanguage('/dashboard', lng));
      await expect(page.getByRole('heading', { level: 1, name: t('dashboard.title'), exact: true })).toBeVisible();

      // The next booking: its field, its start in the field's local time, its status, its pass.
      const upcoming = page.getByRole('region', { name: t('dashboard.upcoming.title'), exact: true });
      const item = upcoming.getByRole('listitem').filter({ hasText: fieldName });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(startTime);
      // Green Park confirms paid bookings by hand.
      await expect(item).toContainText(t('dashboard.status.awaitingConfirmation'));
      const pass = item.getByRole('link', { name: new RegExp(fieldName) });
      await expect(pass).toHaveAttribute('href', `/bookings/${booking.id}`);
      const overview = page.getByRole('region', { name: t('dashboard.stats.title'), exact: true });
      await expect(overview.getByRole('listitem').filter({ hasText: t('dashboard.stats.upcoming') })).toContainText('1');

      // The calendar opens on this month; the booking's day (at the field) may be in the one before or after.
      const calendar = page.getByRole('region', { name: t('dashboard.calendar.title'), exact: true });
      const grid = calendar.getByRole('grid');
      await expect(grid).toBeVisible();
      const today = (await grid.locator('[aria-current="date"]').getAttribute('data-date')) ?? '';
      if (date.slice(0, 7) !== today.slice(0, 7)) {
        const step = date < today ? 'dashboard.calendar.previous' : 'dashboard.calendar.next';
        await calendar.getByRole('button', { name: t(step), exact: true }).click();
      }
      const day = grid.locator(`[data-date="${date}"]`);
      await expect(day).toHaveAttribute('aria-label', new RegExp(t('dashboard.calendar.bookings_one', { count: '1' })));
      await day.click();
      await expect(day).toHaveAttribute('aria-selected', 'true');
      await expect(calendar.getByRole('link', { name: new RegExp(fieldName) })).toHaveAttribute('href', `/bookings/${booking.id}`);

      // Nothing runs off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page does not scroll sideways')
        .toBeLessThanOrEqual(viewport.width);
    });
  });
}
