// Adds up the results of every suite (the Vitest JSON, Playwright JSON, budgets, batteries) and
// prints one closing line: "N passed, N failed[, N skipped]". A failed step that produced no
// test report (lint, type check, build…) counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const reported = new Set();

const isReport = (file) => /^(vitest.*|playwright|budgets|battery-.*)\.json$/.test(file);
for (const file of (existsSync(dir) ? readdirSync(dir) : []).filter(isReport)) {
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('vitest') && file.endsWith('.json')) {
    // One run over every package (vitest.json, step "unit"); a per-package run writes vitest-<package>.json.
    passed += data.numPassedTests;
    failed += data.numFailedTests + (data.numFailedTestSuites > 0 && data.numFailedTests === 0 ? 1 : 0);
    skipped += data.numPendingTests + data.numTodoTests;
    reported.add(file === 'vitest.json' ? 'unit' : `unit: ${file.slice(7, -5)}`);
    const failedFiles = data.testResults.filter((f) => f.status !== 'passed').map((f) => relative(process.cwd(), f.name));
    if (failedFiles.length > 0) console.log(`\nFailed test files:\n  ${failedFiles.join('\n  ')}`);
  } else if (file === 'playwright.json') {
    passed += data.stats.expected + data.stats.flaky;
    failed += data.stats.unexpected;
    skipped += data.stats.skipped;
    reported.add('e2e');
  } else if (file === 'budgets.json' || file.startsWith('battery-')) {
    passed += data.checks.filter((c) => c.ok).length;
    failed += data.checks.filter((c) => !c.ok).length;
    reported.add(file === 'budgets.json' ? 'budgets' : `battery: ${file.slice('battery-'.length, -5)}`);
  }
}
for (const step of failedSteps) if (!reported.has(step)) failed += 1;
// A runner that crashed after writing a partial report must not make the run look green.
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
