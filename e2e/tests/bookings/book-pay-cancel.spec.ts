// A player books a field through the wizard and pays with a test card (a declined card first, then one
// that succeeds), finds the pass, cancels more than 24 h ahead and sees the refund; the field's owner then
// finds the charge and its refund on the payments page.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { Shell, withLanguage } from '../../support/shell';
import { LANGUAGES, customerBookingsText, customerFieldsText, paymentsText, textPattern, type Lng } from '../../support/texts';

const ATLAS_OWNER = { email: 'owner.atlas@pitchside.test', password: 'Owner123!' };

/** A published demo field of Atlas Sports Club in Paris, a different one per language. */
async function parisField(page: Page, lng: Lng): Promise<{ id: string; name: string }> {
  const response = await page.request.get('/api/v1/fields?search=Paris&limit=50');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { fields: { id: string; name: string; city: string; currency: string }[] } };
  const paris = data.fields.filter((f) => f.city === 'Paris');
  expect(paris.length, 'demo fields in Paris').toBeGreaterThan(1);
  return paris[LANGUAGES.indexOf(lng as (typeof LANGUAGES)[number]) % paris.length]!;
}

// The whole flow once, in English; its customer's and owner's pages are then opened in Arabic, right to
// left (the wizard is Arabic on a phone in company/promotions).
const lng = 'en';

