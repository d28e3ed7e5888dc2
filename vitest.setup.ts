import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ASYNC_UTIL_TIMEOUT_MS } from './apps/portal/src/shared/testing/waits.ts';

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

afterEach(() => {
  cleanup();
  // Files that run in the node environment (the mock's and the domain's) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // Form drafts (useFormDraft) live in sessionStorage; each test starts without them.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
