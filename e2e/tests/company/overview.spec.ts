// The owner's overview and analytics reflect a booking made in the same test: the customer pays for a slot of
// a new field; after a reload the booking is in the recent activity, awaiting the owner's confirmation; the
// analytics of its day count it on its field, and the period exports as CSV. The whole flow once, in
// English; the overview is then opened in Arabic, right to left (the analytics are Arabic in
// company/figures-currencies).
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { apiSession, freeSlots, holdAndPay, openAllDay } from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { Shell, withLanguage } from '../../support/shell';
import { companyText, type Lng } from '../../support/texts';

const CUSTOMER_NAME = 'Chloe Customer';

test('[en] the overview and the analytics show a booking made now; the period exports as CSV', async ({ page, request }) => {
  const lng = 'en' as Lng;
  const t = (key: string, vars?: Record<string, string>) => companyText(lng, key, vars);
  await signInThroughApi(page, DEMO.owner);
  await page.goto(withLanguage('/company', lng));
  await expect(page.getByRole('heading', { level: 1, name: t('overview.title'), exact: true })).toBeVisible();
  for (const kpi of ['revenue', 'bookings', 'games', 'customers', 'fields']) {
    await expect(page.getByRole('region', { name: t(`overview.kpi.${kpi}`), exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: t('overview.alerts.title'), exact: true })).toBeVisible();

  const owner = await apiSession(request, DEMO.owner);
  const customer = await apiSession(request, DEMO.customer);
  const fieldName = `${lng === 'ar' ? 'ملعب اللوحة' : 'Overview Court'} ${Date.now().toString(36)}`;
  const fieldId = await openAllDay(request, owner, fieldName);
  const [slot] = await freeSlots(request, fieldId, new Date(Date.now() + 2 * 60_000));
  const booking = await holdAndPay(request, customer, fieldId, slot!, CUSTOMER_NAME);

  await page.reload();
  const recent = page.getByRole('list', { name: t('overview.recent.title'), exact: true });
  const newest = recent.getByRole('listitem').filter({ hasText: booking.bookingNumber });
  await expect(newest).toContainText(t('overview.recent.awaiting', { customer: CUSTOMER_NAME, field: fieldName }));

  // The analytics of its day count it on its field, and export the period as CSV.
  await page.goto(withLanguage(`/company/analytics?period=custom&startDate=${slot!.date}&endDate=${slot!.date}`, lng));
  const byField = page.getByRole('figure').filter({ hasText: t('analytics.charts.fields') });
  await expect(byField.getByRole('row').filter({ hasText: fieldName })).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('analytics.export.csv'), exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`analytics-${slot!.date}-to-${slot!.date}.csv`);
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toMatch(/^date,bookings_made,games_played,revenue_USD(,revenue_[A-Z]{3})*\r\n/);
});

test('[ar] the overview is Arabic and right to left', async ({ page }) => {
  const t = (key: string) => companyText('ar', key);
  await signInThroughApi(page, DEMO.owner);
  await page.goto(withLanguage('/company', 'ar'));
  await expect(page.getByRole('heading', { level: 1, name: t('overview.title'), exact: true })).toBeVisible();
  for (const kpi of ['revenue', 'bookings', 'games', 'customers', 'fields']) {
    await expect(page.getByRole('region', { name: t(`overview.kpi.${kpi}`), exact: true })).toBeVisible();
  }
  await expect(page.getByRole('list', { name: t('overview.recent.title'), exact: true })).toBeVisible();
  await new Shell(page, 'ar').expectDocumentLanguage('ar');
});
