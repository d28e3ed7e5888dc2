import { clearSession } from '../shared/sessionStorage.ts';
import { registerMockControls } from './mockControls.ts';

/**
 * Starts the in-browser mock server (MSW worker over the faker-seeded store) and registers the
 * "reset demo data" control. Imported lazily by main.tsx only when no VITE_API_BASE_URL is set,
 * so a real-server build contains none of it.
 */
export async function startMock(): Promise<void> {
  const { startMockWorker, resetStore } = await import('@fbi/mocks/browser');
  await startMockWorker();
  registerMockControls({
    resetDemoData: () => {
      resetStore();
      clearSession();
      window.location.assign('/');
    },
  });
}
