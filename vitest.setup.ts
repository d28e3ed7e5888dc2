import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Files that run in the node environment (the mock's and the domain's) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // Form drafts (useFormDraft) live in sessionStorage; each test starts without them.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
