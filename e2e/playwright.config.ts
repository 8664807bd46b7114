import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import type { TopologyName } from './support/topologies';
import type { PlatformOptions } from './support/fixtures';

const CI = !!process.env.CI;

function project(name: TopologyName, testMatch: string[], testIgnore: string[] = []): Project<PlatformOptions> {
  return { name, testMatch, testIgnore, metadata: { topology: name }, use: { topology: name } };
}

/** Every journey runs where one origin serves everything, as `npm start` does; the remote-down, token-expiry and remote-release specs need their own servers. */
const ALL = ['foundation/**/*.spec.ts', 'auth/**/*.spec.ts', 'fields/**/*.spec.ts', 'bookings/**/*.spec.ts', 'company/**/*.spec.ts', 'admin/**/*.spec.ts', 'notifications/**/*.spec.ts', 'customer/**/*.spec.ts'];
const OWN_TOPOLOGY = ['foundation/remote-down.spec.ts', 'auth/token-refresh.spec.ts', 'foundation/remote-release.spec.ts'];
/**
 * Also run with each remote on its own origin: only the journeys of composition across origins, whose
 * assertions depend on where the remotes come from — each remote loaded from the origin the registry names
 * (remotes-render), one copy of each shared library across origins (singletons), server rendering with the
 * registry's remote versions, their preload hints and hydration (server-rendering). Features (auth, fields,
 * bookings, company, the shell's own theme, language, sidebar, guards) run once, in same-origin (e2e/README.md).
 */
const COMPOSITION = ['foundation/remotes-render.spec.ts', 'foundation/singletons.spec.ts', 'foundation/server-rendering.spec.ts'];

export default defineConfig<PlatformOptions>({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two browsers, one per core: a third was 11 % faster in one paired run and slower inside a whole
  // `npm test`, and stretched the longest journey towards its minute (docs/test-suite.md).
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
    // The offline worker stays out of journeys that are not about it: it would answer requests before
    // page.route() sees them, and install its precache in every fresh context. offline/ allows it.
    serviceWorkers: 'block',
  },
  projects: [
    project('same-origin', ALL, OWN_TOPOLOGY),
    project('cross-origin', COMPOSITION),
    project('remote-down', ['foundation/remote-down.spec.ts']),
    project('token-refresh', ['auth/token-refresh.spec.ts']),
    // The installable app's journeys redeploy parts of the build while pages are open: a copy of their own.
    project('offline-app', ['offline/**/*.spec.ts']),
    // Releases a remote, rolls it back and publishes one the shell refuses, under a running API: a copy of its own.
    project('remote-release', ['foundation/remote-release.spec.ts']),
  ],
});
