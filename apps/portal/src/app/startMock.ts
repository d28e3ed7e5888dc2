import { resetStore, startMockWorker } from '@fbi/mocks/browser';
import { clearSession } from '../shared/sessionStorage.ts';

/** What the demo mode can do once the mock runs. */
export interface RunningMock {
  /** Re-seeds the demo data (from the build-time JSON), forgets the session and reopens /. */
  resetDemoData: () => void;
}

/**
 * Starts the in-browser mock server (MSW worker over the store seeded from build-time JSON) and
 * resolves once the worker answers this page's requests. Imported lazily by demoMock.ts only when
 * no VITE_API_BASE_URL is set, so a real-server build contains none of it; being a lazy chunk
 * itself, it imports the mock statically so msw and the seed load in one step, not two.
 */
export async function startMock(): Promise<RunningMock> {
  await startMockWorker();
  return {
    resetDemoData: () => {
      resetStore();
      clearSession();
      window.location.assign('/');
    },
  };
}
