// Bundle budgets of QUALITY.md, measured on the production build (deploy/out):
//  - critical-path JS of `/` (shell + remote entry + page chunks, React included) ≤ 200 KB gzip,
//    measured by loading `/` in Chromium and adding up the gzip size of every script it fetched;
//  - each remote's remoteEntry.js ≤ 25 KB gzip.
// Prints the sizes; exits 1 when a budget is exceeded. `--json <file>` writes the checks for CI totals.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startPlatformStatic } from '../support/platform-static.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const KB = 1024;
const CRITICAL_PATH_BUDGET = 200 * KB;
const REMOTE_ENTRY_BUDGET = 25 * KB;
const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'deploy/out');
const { values } = parseArgs({ options: { json: { type: 'string' } } });

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const checks = [];
const check = (name, size, budget) => {
  checks.push({ name, size, budget, ok: size <= budget });
  console.log(`${size <= budget ? '✓' : '✗'} ${name}: ${kb(size)} gzip (budget ${kb(budget)})`);
};

for (const remote of readdirSync(join(out, 'remotes'))) {
  for (const version of readdirSync(join(out, 'remotes', remote))) {
    check(`${remote} remoteEntry.js`, gz(readFileSync(join(out, 'remotes', remote, version, 'remoteEntry.js'))), REMOTE_ENTRY_BUDGET);
  }
}

const server = await startPlatformStatic(out);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), response.body().then(gz));
  });
  await page.goto(server.url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  let total = 0;
  for (const [url, size] of scripts) {
    const bytes = await size;
    total += bytes;
    console.log(`    ${kb(bytes).padStart(9)}  ${new URL(url).pathname}`);
  }
  check(`critical-path JS of / (${scripts.size} scripts)`, total, CRITICAL_PATH_BUDGET);
} finally {
  await browser.close();
  await server.close();
}

if (values.json) writeFileSync(values.json, JSON.stringify({ checks }, null, 2));
process.exit(checks.every((c) => c.ok) ? 0 : 1);
