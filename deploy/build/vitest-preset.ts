// The Vitest configuration of every front-end package (its `vitest.config.ts`:
// `defineConfig(vitestPreset())`). Imported by relative path: shared-api, which deploy depends on, uses it too.
import { REMOTE_CONTRACT_VERSION } from '../../shared-api/src/remotes';

export interface VitestPresetOptions {
  /** `jsdom` (default) for React code, with the shared set-up (shared-ui/src/testing/setup.ts); `node` otherwise. */
  environment?: 'jsdom' | 'node';
  /**
   * styled-components' default entry is its server build, which injects no global styles in jsdom: tests
   * use its browser build, as webpack does (default). The shell keeps the server build for its documents.
   */
  browserStyles?: boolean;
}

/** Test files, globals, the build's constants and, in jsdom, the shared set-up. */
export function vitestPreset({ environment = 'jsdom', browserStyles = environment === 'jsdom' }: VitestPresetOptions = {}) {
  const jsdom = environment === 'jsdom';
  return {
    resolve: {
      alias: browserStyles ? [{ find: /^styled-components$/, replacement: 'styled-components/dist/styled-components.browser.esm.js' }] : [],
    },
    define: { __DEV__: 'true', __REMOTE_CONTRACT_VERSION__: JSON.stringify(REMOTE_CONTRACT_VERSION) },
    test: {
      environment,
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: jsdom ? [decodeURIComponent(new URL('../../shared-ui/src/testing/setup.ts', import.meta.url).pathname)] : [],
      // Page tests run whole flows against a loopback server (maps, wizards): seconds on a busy machine.
      ...(jsdom ? { testTimeout: 15_000 } : {}),
    },
  };
}
