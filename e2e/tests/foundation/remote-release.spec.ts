// Topology `remote-release`: one remote (mf_auth) released, rolled back and refused under a running API and
// shell, on a copy of the build of its own (docs/adr/0032). A release is a new immutable version folder and
// one write of the registry; the API reads the registry again within 2 s and every document after that
// names the version in force — rendered on the server with its Node container, hydrated in the browser with
// its browser build. A page already open keeps the versions its document named (the shell reads the registry
// at start-up), so a publication shows from the next document on. A registry entry whose contract major the
// shell does not speak is refused: its code is never fetched, its routes show the fallback, the rest works.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { precompress } from '../../../deploy/scripts/precompress.mjs';
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { apiSession } from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { REPO_ROOT } from '../../support/platform';
import { Shell } from '../../support/shell';
import { authText } from '../../support/texts';

const REMOTE = 'mf_auth';
/** The sign-in page's heading, as the active version renders it, and as the new version will. */
const TITLE = authText('en', 'login.title');
const NEW_TITLE = 'Good to see you again';
/** A contract major this shell does not speak (it speaks 1). */
const FOREIGN_CONTRACT = '99.0.0';

interface RegistryEntry {
  manifest: string;
  version: string;
  contract: string;
}
interface Registry {
  remotes: Record<string, RegistryEntry>;
}

const registryFile = (outDir: string) => join(outDir, 'remotes.json');
const versionDir = (outDir: string, version: string) => join(outDir, 'remotes', REMOTE, version);
const readRegistry = (outDir: string) => JSON.parse(readFileSync(registryFile(outDir), 'utf8')) as Registry;

