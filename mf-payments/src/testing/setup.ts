import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages here answer from a real loopback server: on a busy machine a state can take seconds to show,
// so waiting queries give it that long before failing.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
