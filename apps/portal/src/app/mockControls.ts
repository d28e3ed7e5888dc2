/**
 * The demo mode's controls, registered by demoMock.ts when the in-browser mock runs, so the
 * shell can offer them without importing the mock itself (a real-server build has none).
 */
export interface MockControls {
  /** Re-seeds the demo data and forgets the stored session. */
  resetDemoData: () => void;
}

let controls: MockControls | null = null;

/** Called once by demoMock.ts. */
export function registerMockControls(value: MockControls): void {
  controls = value;
}

/** The demo controls, or null when the portal talks to a real server. */
export function getMockControls(): MockControls | null {
  return controls;
}
