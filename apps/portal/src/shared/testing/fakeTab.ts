/** A stand-in for the new tab a report opens in (vitest, jsdom). */
import { vi } from 'vitest';

/** What the portal wrote into the fake tab. */
export interface FakeTab {
  written: string;
  closed: boolean;
}

/**
 * Makes `window.open` return a fake tab that records the HTML written into it (restore with
 * `vi.restoreAllMocks()`); the real jsdom has no tabs.
 */
export function fakeTab(): FakeTab {
  const tab = {
    opener: {} as unknown,
    written: '',
    closed: false,
    close: () => void (tab.closed = true),
    document: {
      open: () => undefined,
      write: (html: string) => void (tab.written += html),
      close: () => undefined,
    },
  };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}
