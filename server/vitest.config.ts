import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // One worker process keeps its modules from one test file to the next: the app's module graph (Fastify,
    // zod contracts, drizzle, date-fns, pdfkit…) is evaluated once per worker instead of once per file, which
    // was half of this suite's time. Files stay independent without it: each builds its own app on its own
    // database cloned from the template (test/helpers/test-app.ts), and a file that changes process-wide
    // state (TZ, listeners, module mocks) restores it in its hooks.
    isolate: false,
    // As TEST_WORKERS of deploy/build/vitest-preset.ts (which this CommonJS package cannot type-check).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
