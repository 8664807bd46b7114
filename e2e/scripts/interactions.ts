// Interaction latency benchmark of the production build, started as `npm start` starts it: the real API in
// production mode (embedded PostgreSQL in a temporary folder, demo data) serving the shell and the remotes
// from one origin. Signed in as the demo customer, it measures four interactions with real input (Playwright's
// mouse) under 4× CPU slowdown: opening the account menu and the notification panel on `/dashboard`, choosing
// a sport in the filters of `/fields`, and moving the booking wizard from its time step to its details step.
// Prints, per interaction, the median (min–max) over `--runs` runs against the goal (≤ 200 ms); `--json
// <file>` writes them. A reported benchmark: a missed goal exits 0, only a failure to run exits non-zero.
//
//   pnpm --dir e2e bench:interactions [--static-root <dir>] [--runs 5] [--only menu,bell,filter,wizard] [--json <file>]
//
// The interactions themselves (page, set-up, control, result) are defined in e2e/support/interactions.ts.
//
// Each run is a fresh browser context (cold HTTP cache) signed in as the shell keeps a session (with the
// sign-in's cookies and the `pitchside_session` hint: the server renders the page, ADR 0036) and a fresh page:
// the page is opened, its set-up done (the filter panel opened, the wizard's day and slot chosen), then the
// CPU is slowed down 4× (Chrome DevTools Protocol) and the interaction is made once. The account menu and the
// notification panel are thus opened for the first time in the page, which loads their code on demand
// (ADR 0018): that first opening is the one measured.
//
// Two figures per interaction, both read in the page:
// - INP: the Event Timing API's duration of the interaction (a `PerformanceObserver` of type `event`,
//   `durationThreshold: 16`): the longest of the entries sharing its `interactionId` (pointerdown, pointerup,
//   click), i.e. from the input to the next paint after its handlers ran. An interaction whose entries all
//   stay under the threshold reports none; it is counted as 16 ms (an upper bound) and flagged.
// - Result on screen: from the pointerdown to the frame after the awaited result entered the DOM (the menu,
//   the panel, the filtered results once fetched, the details form). For the popups this includes fetching
//   and running their on-demand code, which INP does not see: the click paints at once, the popup later.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { median, printTable } from '../support/bench';
import { keepSignedInSession } from '../support/journeys';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { INTERACTIONS, LNG, RESULT_TIMEOUT_MS, wizardTarget, type Interaction, type WizardTarget } from '../support/interactions';
import { snapshotBuild, startTopology, type RunningTopology } from '../support/platform';
import { killGroupsSync, tail } from '../support/processes';
import { withLanguage } from '../support/shell';

const GOAL_MS = 200;
const CPU_SLOWDOWN = 4;
const EVENT_THRESHOLD_MS = 16;
const ATTEMPTS_PER_RUN = 3; // Chromium occasionally dies on a loaded machine
const READY_TIMEOUT_MS = 60_000;
/** How long, after the result is on screen, the interaction's Event Timing entries may take to arrive. */
const ENTRIES_TIMEOUT_MS = 3_000;
const VIEWPORT = { width: 1280, height: 800 };
const AS = 'customer' satisfies keyof typeof DEMO;

/**
 * Installed in the page just before the click (a string, so that the page gets plain JavaScript whatever
 * the script runner adds to compiled functions). Keeps the Event Timing entries that start after it, the
 * pointerdown's time, and the time of the frame after the last of `steps` matched a visible element.
 */
const PROBE = `(steps) => {
  const probe = { since: performance.now(), entries: [], downAt: null, doneAt: null, step: 0 };
  window.__interactionProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId > 0 && e.startTime >= probe.since) {
        probe.entries.push({ name: e.name, interactionId: e.interactionId, duration: e.duration, startTime: e.startTime });
      }
    }
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  const shown = (selector) => {
    const element = document.querySelector(selector);
    return element !== null && (typeof element.checkVisibility !== 'function' || element.checkVisibility());
  };
  const check = () => {
    if (probe.downAt === null || probe.doneAt !== null || probe.step >= steps.length) return;
    while (probe.step < steps.length && shown(steps[probe.step])) probe.step += 1;
    if (probe.step < steps.length) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { probe.doneAt = performance.now(); }, 0));
  };
  const observer = new MutationObserver(check);
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  addEventListener('pointerdown', (event) => { probe.downAt ??= event.timeStamp; check(); }, { capture: true, once: true });
}`;

