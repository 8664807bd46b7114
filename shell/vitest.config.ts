import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
  define: { __DEV__: 'true', __REMOTE_CONTRACT_VERSION__: '"1.0.0"' },
});
