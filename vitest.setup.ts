import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ASYNC_UTIL_TIMEOUT_MS } from './apps/portal/src/shared/testing/waits.ts';

// Files share a worker's modules (isolate: false), testing-library's config among them: a file
// that sets `defaultHidden` for its own queries must not leave it to the next file, where
// findByRole then found a skeleton's aria-hidden button. Setup files run before every file.
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS, defaultHidden: false });

afterEach(() => {
  cleanup();
  // Files that run in the node environment (the mock's and the domain's) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // Form drafts (useFormDraft) live in sessionStorage; each test starts without them.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
