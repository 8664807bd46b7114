import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import type { TopologyName } from './support/topologies';
import type { PlatformOptions } from './support/fixtures';

const CI = !!process.env.CI;

function project(name: TopologyName, testMatch: string[], testIgnore: string[] = []): Project<PlatformOptions> {
  return { name, testMatch, testIgnore, metadata: { topology: name }, use: { topology: name } };
}

/** Journeys of the two main topologies; the remote-down and token-expiry specs need their own servers. */
const MAIN = ['foundation/**/*.spec.ts', 'auth/**/*.spec.ts', 'fields/**/*.spec.ts', 'bookings/**/*.spec.ts', 'company/**/*.spec.ts'];
const OWN_TOPOLOGY = ['foundation/remote-down.spec.ts', 'auth/token-refresh.spec.ts'];
/** Run where one origin serves everything, as `npm start` does: composition is not what they test (first load is measured, fields are features). */
const SAME_ORIGIN_ONLY = ['foundation/first-load.spec.ts', 'fields/**/*.spec.ts', 'bookings/**/*.spec.ts', 'company/**/*.spec.ts'];

export default defineConfig<PlatformOptions>({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: [['list'], ['json', { outputFile: '../.results/playwright.json' }]],
  use: {
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    project('same-origin', MAIN, OWN_TOPOLOGY),
    project('cross-origin', MAIN, [...OWN_TOPOLOGY, ...SAME_ORIGIN_ONLY]),
    project('remote-down', ['foundation/remote-down.spec.ts']),
    project('token-refresh', ['auth/token-refresh.spec.ts']),
  ],
});
