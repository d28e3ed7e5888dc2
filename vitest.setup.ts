import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Files that run in the node environment (the mock's and the domain's) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
