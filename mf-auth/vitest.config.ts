import { defineConfig } from 'vitest/config';

export default defineConfig({
  // styled-components' default entry is its server build (no global style injection in jsdom);
  // use the browser build, as webpack does.
  resolve: {
    alias: [{ find: /^styled-components$/, replacement: 'styled-components/dist/styled-components.browser.esm.js' }],
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 15_000,
  },
  define: { __DEV__: 'true', __REMOTE_CONTRACT_VERSION__: '"1.0.0"' },
});