/** One write of the registry, replaced in one step as the publish script and the API write it. */
function writeRegistry(outDir: string, registry: Registry): void {
  const temporary = `${registryFile(outDir)}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, registryFile(outDir));
}

/**
 * A version of REMOTE made from the folder of `from` without a rebuild, as a publication lays it out: the
 * folder copied (timestamps kept, so only what changes gets new compressed copies), every mention of the
 * old version rewritten (a manifest naming its own path stays consistent), `replace` applied to the browser
 * and the server-rendering bundles, and its release.json. Answers the files `replace` changed.
 */
function copyVersion(outDir: string, from: string, to: string, options: { contract: string; replace?: [string, string] }): string[] {
  const target = versionDir(outDir, to);
  cpSync(versionDir(outDir, from), target, { recursive: true, preserveTimestamps: true });
  const changed: string[] = [];
  for (const file of readdirSync(target, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(c?js|json)$/.test(file)) continue;
    const source = readFileSync(join(target, file), 'utf8');
    let text = source.replaceAll(from, to);
    if (options.replace && text.includes(options.replace[0])) {
      text = text.replaceAll(options.replace[0], options.replace[1]);
      changed.push(file);
    }
    if (text !== source) writeFileSync(join(target, file), text);
  }
  precompress(target);
  writeFileSync(join(target, 'release.json'), `${JSON.stringify({ version: to, contract: options.contract, publishedAt: new Date().toISOString() }, null, 2)}\n`);
  return changed;
}

/** The version of REMOTE that `/remotes.json` names (the API re-reads the file at most every 2 s). */
async function servedVersion(request: APIRequestContext): Promise<string | undefined> {
  const registry = (await (await request.get('/remotes.json')).json()) as Registry;
  return registry.remotes[REMOTE]?.version;
}

/** The document of `path` as the server sends it to a signed-out visitor. */
async function documentOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** Paths of the REMOTE files the page requests from now on. */
function remoteRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(`/remotes/${REMOTE}/`)) paths.push(path);
  });
  return paths;
}

/** Documents the page loads from now on (a client-side navigation loads none). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

const hydrationProblems = (problems: string[]) => problems.filter((p) => /hydrat|#418|#423|#425/i.test(p));

let original: RegistryEntry;
let originalRegistry: string;
const published: string[] = [];

test.beforeAll(({ platform }) => {
  originalRegistry = readFileSync(registryFile(platform.outDir), 'utf8');
  original = readRegistry(platform.outDir).remotes[REMOTE]!;
  expect(original, `${REMOTE} in the registry`).toBeTruthy();
});

// Each journey leaves the build as it found it: the registry as built (served again) and no extra version.
test.afterEach(async ({ platform, request }) => {
  if (readFileSync(registryFile(platform.outDir), 'utf8') !== originalRegistry) {
    writeRegistry(platform.outDir, JSON.parse(originalRegistry) as Registry);
  }
  await expect.poll(() => servedVersion(request)).toBe(original.version);
  for (const version of published.splice(0)) rmSync(versionDir(platform.outDir, version), { recursive: true, force: true });
});

test('a release shows from the next document, rendered on the server and hydrated; a rollback likewise', async ({ page, request, platform, browser, pageProblems }) => {
  const shell = new Shell(page);
  const heading = shell.pageHeading;
  const requested = remoteRequests(page);

  await test.step('the sign-in page shows the active version', async () => {
    await page.goto('/login');
    await expect(heading).toHaveText(TITLE);
    expect(requested).toContain(`/remotes/${REMOTE}/${original.version}/remoteEntry.js`);
    // On to the home page inside the running shell.
    await page.getByRole('link', { name: authText('en', 'brand.home'), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
  });

  const next = `${original.version.split('-')[0]}-release-${Date.now().toString(36)}`;
  await test.step('a new version is published and activated by the super admin: one registry write', async () => {
    published.push(next);
    const changed = copyVersion(platform.outDir, original.version, next, { contract: original.contract, replace: [TITLE, NEW_TITLE] });
    expect(changed.filter((file) => file.startsWith('chunks/')), 'browser chunks with the title').not.toEqual([]);
    expect(changed.filter((file) => file.startsWith('server/')), 'server-rendering chunks with the title').not.toEqual([]);
    const admin = await apiSession(request, DEMO.admin);
    const response = await request.post(`/api/v1/admin/remotes/${REMOTE}/activate`, { headers: admin.headers, data: { version: next } });
    expect(response.status(), await response.text()).toBe(200);
    expect(((await response.json()) as { data: { activeVersion: string } }).data.activeVersion).toBe(next);
    expect(readRegistry(platform.outDir).remotes[REMOTE]).toEqual({ ...original, manifest: original.manifest.replace(original.version, next), version: next });
    await expect.poll(() => servedVersion(request)).toBe(next);
  });

  await test.step('the open page keeps the versions its document named', async () => {
    const documents = documentLoads(page);
    const before = requested.length;
    await shell.loginLink.click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(heading).toHaveText(TITLE);
    expect(documents, 'documents loaded by the link').toEqual([]);
    expect(requested.slice(before).filter((path) => path.includes(`/${next}/`)), 'files of the new version').toEqual([]);
  });

  await test.step('the next document: the server renders the new version, the browser hydrates it', async () => {
    const html = await documentOf(request, '/login');
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${NEW_TITLE}`));
    expect(html).not.toContain(TITLE);
    expect(html).toContain(`href="/remotes/${REMOTE}/${next}/remoteEntry.js"`);

    // The page as it paints before any script runs: the server's markup alone.
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, baseURL: platform.baseURL });
    try {
      const painted = await withoutScripts.newPage();
      await painted.goto('/login');
      await expect(painted.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
    } finally {
      await withoutScripts.close();
    }

    const before = requested.length;
    await page.goto('/login');
    await expect(heading).toHaveText(NEW_TITLE);
    const fetched = requested.slice(before);
    expect(fetched).toContain(`/remotes/${REMOTE}/${next}/remoteEntry.js`);
    const chunk = fetched.find((path) => path.startsWith(`/remotes/${REMOTE}/${next}/chunks/`) && readFileSync(join(platform.outDir, path), 'utf8').includes(NEW_TITLE));
    expect(chunk, `a chunk of ${next} with the new title (fetched: ${fetched.join(', ')})`).toBeTruthy();
    expect(fetched.filter((path) => path.includes(`/${original.version}/`)), 'files of the previous version').toEqual([]);
    expect(hydrationProblems(pageProblems)).toEqual([]);
  });

  await test.step('rolled back with the publish script: one registry write, the next document is the previous version', async () => {
    execFileSync(process.execPath, ['deploy/scripts/publish-remote.mjs', '--remote', REMOTE, '--out', platform.outDir, '--version', original.version], { cwd: REPO_ROOT });
    expect(readRegistry(platform.outDir).remotes[REMOTE]).toEqual(original);
    await expect.poll(() => servedVersion(request)).toBe(original.version);

    const html = await documentOf(request, '/login');
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${TITLE}`));
    expect(html).not.toContain(NEW_TITLE);
    expect(html).not.toContain(`/${next}/`);

    const before = requested.length;
    await page.goto('/login');
    await expect(heading).toHaveText(TITLE);
    const fetched = requested.slice(before);
    expect(fetched).toContain(`/remotes/${REMOTE}/${original.version}/remoteEntry.js`);
    expect(fetched.filter((path) => path.includes(`/${next}/`)), 'files of the rolled-back version').toEqual([]);
    expect(hydrationProblems(pageProblems)).toEqual([]);
  });
});

test('a version whose contract the shell does not speak is refused: its routes show the fallback, the rest works', async ({ page, request, platform }) => {
  const shell = new Shell(page);
  const admin = await apiSession(request, DEMO.admin);
  // Its code is the active version's, which says it speaks the shell's contract: only the registry's
  // contract can get it refused.
  const foreign = `${FOREIGN_CONTRACT.split('.')[0]}.0.0-release-${Date.now().toString(36)}`;
  published.push(foreign);
  copyVersion(platform.outDir, original.version, foreign, { contract: FOREIGN_CONTRACT });

  await test.step('the super admin cannot activate it', async () => {
    const response = await request.post(`/api/v1/admin/remotes/${REMOTE}/activate`, { headers: admin.headers, data: { version: foreign } });
    expect(response.status(), await response.text()).toBe(409);
    expect(await response.json()).toMatchObject({ success: false, code: 'INCOMPATIBLE_CONTRACT' });
    expect(readRegistry(platform.outDir).remotes[REMOTE]).toEqual(original);
  });

  await test.step('published anyway with one registry write, as a build of that contract publishes itself', async () => {
    const registry = readRegistry(platform.outDir);
    registry.remotes[REMOTE] = { manifest: original.manifest.replace(original.version, foreign), version: foreign, contract: FOREIGN_CONTRACT };
    writeRegistry(platform.outDir, registry);
    await expect.poll(() => servedVersion(request)).toBe(foreign);
  });

  const requested = remoteRequests(page);
  await test.step('the home page is unaffected; the sign-in link leads to the fallback, which says why', async () => {
    await page.goto('/');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.topBar).toBeVisible();
    await expect(shell.footer).toBeVisible();
    await expect(page.locator('[data-testid="remote-fallback"]')).toHaveCount(0);

    await shell.loginLink.click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    const fallback = shell.remoteFallback(REMOTE);
    await expect(fallback).toBeVisible();
    await expect(fallback.getByText(shell.t('remote.unavailableTitle'), { exact: true })).toBeVisible();
    await expect(fallback.locator('code')).toHaveText(new RegExp(`incompatible-contract.*${FOREIGN_CONTRACT.replaceAll('.', '\\.')}`));
  });

  await test.step("the server renders the other remotes' pages, not the refused one's, and names none of its code", async () => {
    const home = await documentOf(request, '/');
    expect(home).toContain('<div id="root" data-ssr>');
    expect(home).toMatch(/<h1[^>]*>/);
    expect(home).not.toContain(`/remotes/${REMOTE}/`);

    const login = await documentOf(request, '/login');
    expect(login).toContain('<div id="root"></div>');
    expect(login).not.toContain(TITLE);
    expect(login).not.toContain(`/remotes/${REMOTE}/`);
    expect(login).toContain(`"refused":{"${REMOTE}":"${FOREIGN_CONTRACT}"}`);

    await page.goto('/login');
    await expect(shell.remoteFallback(REMOTE)).toBeVisible();
    // A page of the remote inside the layout: the fallback takes the page, the layout stays.
    await page.goto('/forgot-password');
    await expect(shell.remoteFallback(REMOTE)).toBeVisible();
    await expect(shell.topBar).toBeVisible();
    await expect(shell.footer).toBeVisible();
  });

  await test.step("signed in, the other remotes' pages work and the refused remote's page shows the fallback in the layout", async () => {
    await signInThroughApi(page, DEMO.admin);
    await page.goto('/company');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.sidebar).toBeVisible();
    await expect(page.locator('[data-testid="remote-fallback"]')).toHaveCount(0);
    await page.goto('/profile');
    await expect(shell.remoteFallback(REMOTE)).toBeVisible();
    await expect(shell.sidebar).toBeVisible();
    await expect(shell.topBar).toBeVisible();
  });
  expect(requested, `files of ${REMOTE} requested while it was refused`).toEqual([]);

  await test.step('restored by activating the previous version: the sign-in page is back', async () => {
    const response = await request.post(`/api/v1/admin/remotes/${REMOTE}/activate`, { headers: admin.headers, data: { version: original.version } });
    expect(response.status(), await response.text()).toBe(200);
    await expect.poll(() => servedVersion(request)).toBe(original.version);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await expect(shell.pageHeading).toHaveText(TITLE);
    await expect(page.locator('[data-testid="remote-fallback"]')).toHaveCount(0);
  });
});
