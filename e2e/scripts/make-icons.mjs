// Draws the web app's PNG icons (shell/public/icons/*.png) from their SVG sources in the same folder, with
// Chromium: `node e2e/scripts/make-icons.mjs`. Run it after changing an SVG; the PNGs are committed.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const icons = resolve(import.meta.dirname, '../../shell/public/icons');
/** [source SVG, size in pixels, PNG written]; the maskable one keeps its mark inside the central safe zone. */
const OUTPUTS = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['icon-maskable.svg', 512, 'icon-maskable-512.png'],
  ['icon-maskable.svg', 180, 'apple-touch-icon.png'],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [source, size, target] of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(join(icons, source), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: join(icons, target), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`✓ ${target} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
