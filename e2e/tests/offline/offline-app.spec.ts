// The installable, offline-capable app (docs/adr/0035), in Chromium against the production build, on a
// copy of the build of its own (the `offline-app` topology) that two of these journeys redeploy:
// - Chromium finds the app installable, with the manifest of the page's language;
// - the worker takes control; a booking pass opened online opens with the network cut, with its
//   confirmation code and a QR code that decodes to the pass staff scan; the list shows its saved copy;
//   a change attempted offline is refused and nothing happens later;
// - on a signed-out first visit the worker keeps every start-up script of the shell (the signed-in
//   chrome's too), on activation rather than in its install;
// - a page never opened shows our offline page, in the user's language;
// - after signing out, nothing of the user's bookings is left to show offline;
// - a remote published while a page is open is used at the next online navigation;
// - a new worker deployed while a page is open offers its update; accepting reloads into it.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DEMO, newUser, registerThroughApi } from '../../support/accounts';
import { apiSession, customerBooking, freeSlots, holdAndPay, openAllDay } from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { Shell } from '../../support/shell';
import { appText, customerBookingsText } from '../../support/texts';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

/** A slot starting sooner than this may have begun before it is held: a later one is taken. */
const LEAD_MS = 2 * 60_000;
const t = (key: string, vars?: Record<string, string>) => customerBookingsText('en', key, vars);

/** Waits until the offline worker controls the page (it claims the page it was registered from). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

/**
 * Waits until the worker keeps the user's copy of an API read (its path below /api/v1/, e.g. `bookings`).
 * A page the server rendered gets its data from the document; the app then asks for the offline reads
 * again through the worker once it has started (docs/adr/0036).
 */
async function keptForOffline(page: Page, apiPath: RegExp): Promise<void> {
  await expect.poll(() => page.evaluate(async (source) => {
    const pattern = new RegExp(source);
    for (const name of (await caches.keys()).filter((cache) => cache.includes('personal'))) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => pattern.test(new URL(request.url).pathname.replace(/^\/api\/v1\//, '')))) return true;
    }
    return false;
  }, apiPath.source), { timeout: 15_000 }).toBe(true);
}

/** The text of the QR code image on the page: its pixels read in the page, decoded here. */
async function decodeQr(img: Locator): Promise<string> {
  await expect(img).toBeVisible();
  const { width, height, rgba } = await img.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(element, 0, 0);
    return { width: canvas.width, height: canvas.height, rgba: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) };
  });
  const luminances = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminances.length; i += 1) {
    luminances[i] = Math.round((rgba[i * 4]! + rgba[i * 4 + 1]! + rgba[i * 4 + 2]!) / 3);
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height)));
  // The image is the code alone (no photo to find it in): read as such. Searching for it instead misses
  // about one code in seven with the pass's one-module quiet zone.
  return new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
}

/** A new player with one paid booking at a field open around the clock. */
async function playerWithBooking(request: APIRequestContext, slotIndex: number) {
  const fieldName = `Offline Court ${Date.now().toString(36)}`;
  const fieldId = await openAllDay(request, await apiSession(request, DEMO.owner), fieldName);
  const player = newUser('offline');
  await registerThroughApi(request, player);
  const session = await apiSession(request, player);
  const slot = (await freeSlots(request, fieldId, new Date(Date.now() + LEAD_MS)))[slotIndex];
  expect(slot, 'a free slot ahead').toBeTruthy();
  const booking = await holdAndPay(request, session, fieldId, slot!, `${player.firstName} ${player.lastName}`);
  return { player, session, booking, fieldName };
}

