// The owner creates a promo code on /company/promotions; a player then books one of the company's fields in
// the wizard, applies the code at the payment step and sees the price lowered by the discount line, pays,
// and finds the discount on the confirmation. Once, in Arabic on a phone: the owner reaches the page from the
// sidebar's drawer, and nothing runs off the side of the screen (the wizard runs in English on a desktop in
// bookings/book-pay-cancel).
import type { Locator } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DEMO, newUser, registerThroughApi } from '../../support/accounts';
import { apiSession, openAllDay } from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { Shell, withLanguage } from '../../support/shell';
import { companyText, customerFieldsText, textPattern } from '../../support/texts';

const lng = 'ar';
const PHONE = { width: 390, height: 844 } as const;
const DISCOUNT_PERCENT = 20;

/** The amount a money text shows ("$60.00", "‎US$ 60.00"), in major units. */
const amountOf = (text: string | null) => Number((/[\d,]+(?:\.\d+)?/.exec(text ?? '')?.[0] ?? 'NaN').replace(/,/g, ''));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name that starts with `text` (a required input's name ends with its mark). */
const startingWith = (text: string) => new RegExp(`^${escaped(text)}`);
/** The `dd` beside the `dt` that says exactly `term`. */
const fact = (scope: Locator, term: string) => scope.locator('dt').filter({ hasText: new RegExp(`^${escaped(term)}$`) })
  .locator('xpath=following-sibling::dd[1]');

/** One field per worker, open around the clock, made by its first test. */
let field: { id: string; name: string } | undefined;

test.describe(`[${lng}] [phone] promotions`, () => {
  test.use({ viewport: PHONE });
  const co = (key: string, vars?: Record<string, string>) => companyText(lng, key, vars);
  const t = (key: string, vars?: Record<string, string>) => customerFieldsText(lng, key, vars);

  test('the owner creates a promo code; a player books with it and pays the lowered price', async ({ page, request }) => {
    if (!field) {
      const name = `Promo Court ${Date.now().toString(36)}`;
      field = { id: await openAllDay(request, await apiSession(request, DEMO.owner), name), name };
    }
    const code = `E2E${lng.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;

    // The owner reaches the page from the sidebar, a drawer on a phone, and creates the code.
    await signInThroughApi(page, DEMO.owner);
    await page.goto(withLanguage('/company', lng));
    const shell = new Shell(page, lng);
    await shell.menuButton.click();
    await page.getByRole('dialog').getByRole('link', { name: shell.t('nav.companyPromotions'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: co('promotions.title'), exact: true })).toBeVisible();
    await page.getByRole('button', { name: co('promotions.new'), exact: true }).first().click();
    const form = page.getByRole('dialog', { name: co('promotions.form.addTitle') });
    await form.getByRole('textbox', { name: startingWith(co('promotions.form.code')) }).fill(code.slice(0, 3));
    await form.getByRole('button', { name: co('promotions.form.create'), exact: true }).click();
    await expect(form.getByText(co('promotions.messages.codeFormat'))).toBeVisible();
    await form.getByRole('textbox', { name: startingWith(co('promotions.form.code')) }).fill(code);
    await form.getByRole('textbox', { name: startingWith(co('promotions.form.discount')) }).fill(String(DISCOUNT_PERCENT));
    await form.getByRole('button', { name: co('promotions.form.create'), exact: true }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByText(co('promotions.statuses.active'), { exact: true }).first()).toBeVisible();

    // A player books an hour of the company's field, four or five days ahead.
    const player = newUser(`promo${lng}`);
    await registerThroughApi(request, player);
    await signInThroughApi(page, player);
    await page.goto(withLanguage(`/fields/${field.id}/book`, lng));
    await page.getByRole('button', { name: t('booking.actions.continue'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: t('booking.time.heading') })).toBeVisible();
    await page.getByRole('group', { name: t('booking.time.date') }).getByRole('radio').nth(4).check({ force: true });
    const slots = page.getByRole('group', { name: textPattern('customerFields', lng, 'booking.time.startOn') });
    await slots.getByRole('radio', { disabled: false }).nth(20).check({ force: true });
    await page.getByRole('button', { name: t('booking.time.longer') }).click();
    await page.getByRole('button', { name: t('booking.actions.continue'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: t('booking.details.heading') })).toBeVisible();
    await page.getByRole('textbox', { name: startingWith(t('booking.details.phone')) }).fill('+1 555 010 0000');
    await page.getByRole('button', { name: t('booking.actions.toPayment') }).click();

    // The payment step: the full price, then the code applied and the price lowered by the discount line.
    const payment = page.getByRole('region', { name: t('booking.payment.heading') });
    await expect(page.getByRole('heading', { level: 2, name: t('booking.payment.heading') })).toBeVisible();
    const subtotal = amountOf(await fact(payment, t('booking.payment.subtotal')).textContent());
    const fullTotal = amountOf(await fact(payment, t('booking.payment.total')).textContent());
    expect(subtotal).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: startingWith(t('booking.promo.label')) }).fill(code.toLowerCase());
    await page.getByRole('button', { name: t('booking.promo.apply'), exact: true }).click();
    await expect(page.getByText(t('booking.promo.applied', { code }))).toBeVisible();
    const discountLine = fact(payment, t('booking.promo.discountLine', { code }));
    await expect(discountLine).toBeVisible();
    const discount = amountOf(await discountLine.textContent());
    expect(discount).toBeCloseTo((subtotal * DISCOUNT_PERCENT) / 100, 2);
    const total = amountOf(await fact(payment, t('booking.payment.total')).textContent());
    expect(total).toBeLessThan(fullTotal - discount + 0.01);

    // Paid with the test card: the confirmation shows the discount.
    const newCard = page.getByRole('radio', { name: new RegExp(t('booking.payment.newCard')) });
    if (await newCard.count()) await newCard.check({ force: true });
    await page.getByRole('textbox', { name: t('booking.card.number') }).fill('4242 4242 4242 4242');
    await page.getByRole('combobox', { name: t('booking.card.expMonth') }).selectOption('12');
    await page.getByRole('combobox', { name: t('booking.card.expYear') }).selectOption(String(new Date().getUTCFullYear() + 3));
    await page.getByRole('textbox', { name: t('booking.card.cvc') }).fill('123');
    const pay = page.getByRole('button', { name: textPattern('customerFields', lng, 'booking.payment.pay') });
    expect(amountOf(await pay.textContent())).toBe(total);
    await pay.click();
    // Green Park confirms paid bookings itself.
    const confirmation = page.getByRole('region', { name: t('booking.confirmation.headingPending') });
    await expect(confirmation).toBeVisible();
    const confirmedDiscount = fact(confirmation, t('booking.payment.discount'));
    await expect(confirmedDiscount).toContainText(code);
    expect(amountOf(await confirmedDiscount.textContent())).toBe(discount);

    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
