// Lighthouse benchmark of the production build, started as `npm start` starts it: the real API in production
// mode (embedded PostgreSQL in a temporary folder, demo data) serving the shell and the remotes from one origin.
// Lighthouse's default config is the one measured: mobile (moto g power screen), simulated slow 4G and 4× CPU
// slowdown. Prints, per path, the median of each metric over `--runs` runs against the goals (the public
// pages', or with `--as` the signed-in pages': see `goalsFor`); `--json <file>` writes the medians. A
// reported benchmark: missed goals exit 0, only a failure to run exits non-zero.
//
//   pnpm --dir e2e bench:lighthouse [--static-root <dir>] [--runs 3] [--paths /,/login] [--json <file>]
//                                   [--as owner|employee|customer|admin] [--warm /company] [--worker] [--reports <dir>]
//
// A path may hold `:booking` (`--paths /bookings/:booking`, with `--as`): the demo data's booking ids are new
// on every start, so one of the account's own bookings is looked up once the platform runs. The figures keep
// the path as given, so runs on different starts compare.
//
// `--as` measures signed in as that demo account: each run gets a fresh browser profile in which the session
// is stored first (as the shell keeps it, with the sign-in's cookies: the server then renders the page, ADR
// 0036) and, with `--warm`, that page is opened once so the shell's and the
// remotes' shared files are in the HTTP cache, as for someone moving around the app ("warm"). Lighthouse
// then loads the measured page in that profile without clearing its storage. `--reports` keeps every run's
// whole report (JSON, one file per path and run) for the audits behind the figures. `--worker` (with `--warm`)
// waits on the warm page until the offline worker controls it: the measured load is then a repeat visit with
// the worker installed (its caches answer the shell's and remotes' files).
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { chromium } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { apiData, median, printTable } from '../support/bench';
import { keepSignedInSession } from '../support/journeys';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { snapshotBuild, startTopology, type RunningTopology } from '../support/platform';
import { killGroupsSync, tail } from '../support/processes';

const ATTEMPTS_PER_RUN = 3; // Chromium occasionally dies on a loaded machine
const RUN_TIMEOUT_MS = 180_000;
const LIGHTHOUSE_CLI = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));

interface Metric {
  key: string;
  label: string;
  unit: string;
  digits: number;
  read(lhr: Result): number | undefined;
  goal?: { atLeast?: number; atMost?: number };
}

const score = (id: string) => (lhr: Result) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : undefined;
};
const audit = (id: string, divisor = 1) => (lhr: Result) => {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? undefined : value / divisor;
};
const requestCount = (lhr: Result) => {
  const details = lhr.audits['network-requests']?.details;
  return details?.type === 'table' ? details.items.length : undefined;
};

const METRICS: Metric[] = [
  { key: 'performance', label: 'Performance score', unit: '', digits: 0, read: score('performance'), goal: { atLeast: 95 } },
  { key: 'lcpSeconds', label: 'LCP', unit: ' s', digits: 2, read: audit('largest-contentful-paint', 1000), goal: { atMost: 1.8 } },
  { key: 'tbtMs', label: 'TBT', unit: ' ms', digits: 0, read: audit('total-blocking-time'), goal: { atMost: 150 } },
  { key: 'cls', label: 'CLS', unit: '', digits: 3, read: audit('cumulative-layout-shift'), goal: { atMost: 0.02 } },
  { key: 'fcpSeconds', label: 'FCP', unit: ' s', digits: 2, read: audit('first-contentful-paint', 1000) },
  { key: 'speedIndexSeconds', label: 'Speed Index', unit: ' s', digits: 2, read: audit('speed-index', 1000) },
  { key: 'accessibility', label: 'Accessibility score', unit: '', digits: 0, read: score('accessibility'), goal: { atLeast: 100 } },
  { key: 'bestPractices', label: 'Best-practices score', unit: '', digits: 0, read: score('best-practices') },
  { key: 'transferredKB', label: 'Bytes transferred', unit: ' KB', digits: 0, read: audit('total-byte-weight', 1024) },
  { key: 'requests', label: 'Network requests', unit: '', digits: 0, read: requestCount },
];

type Goal = Metric['goal'];
/**
 * The goals a page is measured against (docs/performance.md): the public pages' by default (above); signed-in
 * pages, where the shell and the page hydrate with their data, have their own — customer pages ≥ 90 with LCP
 * ≤ 2.5 s and TBT ≤ 300 ms, the staff's pages ≥ 85 with TBT ≤ 400 ms, a repeat visit with the offline worker ≥ 95.
 */
function goalsFor(session: Session | undefined): Metric[] {
  if (!session) return METRICS;
  const customer: Record<string, Goal> = { performance: { atLeast: 90 }, lcpSeconds: { atMost: 2.5 }, tbtMs: { atMost: 300 } };
  const staff: Record<string, Goal> = { performance: { atLeast: 85 }, lcpSeconds: undefined, tbtMs: { atMost: 400 } };
  const goals = session.as === 'customer' ? customer : staff;
  if (session.worker) goals.performance = { atLeast: 95 };
  return METRICS.map((metric) => (metric.key in goals ? { ...metric, goal: goals[metric.key] } : metric));
}

