import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __DEV__: 'true' },
  test: { globals: true, include: ['src/**/*.test.ts'], environment: 'node' },
});
