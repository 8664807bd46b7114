// Every package's Vitest suite in one run (`npm test`'s "unit" stage, `pnpm check`, `pnpm exec vitest`):
// each package stays a project with its own vitest.config.ts (environment, setup files, aliases,
// pool, workers); this file only lists them, and Vitest schedules the files of all of them together, so
// that both cores stay busy from the first test file to the last instead of one package after the other.
import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './deploy/build/vitest-preset';

/** The packages to test: VITEST_PACKAGES (comma-separated folders, set by scripts/test.sh), else every folder with a vitest.config.ts. */
const packages = process.env.VITEST_PACKAGES
  ? process.env.VITEST_PACKAGES.split(',').filter(Boolean)
  : readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(`${import.meta.dirname}/${entry.name}/vitest.config.ts`))
      .map((entry) => entry.name);

export default defineConfig({
  test: {
    projects: packages.map((dir) => `./${dir}/vitest.config.ts`),
    maxWorkers: TEST_WORKERS,
  },
});