const format = (metric: Metric, value: number) => `${value.toFixed(metric.digits)}${metric.unit}`;
const goalText = ({ goal, unit }: Metric) =>
  goal?.atLeast !== undefined ? `≥ ${goal.atLeast}${unit}` : goal?.atMost !== undefined ? `≤ ${goal.atMost}${unit}` : '';
const meetsGoal = ({ goal }: Metric, value: number) =>
  (goal?.atLeast === undefined || value >= goal.atLeast) && (goal?.atMost === undefined || value <= goal.atMost);


/** Who to measure as, the page opened first to warm the cache, and whether to wait there for the offline worker. */
interface Session { as: keyof typeof DEMO; warm: string | undefined; worker: boolean }

/** A browser profile holding the demo account's session (and, warm, the shared files in its HTTP cache). */
async function signedInProfile(baseURL: string, session: Session, runDir: string): Promise<string> {
  const profile = mkdtempSync(join(runDir, 'profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true, baseURL });
  try {
    await keepSignedInSession(context, baseURL, DEMO[session.as]);
    const page = await context.newPage();
    if (session.warm) {
      await page.goto(session.warm);
      await page.locator('html[data-page-ready]').waitFor({ timeout: 60_000 });
      // The app registers its worker once the page has loaded and is idle; the worker then claims the page.
      if (session.worker) await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    }
  } finally {
    await context.close();
  }
  return profile;
}

const BOOKING_PLACEHOLDER = ':booking';

/**
 * The booking `:booking` stands for: a confirmed one still to come when there is one (the pass a customer
 * opens before playing), else a confirmed one, else any. `tab=all`: the default lists only upcoming ones.
 */
async function bookingToMeasure(baseURL: string, as: keyof typeof DEMO): Promise<{ id: string; status: string }> {
  const { accessToken } = await apiData<{ accessToken: string }>(await fetch(new URL('/api/v1/auth/login', baseURL), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO[as]),
  }));
  // Shape: ZBookingListSchema (shared-api/src/contracts/booking.ts); one page of the largest size is plenty.
  const { bookings } = await apiData<{ bookings: { id: string; status: string; start: string }[] }>(
    await fetch(new URL('/api/v1/bookings?tab=all&limit=50', baseURL), { headers: { authorization: `Bearer ${accessToken}` } }));
  const confirmed = bookings.filter((booking) => booking.status === 'confirmed');
  const chosen = confirmed.find((booking) => Date.parse(booking.start) > Date.now()) ?? confirmed[0] ?? bookings[0];
  if (!chosen) throw new Error(`${as} has no booking to measure ${BOOKING_PLACEHOLDER} with`);
  return chosen;
}