test('a pass opened online opens offline with its code and QR code; the list shows its saved copy; a change offline is refused', async ({ page, context, request }) => {
  const { player, session, booking, fieldName } = await playerWithBooking(request, 0);
  const details = (await customerBooking(request, session, booking.id)) as unknown as { calendarUrl: string };
  const pass = new URL(details.calendarUrl, 'http://x').searchParams.get('pass');

  await signInThroughApi(page, player);
  await page.goto('/dashboard');
  await controlledByWorker(page);
  await page.goto('/bookings');
  await expect(page.getByText(fieldName).first()).toBeVisible();
  await keptForOffline(page, /^bookings$/);
  await page.goto(`/bookings/${booking.id}`);
  await expect(page.getByText(booking.confirmationCode, { exact: true })).toBeVisible();
  await keptForOffline(page, new RegExp(`^bookings/${booking.id}$`));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(booking.confirmationCode, { exact: true })).toBeVisible();
  await expect(page.getByText(t('savedCopy.title'), { exact: true })).toBeVisible();
  // Its accessible name names the booking (bookingDetails.pass.qrAlt).
  expect(await decodeQr(page.getByRole('img', { name: new RegExp(booking.bookingNumber) })), 'the QR code staff scan').toBe(pass);

  // A change needs the network: refused at once, and not sent later.
  await page.getByRole('button', { name: t('bookingDetails.cancel.button'), exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t('bookingDetails.cancel.confirm'), exact: true }).click();
  await expect(page.getByText(t('bookingDetails.cancel.failed'))).toBeVisible();

  await page.goto('/bookings');
  await expect(page.getByText(fieldName).first()).toBeVisible();
  await expect(page.getByText(t('savedCopy.title'), { exact: true })).toBeVisible();

  await context.setOffline(false);
  await page.waitForTimeout(1_000); // time for anything queued to go out, were it queued
  expect((await customerBooking(request, session, booking.id)).status, 'the booking after going back online').not.toBe('cancelled');
});

test('the app is installable, with a manifest in the language of the page', async ({ page, context }) => {
  await page.goto('/?lng=fr');
  await controlledByWorker(page);
  const cdp = await context.newCDPSession(page);
  // Chromium's own installability verdict (what its install button and `beforeinstallprompt` follow). A
  // test's browser context is an off-the-record profile, where Chromium never installs: that reason alone
  // is expected, and any other (manifest, icons, worker, start URL) fails the test.
  await expect.poll(async () => {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map((error) => error.errorId);
  }).toEqual(['in-incognito']);
  const { url, errors, parsed } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; parsed?: { name?: string } };
  expect(new URL(url).pathname).toBe('/manifest.fr.webmanifest');
  expect(errors).toEqual([]);
  const manifest = (await (await page.request.get(url)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ lang: 'fr', dir: 'ltr', start_url: '/dashboard', scope: '/', display: 'standalone' });
  expect(parsed?.name ?? manifest.name).toBe('Pitchside');
});

