// Where a page's start-up time goes: loads a page cold, signed in as a demo account, with the CPU slowed 4×
// (as Lighthouse's mobile preset), and prints the long animation frames of the load with the scripts that
// ran in them, the script time per file and the functions that took most time themselves. A diagnostic
// for the work behind TBT (docs/performance.md), not a benchmark: the figures are one run's.
//
//   npm start                                   # the platform, on http://localhost:8080
//   pnpm --dir e2e profile:load [--base http://localhost:8080] [--as customer] [--wait 4000] /fields
//
// The CPU profile is written to /tmp/pitchside-load.cpuprofile (Chromium's DevTools open it).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { keepSignedInSession } from '../support/journeys';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string', default: 'http://localhost:8080' }, as: { type: 'string', default: 'customer' }, wait: { type: 'string', default: '4000' } },
});
const path = positionals[0] ?? '/fields';
const account = values.as as keyof typeof DEMO;
if (!(account in DEMO)) throw new Error(`--as is one of ${Object.keys(DEMO).join(', ')}`);
const PROFILE_FILE = '/tmp/pitchside-load.cpuprofile';

interface LoafScript { duration: number; invokerType: string; invoker: string; sourceURL: string; sourceFunctionName: string; forcedStyleAndLayoutDuration: number }
interface Loaf { startTime: number; duration: number; blockingDuration: number; styleAndLayoutStart: number; scripts: LoafScript[] }

const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ baseURL: values.base, viewport: { width: 412, height: 823 } });
  await keepSignedInSession(context, values.base, DEMO[account]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const frames: unknown[] = [];
    Object.assign(window, { __frames: frames });
    new PerformanceObserver((list) => frames.push(...list.getEntries().map((entry) => entry.toJSON()))).observe({ type: 'long-animation-frame', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(Number(values.wait));
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(PROFILE_FILE, JSON.stringify(profile));

  console.log(`Long animation frames of ${path} (CPU ×4), from navigation start:`);
  const frames = await page.evaluate(() => (window as unknown as { __frames: Loaf[] }).__frames);
  for (const frame of frames) {
    const styleAndLayout = frame.styleAndLayoutStart ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0;
    console.log(`@${frame.startTime.toFixed(0)} ms: ${frame.duration.toFixed(0)} ms, blocking ${frame.blockingDuration.toFixed(0)} ms, style and layout ${styleAndLayout.toFixed(0)} ms`);
    for (const script of frame.scripts) {
      console.log(`  ${ms(script.duration)}  ${script.invokerType} ${local(script.sourceURL)} ${script.sourceFunctionName}`);
    }
  }

  console.log(`Blocking time of the long frames: ${frames.reduce((sum, frame) => sum + frame.blockingDuration, 0).toFixed(0)} ms`);

  const sampled = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((node, index) => sampled.set(node, (sampled.get(node) ?? 0) + (deltas[index] ?? 0) / 1000));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const time = sampled.get(node.id) ?? 0;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    byFile.set(local(url), (byFile.get(local(url)) ?? 0) + time);
    const key = `${functionName || '(anonymous)'} ${local(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  }
  const top = (entries: Map<string, number>, count: number) =>
    [...entries].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, time]) => `${ms(time)}  ${name}`).join('\n');
  console.log(`\nTime per file (self time of its functions; "(native)" is the browser's own work):\n${top(byFile, 20)}`);
  console.log(`\nFunctions by self time:\n${top(byFunction, 30)}`);
  console.log(`\nCPU profile: ${PROFILE_FILE}`);
} finally {
  await browser.close();
}
