// Set-up of every package tested in jsdom (deploy/build/vitest-preset.ts): jest-dom's matchers, the
// browser APIs jsdom lacks, and a clean document and storage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notify } from '../toaster/toaster';
import './dom-polyfills';

// Page tests wait on a real HTTP server and load chunks: on a busy two-core machine a state can take
// seconds to show, so waiting queries give it that long before failing.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // Toasts live outside React's tree: one left by a test must not show in the next.
  notify.removeAll();
  globalThis.localStorage?.clear();
});
