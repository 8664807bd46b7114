// Stage timings of one `npm test` run: reads the tab-separated lines scripts/test.sh writes per stage
// (name, start, end, CPU seconds, ok|failed, foreground|background|wait), prints a table and writes them as
// JSON (.results/timings.json), with the total against the budget of the suite (docs/test-suite.md). Over
// the budget it warns, never fails: wall time depends on what else the machine is doing, so the line gives
// the load average beside it.
// With --results, it also names the slowest Vitest files and journeys, with a warning for any over its
// budget (a test file 30 s, a journey 60 s on an idle machine): the rules of docs/test-suite.md.
// Usage: node scripts/timings.mjs <timings.tsv> --started <epoch s> --ended <epoch s> [--load-at-start "1.0 0.5 0.2"]
//          [--results .results] [--out file]
import { availableParallelism, loadavg } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

/** Wall time of a whole `npm test` in a fresh clone on an idle 2-core machine (docs/test-suite.md). */
const BUDGET_SECONDS = Number(process.env.TEST_BUDGET_SECONDS ?? 900);
/** Wall time of one Vitest file and of one journey (docs/test-suite.md). */
const TEST_FILE_BUDGET_SECONDS = 30;
const JOURNEY_BUDGET_SECONDS = 60;
const SLOWEST_SHOWN = 5;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    started: { type: 'string' }, ended: { type: 'string' }, 'load-at-start': { type: 'string' }, results: { type: 'string' }, out: { type: 'string' },
  },
});
const [file] = positionals;
const started = Number(values.started);
const ended = Number(values.ended);
const round = (n) => Math.round(n * 10) / 10;

const lines = file && existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
const rows = lines.map((line) => {
  const [name, start, end, cpu, status, mode] = line.split('\t');
  return { name, start: Number(start), end: Number(end), cpu: Number(cpu), status, mode };
});
const waits = new Map(rows.filter((r) => r.mode === 'wait').map((r) => [r.name, round(r.end - r.start)]));
const stages = rows
  .filter((r) => r.mode !== 'wait')
  .sort((a, b) => a.start - b.start)
  .map((r) => ({
    name: r.name,
    startsAtSeconds: round(r.start - started),
    wallSeconds: round(r.end - r.start),
    cpuSeconds: round(r.cpu),
    status: r.status,
    ...(r.mode === 'background' ? { background: true, awaitedSeconds: waits.get(r.name) ?? 0 } : {}),
  }));

const wallSeconds = round(ended - started);
const cpuSeconds = round(stages.reduce((sum, s) => sum + s.cpuSeconds, 0));
const machine = {
  cpus: availableParallelism(),
  loadAverageAtStart: values['load-at-start'] ?? null,
  loadAverageAtEnd: loadavg().map((n) => n.toFixed(2)).join(' '),
};
/** The slowest Vitest files and journeys of the run, from their JSON reports. */
function slowest(dir) {
  const read = (name) => (existsSync(join(dir, name)) ? JSON.parse(readFileSync(join(dir, name), 'utf8')) : undefined);
  const vitest = read('vitest.json');
  const files = (vitest?.testResults ?? [])
    .map((f) => ({ name: relative(process.cwd(), f.name), seconds: round((f.endTime - f.startTime) / 1000) }))
    .sort((a, b) => b.seconds - a.seconds);
  const journeys = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        for (const r of t.results) journeys.push({ name: `[${t.projectName}] ${file ?? suite.file} › ${spec.title}`, seconds: round(r.duration / 1000) });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of read('playwright.json')?.suites ?? []) walk(suite);
  journeys.sort((a, b) => b.seconds - a.seconds);
  return {
    testFiles: files.slice(0, SLOWEST_SHOWN),
    testFilesOverBudget: files.filter((f) => f.seconds > TEST_FILE_BUDGET_SECONDS),
    journeys: journeys.slice(0, SLOWEST_SHOWN),
    journeysOverBudget: journeys.filter((j) => j.seconds > JOURNEY_BUDGET_SECONDS),
  };
}
const slow = values.results ? slowest(values.results) : undefined;

const report = {
  startedAt: new Date(started * 1000).toISOString(),
  wallSeconds,
  cpuSeconds,
  budgetSeconds: BUDGET_SECONDS,
  withinBudget: wallSeconds <= BUDGET_SECONDS,
  machine,
  stages,
  ...(slow ? { slowest: slow } : {}),
};
if (values.out) writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);

const width = Math.max(...stages.map((s) => s.name.length), 5);
console.log(`\nStage timings (wall and CPU seconds; ${machine.cpus} CPUs, load average ${machine.loadAverageAtStart ?? '?'} at the start, ${machine.loadAverageAtEnd} at the end):`);
for (const s of stages) {
  const note = s.background ? `  in the background from ${s.startsAtSeconds} s, awaited ${s.awaitedSeconds} s` : '';
  console.log(`  ${s.name.padEnd(width)} ${String(s.wallSeconds).padStart(7)} s   cpu ${String(s.cpuSeconds).padStart(7)} s${s.status === 'ok' ? '' : '  (failed)'}${note}`);
}
console.log(`  ${'total'.padEnd(width)} ${String(wallSeconds).padStart(7)} s   cpu ${String(cpuSeconds).padStart(7)} s`);
if (slow) {
  const list = (items) => items.map((i) => `${String(i.seconds).padStart(7)} s  ${i.name}`).join('\n');
  if (slow.testFiles.length > 0) console.log(`Slowest Vitest files (their tests, without set-up):\n${list(slow.testFiles)}`);
  if (slow.journeys.length > 0) console.log(`Slowest journeys:\n${list(slow.journeys)}`);
  for (const f of slow.testFilesOverBudget) console.log(`⚠ ${f.name}: ${f.seconds} s, over the ${TEST_FILE_BUDGET_SECONDS} s of a test file`);
  for (const j of slow.journeysOverBudget) console.log(`⚠ ${j.name}: ${j.seconds} s, over the ${JOURNEY_BUDGET_SECONDS} s of a journey`);
}
const verdict = report.withinBudget ? 'within the budget' : '⚠ OVER the budget';
console.log(`Suite time: ${wallSeconds} s, ${verdict} of ${BUDGET_SECONDS} s for a fresh clone on an idle 2-core machine (docs/test-suite.md)${values.out ? `; timings in ${values.out}` : ''}`);
