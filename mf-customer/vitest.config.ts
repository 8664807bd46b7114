import { defineConfig } from 'vitest/config';

export default defineConfig({
  // styled-components' default entry is its server build; tests run in jsdom, so use the browser
  // build like webpack does (same as shared-ui).
  resolve: {
    alias: [{ find: /^styled-components$/, replacement: 'styled-components/dist/styled-components.browser.esm.js' }],
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The map tests load Leaflet and lay out markers in jsdom: seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
  define: { __DEV__: 'true', __REMOTE_CONTRACT_VERSION__: '"1.0.0"' },
});
