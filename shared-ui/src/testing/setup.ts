import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import './dom-polyfills';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