test('on a signed-out first visit the worker keeps every start-up script of the shell, outside its install', async ({ page }) => {
  await page.goto('/');
  await controlledByWorker(page);
  // The start-up scripts of /sw.js's list (content-hashed: no revision), the signed-in chrome's among them.
  const scripts = await page.evaluate(async () => {
    const worker = await (await fetch('/sw.js')).text();
    return [...worker.matchAll(/\{"revision":null,"url":"([^"]+\.js)"\}/g)].map((m) => new URL(m[1]!, location.origin).href);
  });
  expect(scripts.some((url) => /\/chunks\/signed-in\./.test(url)), 'the signed-in chrome is among them').toBe(true);
  // Kept on activation, which may end just after the worker took control of the page (docs/adr/0039: a
  // script stored while the worker installs is read back on the page's thread).
  await expect.poll(() => page.evaluate(async (urls) => {
    const immutable = await caches.open('pitchside-immutable');
    const missing: string[] = [];
    for (const url of urls) if (!(await immutable.match(url))) missing.push(url);
    return missing;
  }, scripts), { timeout: 15_000 }).toEqual([]);
  const precached = await page.evaluate(async (urls) => {
    const found: string[] = [];
    for (const name of (await caches.keys()).filter((cache) => cache.includes('precache'))) {
      for (const request of await (await caches.open(name)).keys()) if (urls.includes(request.url.split('?')[0]!)) found.push(request.url);
    }
    return found;
  }, scripts);
  expect(precached).toEqual([]);
});

test('a page never opened shows our offline page, in the language the user chose', async ({ page, context }) => {
  await page.goto('/');
  await controlledByWorker(page);
  await context.setOffline(true);
  await page.goto('/fields?sport=tennis');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');

  // As the language selector keeps a choice (shared-ui/src/i18n/language-detector.ts): cookie and storage.
  await page.evaluate(() => {
    localStorage.setItem('i18nextLng', 'ar');
    document.cookie = 'i18nextLng=ar; path=/';
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'أنت غير متصل بالإنترنت' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.setOffline(false);
});

test('after signing out, no booking of the user is left to show offline', async ({ page, context, request }) => {
  const { player, booking } = await playerWithBooking(request, 1);
  await signInThroughApi(page, player);
  await page.goto('/dashboard');
  await controlledByWorker(page);
  await page.goto(`/bookings/${booking.id}`);
  await expect(page.getByText(booking.confirmationCode, { exact: true })).toBeVisible();

  await new Shell(page).signOut();
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('personal')))).toEqual([]);
  await context.setOffline(true);
  await page.goto(`/bookings/${booking.id}`);
  await expect(page.locator('body')).toBeVisible();
  await page.waitForTimeout(1_500); // whatever the page shows offline has shown by now
  await expect(page.getByText(booking.confirmationCode)).toHaveCount(0);
  await context.setOffline(false);
});

test('a remote published while a page is open is used at the next online navigation', async ({ page, platform }) => {
  await signInThroughApi(page, DEMO.customer);
  await page.goto('/dashboard');
  await controlledByWorker(page);

  // Publish a new version of mf_customer: a new immutable folder and its registry entry rewritten.
  const registryFile = join(platform.outDir, 'remotes.json');
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as { remotes: Record<string, { manifest: string; version: string }> };
  const current = registry.remotes.mf_customer!;
  const next = `${current.version.split('-')[0]}-${Date.now().toString(16).padStart(12, 'f')}`;
  cpSync(join(platform.outDir, 'remotes/mf_customer', current.version), join(platform.outDir, 'remotes/mf_customer', next), { recursive: true });
  registry.remotes.mf_customer = { ...current, version: next, manifest: current.manifest.replace(current.version, next) };
  writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
  // The server re-reads the registry at most every 2 s (server/src/plugins/static/remote-registry.ts).
  await expect.poll(async () => (await (await page.request.get('/remotes.json')).json()).remotes.mf_customer.version).toBe(next);

  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf_customer/') && request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
  });
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: t('bookings.title') })).toBeVisible();
  expect(entries, 'mf_customer entries loaded after the publication').toEqual([`/remotes/mf_customer/${next}/remoteEntry.js`]);
});

test('a new worker deployed while the app is open offers its update; accepting reloads into it', async ({ page, platform }) => {
  await page.goto('/');
  await controlledByWorker(page);

  // The next build's worker: the same one with one more message it answers.
  const worker = join(platform.outDir, 'shell/sw.js');
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\nself.addEventListener('message', (event) => { if (event.data && event.data.type === 'WHICH_BUILD') event.ports[0].postMessage('next'); });\n`);
  for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(platform.outDir, 'shell', copy), { force: true });

  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const offer = page.getByRole('button', { name: appText('en', 'updateAvailable'), exact: true });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await Promise.all([page.waitForEvent('load'), offer.click()]);
  const build = await page.evaluate(() => new Promise<string>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(String(event.data));
    navigator.serviceWorker.controller?.postMessage({ type: 'WHICH_BUILD' }, [channel.port2]);
    setTimeout(() => resolve('previous'), 3_000);
  }));
  expect(build, 'the worker in control after the update').toBe('next');
});
