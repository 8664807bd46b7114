import type { Page } from '@playwright/test';

/** A custom property as `<html>` computes it (the design tokens the global style publishes), trimmed. */
export async function tokenOnRoot(page: Page, property: string): Promise<string> {
  return page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(), property);
}