/** One Lighthouse run through its CLI: a fresh Chromium profile each time, and a crash stays in the child. */
async function lighthouseRun(url: string, runDir: string, session?: Session): Promise<{ lhr: Result; values: Record<string, number> }> {
  const reportFile = join(runDir, 'report.json');
  const profile = session ? await signedInProfile(new URL(url).origin, session, runDir) : undefined;
  await promisify(execFile)(process.execPath, [
    LIGHTHOUSE_CLI, url, '--quiet', '--output=json', `--output-path=${reportFile}`,
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-flags=${['--headless', ...CHROMIUM_ARGS, ...(profile ? [`--user-data-dir=${profile}`] : [])].join(' ')}`,
    ...(profile ? ['--disable-storage-reset'] : []),
  ], {
    // TMPDIR: the browser profiles, which a crashed launch leaves behind, go with the run folder.
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH, TMPDIR: runDir },
    timeout: RUN_TIMEOUT_MS,
    killSignal: 'SIGINT', // Lighthouse's Chromium launcher closes the browser on SIGINT
  });
  const lhr = JSON.parse(readFileSync(reportFile, 'utf8')) as Result;
  const values: Record<string, number> = {};
  for (const metric of METRICS) {
    const value = metric.read(lhr);
    if (value === undefined || Number.isNaN(value)) throw new Error(`the report has no ${metric.label}`);
    values[metric.key] = value;
  }
  return { lhr, values };
}

/** Why a run failed, in one line: the end of Lighthouse's stderr rather than its whole command line. */
function failureReason(error: unknown): string {
  const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : '';
  const text = stderr || (error instanceof Error ? error.message : String(error));
  return text.split('\n').slice(-3).join(' | ').slice(0, 300);
}

async function measure(url: string, runDir: string, platform: RunningTopology, session?: Session) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, runDir, session);
    } catch (error) {
      // A browser crash is worth a retry; a stopped server is not.
      if (platform.processes.some((p) => p.exited())) throw new Error(`the API server stopped:\n${tail(platform.info.apiLog)}`, { cause: error });
      const reason = failureReason(error);
      if (attempt >= ATTEMPTS_PER_RUN) throw new Error(`${url}: ${ATTEMPTS_PER_RUN} attempts failed, last: ${reason}`, { cause: error });
      console.warn(`  attempt ${attempt} failed (${reason}), retrying`);
    }
  }
}

function settingsLine(lhr: Result): string {
  const { formFactor, throttlingMethod, throttling, screenEmulation } = lhr.configSettings;
  return `Lighthouse ${lhr.lighthouseVersion}, ${formFactor} ${screenEmulation.width}×${screenEmulation.height}, ` +
    `throttling: ${throttlingMethod} (RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} Kbps, CPU ×${throttling.cpuSlowdownMultiplier})`;
}

function printMedians(metrics: Metric[], paths: string[], medians: Record<string, Record<string, number>>): void {
  const header = ['Median', 'Goal', ...paths];
  const rows = [header];
  for (const metric of metrics) {
    const cells = paths.map((path) => {
      const value = medians[path]?.[metric.key] ?? NaN;
      return metric.goal ? `${format(metric, value)} ${meetsGoal(metric, value) ? '✓' : '✗'}` : format(metric, value);
    });
    rows.push([metric.label, goalText(metric), ...cells]);
  }
  printTable(rows);
}

const { values: options } = parseArgs({
  options: {
    'static-root': { type: 'string' },
    runs: { type: 'string', default: '3' },
    paths: { type: 'string', default: '/,/login' },
    json: { type: 'string' },
    as: { type: 'string' },
    warm: { type: 'string' },
    worker: { type: 'boolean', default: false },
    // A folder to keep each run's whole Lighthouse report in (for the audits behind a score).
    reports: { type: 'string' },
  },
});
if (options.as !== undefined && !(options.as in DEMO)) throw new Error(`--as must be one of ${Object.keys(DEMO).join(', ')}`);
if (options.worker && !options.warm) throw new Error('--worker needs --warm (the page on which the worker is installed)');
const session: Session | undefined = options.as ? { as: options.as as keyof typeof DEMO, warm: options.warm, worker: options.worker } : undefined;
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${options.runs}`);
const paths = options.paths.split(',').map((path) => path.trim()).filter(Boolean);
if (!session && paths.some((path) => path.includes(BOOKING_PLACEHOLDER))) throw new Error(`a path with ${BOOKING_PLACEHOLDER} needs --as`);

// World-traversable: as root, the embedded PostgreSQL runs as the `postgres` user.
const runDir = mkdtempSync(join(tmpdir(), 'pitchside-lighthouse-'));
chmodSync(runDir, 0o755);
let platform: RunningTopology | undefined;
let stopping: Promise<void> | undefined;
const stop = () => (stopping ??= (async () => {
  await platform?.stop();
  rmSync(runDir, { recursive: true, force: true });
})());
process.on('exit', () => killGroupsSync(platform?.processes ?? []));
process.once('SIGINT', () => void stop().finally(() => process.exit(130)));

try {
  // The checkout is shared: measure a copy of deploy/out, so a rebuild meanwhile does not swap files mid-run.
  const staticRoot = options['static-root'] ? resolve(options['static-root']) : await snapshotBuild(join(runDir, 'out'));
  console.log(`Starting the platform on ${staticRoot}`);
  platform = await startTopology('same-origin', { runDir, outDir: staticRoot });

  let bookingId: string | undefined;
  if (session && paths.some((path) => path.includes(BOOKING_PLACEHOLDER))) {
    const booking = await bookingToMeasure(platform.info.baseURL, session.as);
    bookingId = booking.id;
    console.log(`${BOOKING_PLACEHOLDER} is ${session.as}'s booking ${booking.id} (${booking.status})`);
  }

  const medians: Record<string, Record<string, number>> = {};
  let settings = '';
  for (const path of paths) {
    const url = new URL(bookingId ? path.replaceAll(BOOKING_PLACEHOLDER, bookingId) : path, platform.info.baseURL).href;
    const samples: Record<string, number>[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const { lhr, values } = await measure(url, runDir, platform, session);
      if (options.reports) {
        mkdirSync(options.reports, { recursive: true });
        writeFileSync(join(options.reports, `${path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'root'}-${run}.json`), JSON.stringify(lhr));
      }
      settings ||= settingsLine(lhr);
      samples.push(values);
      console.log(`${path} run ${run}/${runs}: ${METRICS.slice(0, 4).map((m) => `${m.label} ${format(m, values[m.key] ?? NaN)}`).join(', ')}`);
    }
    medians[path] = Object.fromEntries(METRICS.map((m) => [m.key, median(samples.map((s) => s[m.key] ?? NaN))]));
  }

  const who = session ? `, signed in as ${session.as}${session.warm ? ` after ${session.warm}${session.worker ? ' with the offline worker installed' : ''}` : ''}` : '';
  console.log(`\n${settings}; median of ${runs} run(s)${who}\n`);
  printMedians(goalsFor(session), paths, medians);
  if (options.json) {
    const goals = Object.fromEntries(goalsFor(session).filter((m) => m.goal).map((m) => [m.key, goalText(m)]));
    writeFileSync(options.json, `${JSON.stringify({ settings, runs, staticRoot, goals, medians }, null, 2)}\n`);
  }
} finally {
  await stop();
}
