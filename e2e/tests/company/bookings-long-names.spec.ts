// On a phone (375 px wide), a booking whose customer and field have 60-character names without spaces stays
// inside its card on /company/bookings: the names wrap instead of running past the card and widening the page.
import type { Locator } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { apiSession, freeSlots, holdAndPay, openAllDay } from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { withLanguage } from '../../support/shell';
import { LANGUAGES } from '../../support/texts';

test.use({ viewport: { width: 375, height: 740 } });

/** A name of exactly 60 characters and no space, unique to the run. */
const longName = (word: string) => `${word}${Date.now().toString(36)}`.padEnd(60, word).slice(0, 60);

/** Where the element's text is drawn (its glyphs, not its box, which keeps the column's width). */
const textBox = (element: Locator) => element.evaluate((node) => {
  const range = document.createRange();
  range.selectNodeContents(node);
  const { left, right } = range.getBoundingClientRect();
  return { left, right };
});

for (const lng of LANGUAGES) {
  test(`[${lng}] long names without spaces wrap inside their booking card on a phone`, async ({ page, request }) => {
    const customerName = longName('Maximiliana');
    const fieldName = longName('Championsground');
    expect(customerName).toHaveLength(60);
    const owner = await apiSession(request, DEMO.owner);
    const customer = await apiSession(request, DEMO.customer);
    const fieldId = await openAllDay(request, owner, fieldName);
    const [slot] = await freeSlots(request, fieldId, new Date(Date.now() + 2 * 60_000));
    const booking = await holdAndPay(request, customer, fieldId, slot!, customerName);

    await signInThroughApi(page, DEMO.owner);
    await page.goto(withLanguage(`/company/bookings?q=${booking.bookingNumber}`, lng));
    const card = page.getByRole('listitem', { name: customerName, exact: true });
    await expect(card).toBeVisible();
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.x).toBeGreaterThanOrEqual(0);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(375);

    for (const name of [customerName, fieldName]) {
      const text = await textBox(card.getByText(name, { exact: true }));
      expect(text.left, `${name} starts inside its card`).toBeGreaterThanOrEqual(cardBox.x);
      expect(text.right, `${name} ends inside its card`).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
    expect(await card.evaluate((node) => node.scrollWidth <= node.clientWidth), 'nothing scrolls inside the card').toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page does not scroll sideways').toBeLessThanOrEqual(375);
  });
}