interface ProbeState {
  entries: { name: string; interactionId: number; duration: number; startTime: number }[];
  downAt: number | null;
  doneAt: number | null;
}

const readProbe = (page: Page) => page.evaluate('window.__interactionProbe') as Promise<ProbeState>;

interface Sample { inpMs: number; belowThreshold: boolean; toResultMs: number; events: string }

/** Waits until the page has had a few idle periods (start-up work after the load, such as the installable app's code). */
const settle = (page: Page) => page.evaluate(`new Promise((done) => {
  let left = 3;
  const next = () => requestIdleCallback(() => (--left > 0 ? next() : done()), { timeout: 2000 });
  next();
})`);

async function measureOnce(browser: Browser, baseURL: string, interaction: Interaction, target: WizardTarget): Promise<Sample> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, locale: 'en-US', serviceWorkers: 'block' });
  try {
    await keepSignedInSession(context, baseURL, DEMO[AS]);
    const page = await context.newPage();
    await page.goto(withLanguage(interaction.path(target), LNG));
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });
    await interaction.prepare?.(page, target);
    const control = interaction.control(page);
    await control.waitFor({ state: 'visible' });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await settle(page);
    await page.evaluate(`(${PROBE})(${JSON.stringify(interaction.resultSteps)})`);
    await control.click();
    // A function, not a string: the page's content security policy refuses `eval`, which string predicates use.
    await page.waitForFunction(() => (window as unknown as { __interactionProbe: ProbeState }).__interactionProbe.doneAt !== null,
      undefined, { timeout: RESULT_TIMEOUT_MS, polling: 50 });
    await interaction.check(page);

    // Event Timing entries are delivered after the paint that follows the input: wait for them a little.
    const deadline = Date.now() + ENTRIES_TIMEOUT_MS;
    let probe = await readProbe(page);
    while (probe.entries.length === 0 && Date.now() < deadline) {
      await page.waitForTimeout(100);
      probe = await readProbe(page);
    }
    await page.waitForTimeout(300); // the interaction's other entries (pointerup, click), if still on their way
    probe = await readProbe(page);
    if (probe.downAt === null || probe.doneAt === null) throw new Error('the probe saw no pointerdown or no result');

    const first = probe.entries.reduce<number | undefined>((id, e) => id ?? e.interactionId, undefined);
    const own = probe.entries.filter((e) => e.interactionId === first);
    const longest = Math.max(0, ...own.map((e) => e.duration));
    return {
      inpMs: own.length > 0 ? longest : EVENT_THRESHOLD_MS,
      belowThreshold: own.length === 0,
      toResultMs: probe.doneAt - probe.downAt,
      events: own.map((e) => `${e.name} ${Math.round(e.duration)}`).join(', ') || `none ≥ ${EVENT_THRESHOLD_MS} ms`,
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const spread = (values: number[]) => `${ms(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;


const { values: options } = parseArgs({
  options: {
    'static-root': { type: 'string' },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    json: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${options.runs}`);
const chosen = options.only ? options.only.split(',').map((key) => key.trim()).filter(Boolean) : INTERACTIONS.map((i) => i.key);
const unknown = chosen.filter((key) => !INTERACTIONS.some((i) => i.key === key));
if (unknown.length > 0) throw new Error(`--only takes ${INTERACTIONS.map((i) => i.key).join(', ')}; not ${unknown.join(', ')}`);
const measured = INTERACTIONS.filter((i) => chosen.includes(i.key));