test.describe.serial('booking, paying and cancelling', () => {
  let bookingNumber = '';
  const t = (key: string, vars?: Record<string, string>) => customerFieldsText(lng, key, vars);

  test('the player books through the wizard; a declined card, then a test card that succeeds', async ({ page, mail }) => {
    await signInThroughApi(page, DEMO.customer);
    const field = await parisField(page, lng);
    await page.goto(withLanguage(`/fields/${field.id}/book`, lng));
    const steps = page.getByRole('list', { name: t('booking.steps.label') });
    await expect(steps).toBeVisible();

    // 1. Field, pre-selected.
    await expect(page.getByRole('heading', { level: 2, name: t('booking.field.heading') })).toBeVisible();
    await page.getByRole('button', { name: t('booking.actions.continue'), exact: true }).click();

    // 2. Time: a day ten days ahead (14 are offered), its first free slot, two slots long.
    await expect(page.getByRole('heading', { level: 2, name: t('booking.time.heading') })).toBeVisible();
    const days = page.getByRole('group', { name: t('booking.time.date') }).getByRole('radio');
    await expect(days).toHaveCount(14);
    await days.nth(10 + LANGUAGES.indexOf(lng as (typeof LANGUAGES)[number])).check({ force: true });
    const slots = page.getByRole('group', { name: textPattern('customerFields', lng, 'booking.time.startOn') });
    await slots.getByRole('radio', { disabled: false }).first().check({ force: true });
    await page.getByRole('button', { name: t('booking.time.longer') }).click();
    await page.getByRole('button', { name: t('booking.actions.continue'), exact: true }).click();

    // 3. Details, prefilled from the account; the phone is asked for. Leaving the step holds the slots.
    await expect(page.getByRole('heading', { level: 2, name: t('booking.details.heading') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: new RegExp(`^${t('booking.details.email')}`) })).toHaveValue(DEMO.customer.email);
    await page.getByRole('textbox', { name: new RegExp(`^${t('booking.details.phone')}`) }).fill('+33 6 12 34 56 78');
    await page.getByRole('button', { name: t('booking.actions.toPayment') }).click();

    // 4. Payment: the hold's countdown, the breakdown, a new card.
    await expect(page.getByRole('heading', { level: 2, name: t('booking.payment.heading') })).toBeVisible();
    await expect(page.getByText(t('booking.payment.tax'), { exact: true })).toBeVisible();
    const newCard = page.getByRole('radio', { name: new RegExp(t('booking.payment.newCard')) });
    if (await newCard.count()) await newCard.check({ force: true });
    const number = page.getByRole('textbox', { name: t('booking.card.number') });
    await number.fill('4000 0000 0000 0002');
    await page.getByRole('combobox', { name: t('booking.card.expMonth') }).selectOption('12');
    await page.getByRole('combobox', { name: t('booking.card.expYear') }).selectOption(String(new Date().getUTCFullYear() + 3));
    await page.getByRole('textbox', { name: t('booking.card.cvc') }).fill('123');
    await page.getByRole('textbox', { name: t('booking.card.holder') }).fill('Nadia Benali');
    const pay = page.getByRole('button', { name: textPattern('customerFields', lng, 'booking.payment.pay') });
    await pay.click();
    await expect(page.getByText(t('booking.errors.card.CARD_DECLINED'))).toBeVisible();

    await number.fill('4242 4242 4242 4242');
    await pay.click();

    // 5. Confirmation with the code and the pass.
    await expect(page.getByRole('heading', { level: 2, name: t('booking.confirmation.heading') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('booking.confirmation.addToCalendar') })).toHaveAttribute('href', /calendar\.ics\?pass=/);
    const number0 = page.getByText(t('booking.confirmation.number'), { exact: true }).locator('xpath=following-sibling::dd[1]');
    bookingNumber = (await number0.textContent())?.trim() ?? '';
    expect(bookingNumber).toMatch(/^BK-\d{8}-[A-Z2-9]{6}$/);
    await page.getByRole('link', { name: t('booking.confirmation.view') }).click();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}/);
    const bookingPath = new URL(page.url()).pathname;

    // The confirmation e-mail arrives over SMTP with the booking as a calendar file.
    const confirmation = await mail.waitForMail(DEMO.customer.email, { contains: bookingNumber, attachment: /\.ics$/ });
    expect(confirmation.text).toContain(bookingPath);
    const calendar = confirmation.attachments.find((a) => a.filename.endsWith('.ics'))!;
    expect(calendar.mimeType).toBe('text/calendar');
    expect(calendar.content).toMatch(/^BEGIN:VCALENDAR/);
    expect(calendar.content).toContain(`UID:${bookingPath.split('/').pop()}@pitchside`);
  });

  test('the player cancels more than 24 hours ahead and sees the refund before and after', async ({ page }) => {
    await signInThroughApi(page, DEMO.customer);
    await page.goto(withLanguage(`/bookings?tab=upcoming&search=${bookingNumber}`, lng));
    await page.locator('main a[href^="/bookings/"]').first().click();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}/);
    await expect(page.getByRole('img', { name: textPattern('customerBookings', lng, 'bookingDetails.pass.qrAlt') })).toBeVisible();
    await page.getByRole('button', { name: customerBookingsText(lng, 'bookingDetails.cancel.button') }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog.getByText(textPattern('customerBookings', lng, 'bookingDetails.cancel.refund'))).toBeVisible();
    await dialog.getByRole('button', { name: customerBookingsText(lng, 'bookingDetails.cancel.confirm') }).click();
    await expect(page.getByText(textPattern('customerBookings', lng, 'bookingDetails.cancel.doneWithRefund'))).toBeVisible();
  });

  test('the field\'s owner finds the charge, refunded, on the payments page', async ({ page }) => {
    await signInThroughApi(page, ATLAS_OWNER);
    await page.goto(withLanguage('/payments?status=refunded', lng));
    const row = page.getByRole('row').filter({ hasText: bookingNumber });
    await expect(row).toBeVisible();
    await expect(row.getByText(paymentsText(lng, 'payments.status.refunded'), { exact: true })).toBeVisible();
  });

  test('[ar] the booking\'s page and the owner\'s payments are Arabic and right to left', async ({ page }) => {
    const ar = new Shell(page, 'ar');
    await signInThroughApi(page, DEMO.customer);
    await page.goto(withLanguage(`/bookings?tab=all&search=${bookingNumber}`, 'ar'));
    await page.locator('main a[href^="/bookings/"]').first().click();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}/);
    await expect(page.getByText(customerBookingsText('ar', 'bookingDetails.cancelled.title'), { exact: true })).toBeVisible();
    await ar.expectDocumentLanguage('ar');

    await signInThroughApi(page, ATLAS_OWNER);
    await page.goto(withLanguage('/payments?status=refunded', 'ar'));
    const row = page.getByRole('row').filter({ hasText: bookingNumber });
    await expect(row.getByText(paymentsText('ar', 'payments.status.refunded'), { exact: true })).toBeVisible();
    await ar.expectDocumentLanguage('ar');
  });
});
