// Green Park confirms each paid booking by hand. Its owner confirms one booking awaiting confirmation with a
// note and declines another with a reason (refunded in full); the employee then checks the confirmed one in
// by its confirmation code — once: the same code again is refused.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import {
  apiSession, customerBooking, freeSlots, holdAndPay, openAllDay, paymentOf, type PaidBooking,
} from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { Shell, withLanguage } from '../../support/shell';
import { companyText, textPattern, type Lng } from '../../support/texts';

const CUSTOMER_NAME = 'Chloe Customer';
/** A slot starting sooner than this may have begun before it is held: the next one is taken instead. */
const LEAD_MS = 2 * 60_000;

/** The owner's booking list, narrowed to one booking by its number, on a status tab. */
async function findOnTab(page: Page, lng: Lng, tab: 'pending' | 'confirmed' | 'cancelled', booking: PaidBooking) {
  const t = (key: string, vars?: Record<string, string>) => companyText(lng, key, vars);
  await page.getByRole('tab', { name: t(`bookings.tabs.${tab}`), exact: true }).click();
  await expect(page.getByRole('tab', { name: t(`bookings.tabs.${tab}`), exact: true })).toHaveAttribute('aria-selected', 'true');
  const search = page.getByRole('searchbox', { name: t('bookings.filters.search') });
  if ((await search.inputValue()) !== booking.bookingNumber) await search.fill(booking.bookingNumber);
  // The search is sent once typing pauses: until its answer replaces the list, the list may still change.
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === booking.bookingNumber);
  const list = page.getByRole('list', { name: t(`bookings.tabs.${tab}`), exact: true });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const card = list.getByRole('listitem').filter({ hasText: booking.bookingNumber });
  await expect(card).toBeVisible();
  return card;
}

// The whole flow once, in English; the check-in page is then used in Arabic, right to left (the
// owner's booking list is Arabic in company/bookings-long-names).
const lng = 'en' as Lng;