// World-traversable: as root, the embedded PostgreSQL runs as the `postgres` user.
const runDir = mkdtempSync(join(tmpdir(), 'pitchside-interactions-'));
chmodSync(runDir, 0o755);
let platform: RunningTopology | undefined;
let browser: Browser | undefined;
let stopping: Promise<void> | undefined;
const stop = () => (stopping ??= (async () => {
  await browser?.close().catch(() => undefined);
  await platform?.stop();
  rmSync(runDir, { recursive: true, force: true });
})());
process.on('exit', () => killGroupsSync(platform?.processes ?? []));
process.once('SIGINT', () => void stop().finally(() => process.exit(130)));

const launch = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });

try {
  // The checkout is shared: measure a copy of deploy/out, so a rebuild meanwhile does not swap files mid-run.
  const staticRoot = options['static-root'] ? resolve(options['static-root']) : await snapshotBuild(join(runDir, 'out'));
  console.log(`Starting the platform on ${staticRoot}`);
  platform = await startTopology('same-origin', { runDir, outDir: staticRoot });
  const { baseURL } = platform.info;
  const target = await wizardTarget(baseURL);
  if (measured.some((i) => i.key === 'wizard')) console.log(`The wizard books ${target.name} (${target.fieldId}) on ${target.date}`);

  browser = await launch();
  const results: Record<string, { label: string; samples: Sample[] }> = {};
  for (const interaction of measured) {
    const samples: Sample[] = [];
    for (let run = 1; run <= runs; run += 1) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          if (!browser.isConnected()) browser = await launch();
          samples.push(await measureOnce(browser, baseURL, interaction, target));
          break;
        } catch (error) {
          // A browser crash or a slow start is worth a retry; a stopped server is not.
          if (platform.processes.some((p) => p.exited())) throw new Error(`the API server stopped:\n${tail(platform.info.apiLog)}`, { cause: error });
          const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 300);
          if (attempt >= ATTEMPTS_PER_RUN) throw new Error(`${interaction.key}: ${ATTEMPTS_PER_RUN} attempts failed, last: ${reason}`, { cause: error });
          console.warn(`  attempt ${attempt} failed (${reason}), retrying`);
        }
      }
      const sample = samples.at(-1)!;
      console.log(`${interaction.key} run ${run}/${runs}: INP ${ms(sample.inpMs)}${sample.belowThreshold ? ' (under the threshold)' : ''}, `
        + `result on screen ${ms(sample.toResultMs)} [${sample.events}]`);
    }
    results[interaction.key] = { label: interaction.label, samples };
  }

  const settings = `Chromium ${browser.version()}, headless, ${VIEWPORT.width}×${VIEWPORT.height}, CPU ×${CPU_SLOWDOWN} (DevTools throttling, `
    + `set once the page is ready), signed in as the demo ${AS}, a fresh context (cold HTTP cache) and page per run`;
  console.log(`\n${settings}; median (min–max) of ${runs} run(s). The popups are opened for the first time in the page (their code loads on demand).\n`);
  const rows = [['Interaction', 'INP median (min–max)', `Goal ≤ ${GOAL_MS} ms`, 'Result on screen median (min–max)']];
  const summary: Record<string, unknown> = {};
  for (const [key, { label, samples }] of Object.entries(results)) {
    const inp = samples.map((s) => s.inpMs);
    const toResult = samples.map((s) => s.toResultMs);
    const meets = median(inp) <= GOAL_MS;
    const under = samples.filter((s) => s.belowThreshold).length;
    rows.push([label, `${spread(inp)}${under > 0 ? ` (${under} under ${EVENT_THRESHOLD_MS} ms)` : ''}`, meets ? '✓' : '✗', spread(toResult)]);
    summary[key] = {
      label,
      inpMs: { median: median(inp), min: Math.min(...inp), max: Math.max(...inp) },
      resultOnScreenMs: { median: median(toResult), min: Math.min(...toResult), max: Math.max(...toResult) },
      meetsGoal: meets,
      samples,
    };
  }
  printTable(rows);
  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify({ date: new Date().toISOString(), settings, runs, staticRoot, goalMs: GOAL_MS, wizard: target, interactions: summary }, null, 2)}\n`);
  }
} finally {
  await stop();
}
