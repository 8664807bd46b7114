// A field's page meets the colour contrast of WCAG AA in both themes — English in the light theme, Arabic
// in the dark one: each theme and each language once — the page's own texts and the map's controls and
// credits, which Leaflet draws outside the design system.
import { test, expect } from '../../support/fixtures';
import { axeViolations } from '../../support/accessibility';
import { DEMO } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { withLanguage } from '../../support/shell';
import { textPattern, type Lng } from '../../support/texts';

const SCREENS = [
  { lng: 'en', theme: 'light' },
  { lng: 'ar', theme: 'dark' },
] as const satisfies readonly { lng: Lng; theme: 'light' | 'dark' }[];

for (const { lng, theme } of SCREENS) {
  test(`[${lng}] a field's page, map credits included, meets colour contrast in the ${theme} theme`, async ({ page }) => {
    await signInThroughApi(page, DEMO.customer);
    await page.evaluate((mode) => localStorage.setItem('pitchside_theme', mode), theme);
    const response = await page.request.get('/api/v1/fields?limit=1');
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { fields: { id: string; name: string }[] } };
    const field = data.fields[0]!;

    await page.goto(withLanguage(`/fields/${field.id}`, lng));
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const map = page.getByRole('region', { name: textPattern('customerFields', lng, 'fieldDetails.location.map') });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-control-attribution')).toBeVisible();

    expect(await axeViolations(page, { rules: ['color-contrast'] })).toEqual([]);
  });
}
