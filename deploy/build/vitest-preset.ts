// The Vitest configuration of every front-end package (its `vitest.config.ts`:
// `defineConfig(vitestPreset())`). Imported by relative path: shared-api, which deploy depends on, uses it too.
import { availableParallelism } from 'node:os';
import { REMOTE_CONTRACT_VERSION } from '../../shared-api/src/remotes';

/**
 * Test workers of every Vitest project: one per CPU, at least two. Vitest's default is one fewer than the
 * CPUs (a single worker on a two-core machine), and each project takes its own setting: the root
 * configuration's is not inherited. Tests wait on loopback servers, PostgreSQL and timers often enough
 * that one per CPU keeps the cores busy.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism());

export interface VitestPresetOptions {
  /** `jsdom` (default) for React code, with the shared set-up (shared-ui/src/testing/setup.ts); `node` otherwise. */
  environment?: 'jsdom' | 'node';
  /**
   * styled-components' default entry is its server build, which injects no global styles in jsdom: tests
   * use its browser build, as webpack does (default). The shell keeps the server build for its documents.
   */
  browserStyles?: boolean;
  /**
   * How styled-components adds its rules to the page in jsdom: through the CSS object model (default), one
   * `insertRule` each, as it does in production; or as text nodes of its <style> elements (`'text'`, its
   * development mode), for tests that read those elements' text. jsdom parses a <style> element's whole
   * text again at each node added to it, which took a third of a page test's CPU.
   */
  styleInjection?: 'cssom' | 'text';
}

/** Test files, globals, the build's constants and, in jsdom, the shared set-up. */
export function vitestPreset({ environment = 'jsdom', browserStyles = environment === 'jsdom', styleInjection = 'cssom' }: VitestPresetOptions = {}) {
  const jsdom = environment === 'jsdom';
  return {
    resolve: {
      alias: browserStyles ? [{ find: /^styled-components$/, replacement: 'styled-components/dist/styled-components.browser.esm.js' }] : [],
    },
    define: { __DEV__: 'true', __REMOTE_CONTRACT_VERSION__: JSON.stringify(REMOTE_CONTRACT_VERSION) },
    test: {
      environment,
      // jsdom set up once per worker, each test file still in a context of its own: with the default pool
      // (a process per file) building the DOM and importing React, the store and the design system again
      // for every file took most of a front-end suite's time. Node tests keep that pool: tooling they
      // load (webpack configurations, ESLint) requires ES modules, which a VM context cannot.
      ...(jsdom ? { pool: 'vmThreads' as const } : {}),
      maxWorkers: TEST_WORKERS,
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: jsdom ? [decodeURIComponent(new URL('../../shared-ui/src/testing/setup.ts', import.meta.url).pathname)] : [],
      // Page tests run whole flows against a loopback server (maps, wizards): seconds on a busy machine.
      ...(jsdom ? { testTimeout: 15_000 } : {}),
      // styled-components' own switch, read when it loads: "false" keeps its CSSOM injection on outside production.
      ...(jsdom ? { env: { SC_DISABLE_SPEEDY: styleInjection === 'cssom' ? 'false' : 'true' } } : {}),
    },
  };
}
