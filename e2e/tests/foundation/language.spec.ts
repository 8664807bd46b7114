// Language: `?lng=` on a first visit and the top bar's selector both set <html lang dir>, and the choice
// survives a reload (docs/product/states.md#language, docs/product/constants.md detection and persistence).
import { test, expect } from '../../support/fixtures';
import { Shell } from '../../support/shell';
import type { Locator } from '@playwright/test';

/** Horizontal centre of an element (the viewport is 1280 px wide). */
async function centreX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box.x + box.width / 2;
}

test.describe('interface language', () => {
  test('?lng=ar gives a right-to-left Arabic page, kept after a reload and on the next visit', async ({ page }) => {
    const shell = new Shell(page, 'ar');
    await page.goto('/?lng=ar');
    await shell.expectDocumentLanguage('ar');
    await expect(shell.languageSelect).toHaveValue('ar');
    await expect(shell.loginLink).toBeVisible(); // top bar texts are the Arabic ones
    // Mirrored layout: the top bar's actions sit at the inline end, which is the left in Arabic.
    expect(await centreX(shell.languageSelect)).toBeLessThan(640);

    await page.reload();
    await shell.expectDocumentLanguage('ar');
    await page.goto('/'); // no query any more: the stored choice applies
    await shell.expectDocumentLanguage('ar');
    await expect(shell.loginLink).toBeVisible();
  });

  test('choosing Arabic in the top bar gives right-to-left, kept after a reload; English goes back to left-to-right', async ({ page }) => {
    const en = new Shell(page, 'en');
    const ar = new Shell(page, 'ar');
    await page.goto('/');
    await en.expectDocumentLanguage('en');
    expect(await centreX(en.languageSelect)).toBeGreaterThan(640);

    await en.languageSelect.selectOption('ar');
    await ar.expectDocumentLanguage('ar');
    await expect(ar.loginLink).toBeVisible();
    await page.reload();
    await ar.expectDocumentLanguage('ar');
    await expect(ar.languageSelect).toHaveValue('ar');

    await ar.languageSelect.selectOption('en');
    await en.expectDocumentLanguage('en');
    await expect(en.loginLink).toBeVisible();
    await page.reload();
    await en.expectDocumentLanguage('en');
  });
});
