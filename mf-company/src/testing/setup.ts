import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages here answer from a real loopback server and load chunks (the wizard's map): on a busy 2-core
// machine a state can take seconds to show, so waiting queries give it that long before failing.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
