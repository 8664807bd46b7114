// Adds up the results of every suite (vitest JSON per package, Playwright JSON, budgets, batteries) and
// prints one closing line: "N passed, N failed[, N skipped]". A failed step that produced no
// test report (lint, type check, build…) counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const reported = new Set();

for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    passed += data.numPassedTests;
    failed += data.numFailedTests + (data.numFailedTestSuites > 0 && data.numFailedTests === 0 ? 1 : 0);
    skipped += data.numPendingTests + data.numTodoTests;
    reported.add(`unit: ${file.slice(7, -5)}`);
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
