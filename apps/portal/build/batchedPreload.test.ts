import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchPreloadAppends, LINKS_PER_TASK } from './batchedPreload.ts';

/** A stand-in for Vite's helper: appends one link per href, as its `preload` does. */
const HELPER = `export function preload(hrefs) { for (const href of hrefs) { const link = { href }; document.head.appendChild(link); } }`;

describe('batchPreloadAppends', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`appends nothing synchronously, then ${LINKS_PER_TASK} links per timer task, in order`, async () => {
    vi.useFakeTimers();
    const appended: string[] = [];
    vi.stubGlobal('document', {
      head: { appendChild: (l: { href: string }) => appended.push(l.href) },
    });
    const code = batchPreloadAppends(HELPER);
    const url = `data:text/javascript,${encodeURIComponent(code)}`;
    const { preload } = (await import(/* @vite-ignore */ url)) as {
      preload: (h: string[]) => void;
    };
    const hrefs = Array.from({ length: 20 }, (_, i) => `/assets/${i}.js`);
    preload(hrefs);
    expect(appended).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(appended).toEqual(hrefs.slice(0, LINKS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(appended).toEqual(hrefs.slice(0, 2 * LINKS_PER_TASK));
    vi.runAllTimers();
    expect(appended).toEqual(hrefs);
    vi.unstubAllGlobals();
  });

  it("fails when Vite's helper no longer appends its links the way the rewrite expects", () => {
    expect(() => batchPreloadAppends('document.body.append(link);')).toThrow(/preload helper/);
  });
});
