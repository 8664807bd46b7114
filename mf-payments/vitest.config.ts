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
    // The payments page runs whole flows (list, details, refund) against a loopback server: seconds on a busy machine.
    testTimeout: 15_000,
  },
  define: { __DEV__: 'true', __REMOTE_CONTRACT_VERSION__: '"1.0.0"' },
});
