// A company that takes two currencies: a new owner prices one field in dollars and one in euros, the demo
// customer pays a slot of each, and the owner's analytics show the revenue, collected money and average in
// each currency (dollars, the usual one, first; never summed), with the one-line meaning under every figure
// and chart. Once, in Arabic, right to left: the money as an Arabic browser writes it (the company
// overview runs in English, company/overview).
import { test, expect } from '../../support/fixtures';
import { DEMO, newUser, registerThroughApi } from '../../support/accounts';
import { apiSession, freeSlots, holdAndPay, openAllDay } from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { withLanguage } from '../../support/shell';
import { companyText } from '../../support/texts';

const TOTAL_HINTS = ['revenueHint', 'bookingsMadeHint', 'gamesPlayedHint', 'cancelledHint', 'customersHint', 'averageHint'];
const CHART_HINTS = ['revenueHint', 'statusHint', 'fieldsHint', 'heatmapHint', 'customersHint'];

test('[ar] the analytics of a company paid in dollars and euros show each currency and what each figure counts', async ({ page, request }) => {
  const lng = 'ar';
  const t = (key: string, vars?: Record<string, string>) => companyText(lng, key, vars);
  const user = newUser('figures');
  await registerThroughApi(request, user, { companyName: `Two Currencies ${Date.now().toString(36)}` });
  const owner = await apiSession(request, user);
  const customer = await apiSession(request, DEMO.customer);
  const soon = new Date(Date.now() + 2 * 60_000);
  for (const currency of ['USD', 'EUR']) {
    const fieldId = await openAllDay(request, owner, `${currency} Pitch ${Date.now().toString(36)}`, currency);
    const [slot] = await freeSlots(request, fieldId, soon);
    const booking = await holdAndPay(request, customer, fieldId, slot!, 'Chloe Customer');
    // Half an hour at 60.00 an hour, no tax or fee on a new company.
    expect(booking.price.total).toBe(3000);
  }

  await signInThroughApi(page, user);
  await page.goto(withLanguage('/company/analytics?period=7d', lng));
  await expect(page.getByRole('heading', { level: 1, name: t('analytics.title'), exact: true })).toBeVisible();
  const totals = page.getByLabel(t('analytics.totals.label'), { exact: true });
  const revenue = totals.locator('div').filter({ has: page.getByRole('term').getByText(t('analytics.totals.revenue'), { exact: true }) });
  // A line per currency, then the figure's meaning.
  const lines = revenue.getByRole('definition');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(2)).toHaveText(t('analytics.totals.revenueHint'));
  // Dollars (the company's usual currency) first, then euros, each 30.00: never one sum of 60.
  await expect(lines.nth(0)).toContainText('$');
  await expect(lines.nth(0)).toContainText(/30[.,]00/);
  await expect(lines.nth(1)).toContainText('€');
  await expect(lines.nth(1)).toContainText(/30[.,]00/);
  await expect(revenue).not.toContainText(/60[.,]00/);
  const average = totals.locator('div').filter({ has: page.getByRole('term').getByText(t('analytics.totals.average'), { exact: true }) });
  await expect(average.getByRole('definition')).toHaveCount(3);

  for (const hint of TOTAL_HINTS) await expect(totals.getByText(t(`analytics.totals.${hint}`), { exact: true })).toBeVisible();
  for (const hint of CHART_HINTS) await expect(page.getByText(t(`analytics.charts.${hint}`), { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`analytics-two-currencies-${lng}.png`), fullPage: true });
});