test.describe.serial('confirming, declining and checking in', () => {
  const t = (key: string, vars?: Record<string, string>) => companyText(lng, key, vars);
  let fieldName = '';
  let confirmed: PaidBooking;
  let declined: PaidBooking;

  test('the owner confirms a paid booking awaiting confirmation, with a note; the customer sees it confirmed', async ({ page, request }) => {
    // Set-up through the API: a field open around the clock, the next two slots held and paid by the customer.
    const owner = await apiSession(request, DEMO.owner);
    const customer = await apiSession(request, DEMO.customer);
    fieldName = `${lng === 'ar' ? 'ملعب منتصف الليل' : 'Midnight Five'} ${Date.now().toString(36)}`;
    const fieldId = await openAllDay(request, owner, fieldName);
    const [next, after] = await freeSlots(request, fieldId, new Date(Date.now() + LEAD_MS));
    expect(next && after, 'two free slots ahead').toBeTruthy();
    // The slot to check in starts within the hour: inside the check-in window, which opens 60 minutes ahead.
    expect(Date.parse(next!.start) - Date.now()).toBeLessThan(60 * 60_000);
    confirmed = await holdAndPay(request, customer, fieldId, next!, CUSTOMER_NAME);
    declined = await holdAndPay(request, customer, fieldId, after!, CUSTOMER_NAME);
    for (const booking of [confirmed, declined]) expect(booking).toMatchObject({ status: 'pending', holdExpiresAt: null });

    await signInThroughApi(page, DEMO.owner);
    await page.goto(withLanguage('/company/bookings', lng));
    await expect(page.getByRole('heading', { level: 1, name: t('bookings.title'), exact: true })).toBeVisible();
    const card = await findOnTab(page, lng, 'pending', confirmed);
    await expect(card.getByText(t('bookings.status.awaitingConfirmation'), { exact: true })).toBeVisible();
    await expect(card.getByText(fieldName, { exact: true })).toBeVisible();

    await card.getByRole('button', { name: t('bookings.actions.confirmNamed', { number: confirmed.bookingNumber, name: CUSTOMER_NAME }) }).click();
    const dialog = page.getByRole('alertdialog', { name: t('bookings.dialogs.confirm.title', { number: confirmed.bookingNumber }) });
    const note = lng === 'ar' ? 'الإضاءة تعمل طوال الليل.' : 'The floodlights stay on all night.';
    await dialog.getByRole('textbox', { name: t('bookings.dialogs.confirm.field') }).fill(note);
    await dialog.getByRole('button', { name: t('bookings.dialogs.confirm.submit'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('bookings.toast.confirmed'), { exact: true })).toBeVisible();
    // It left the pending tab…
    await expect(page.getByRole('list', { name: t('bookings.tabs.pending'), exact: true })).toBeHidden();
    await expect(page.getByText(t('bookings.empty.filteredTitle'), { exact: true })).toBeVisible();

    // …for the confirmed one, with its note.
    const confirmedCard = await findOnTab(page, lng, 'confirmed', confirmed);
    await expect(confirmedCard.getByText(t('bookings.status.confirmed'), { exact: true })).toBeVisible();
    await expect(confirmedCard.getByText(t('bookings.card.confirmationNote', { text: note }), { exact: true })).toBeVisible();
    await expect(confirmedCard.getByRole('button', { name: t('bookings.actions.confirmNamed', { number: confirmed.bookingNumber, name: CUSTOMER_NAME }) })).toHaveCount(0);

    expect(await customerBooking(request, customer, confirmed.id)).toMatchObject({ status: 'confirmed', confirmationNote: note });
  });

  test('the owner declines another with a reason: cancelled, and the payment refunded in full', async ({ page, request }) => {
    await signInThroughApi(page, DEMO.owner);
    await page.goto(withLanguage(`/company/bookings?status=pending&q=${declined.bookingNumber}`, lng));
    const card = await findOnTab(page, lng, 'pending', declined);
    await card.getByRole('button', { name: t('bookings.actions.declineNamed', { number: declined.bookingNumber, name: CUSTOMER_NAME }) }).click();
    const dialog = page.getByRole('alertdialog', { name: t('bookings.dialogs.decline.title', { number: declined.bookingNumber }) });
    await expect(dialog.getByText(t('bookings.dialogs.decline.text', { name: CUSTOMER_NAME }), { exact: true })).toBeVisible();
    const reason = lng === 'ar' ? 'الملعب محجوز لصيانة طارئة.' : 'The pitch is closed for urgent repairs.';
    await dialog.getByRole('textbox', { name: t('bookings.dialogs.decline.field') }).fill(reason);
    await dialog.getByRole('button', { name: t('bookings.dialogs.decline.submit'), exact: true }).click();
    await expect(dialog).toBeHidden();
    // "Booking declined and refunded · <amount> refunded to the customer".
    await expect(page.getByText(textPattern('company', lng, 'bookings.toast.withRefund'))).toContainText(t('bookings.toast.declined'));

    const cancelledCard = await findOnTab(page, lng, 'cancelled', declined);
    await expect(cancelledCard.getByText(t('bookings.status.cancelled'), { exact: true })).toBeVisible();
    await expect(cancelledCard.getByText(t('bookings.card.cancellationReason', { text: reason }), { exact: true })).toBeVisible();
    await expect(cancelledCard.getByRole('button')).toHaveCount(0);

    const customer = await apiSession(request, DEMO.customer);
    expect(await customerBooking(request, customer, declined.id)).toMatchObject({ status: 'cancelled', cancellationReason: reason });
    expect(await paymentOf(request, customer, declined.id)).toMatchObject({ amount: declined.price.total, refundedAmount: declined.price.total, status: 'refunded' });
  });

  test('the employee checks the confirmed booking in by its code; the same code again is refused', async ({ page, request }) => {
    await signInThroughApi(page, DEMO.employee);
    await page.goto(withLanguage('/company/check-in', lng));
    await expect(page.getByRole('heading', { level: 1, name: t('checkIn.title'), exact: true })).toBeVisible();
    const code = page.getByRole('textbox', { name: t('checkIn.code.label') });
    const submit = page.getByRole('button', { name: t('checkIn.code.submit'), exact: true });
    const result = page.getByRole('status', { name: t('checkIn.result.region') });

    await code.fill(confirmed.confirmationCode.toLowerCase()); // typed as it comes: the box writes capitals
    await expect(code).toHaveValue(confirmed.confirmationCode);
    await submit.click();
    await expect(result.getByText(t('checkIn.result.successTitle'), { exact: true })).toBeVisible();
    await expect(result.getByText(CUSTOMER_NAME, { exact: true })).toBeVisible();
    await expect(result.getByText(fieldName, { exact: true })).toBeVisible();
    await expect(result.getByText(textPattern('company', lng, 'checkIn.result.at'))).toBeVisible();
    await expect(code).toHaveValue(''); // emptied for the next player

    await code.fill(confirmed.confirmationCode);
    await submit.click();
    await expect(result.getByText(t('checkIn.result.failureTitle'), { exact: true })).toBeVisible();
    await expect(result.getByText(t('bookings.errors.alreadyCheckedIn'), { exact: true })).toBeVisible();
    await expect(result.getByText(t('checkIn.result.successTitle'), { exact: true })).toHaveCount(0);

    const customer = await apiSession(request, DEMO.customer);
    expect((await customerBooking(request, customer, confirmed.id)).checkedInAt).not.toBeNull();
  });

  test('[ar] the check-in page is Arabic and right to left, and refuses the used code in Arabic', async ({ page }) => {
    const ar = (key: string) => companyText('ar', key);
    await signInThroughApi(page, DEMO.employee);
    await page.goto(withLanguage('/company/check-in', 'ar'));
    await expect(page.getByRole('heading', { level: 1, name: ar('checkIn.title'), exact: true })).toBeVisible();
    await new Shell(page, 'ar').expectDocumentLanguage('ar');
    await page.getByRole('textbox', { name: ar('checkIn.code.label') }).fill(confirmed.confirmationCode);
    await page.getByRole('button', { name: ar('checkIn.code.submit'), exact: true }).click();
    const result = page.getByRole('status', { name: ar('checkIn.result.region') });
    await expect(result.getByText(ar('checkIn.result.failureTitle'), { exact: true })).toBeVisible();
    await expect(result.getByText(ar('bookings.errors.alreadyCheckedIn'), { exact: true })).toBeVisible();
  });
});
