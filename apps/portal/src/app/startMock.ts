/**
 * Starts the in-browser mock server (MSW worker over the faker-seeded store). Imported lazily by
 * main.tsx only when no VITE_API_BASE_URL is set, so a real-server build contains none of it.
 */
export async function startMock(): Promise<void> {
  const { startMockWorker } = await import('@fbi/mocks/browser');
  await startMockWorker();
}
