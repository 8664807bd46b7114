// The sidebar: persistent and 280 px wide on a wide screen; on a phone hidden, opened as a drawer.
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { Shell } from '../../support/shell';

test.describe('sidebar', () => {
  test('at 1280 px it is visible without opening anything and 280 px wide', async ({ page }) => {
    const shell = new Shell(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInThroughApi(page, DEMO.customer);
    await page.goto('/dashboard');
    await expect(shell.sidebar).toBeVisible();
    await expect(shell.menuButton).toHaveCount(0);
    // The sidebar column is the landmark that holds the navigation.
    const column = page.getByRole('complementary').filter({ has: shell.sidebar });
    const box = await column.boundingBox();
    expect(box?.width ?? 0).toBeCloseTo(280, 0);
    await expect(shell.sidebar.locator('a[href="/bookings"]')).toBeVisible();

    // Persistent: still there after following one of its links.
    await shell.sidebar.locator('a[href="/bookings"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/bookings');
    await expect(shell.sidebar).toBeVisible();
  });

  test('at 375 px it is hidden and opens as a drawer from the menu button', async ({ page }) => {
    const shell = new Shell(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await signInThroughApi(page, DEMO.customer);
    await page.goto('/dashboard');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.sidebar).toBeHidden();

    await shell.menuButton.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: shell.t('nav.label'), exact: true })).toBeVisible();

    // Following a link closes the drawer.
    await drawer.locator('a[href="/bookings"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/bookings');
    await expect(drawer).toBeHidden();
    await expect(shell.sidebar).toBeHidden();
    // Focus goes back to the button that opened the drawer.
    await expect(shell.menuButton).toBeFocused();
  });
});
