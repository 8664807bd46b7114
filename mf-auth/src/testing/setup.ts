import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Page tests wait on a real HTTP server; the whole workspace's suites share two cores.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
