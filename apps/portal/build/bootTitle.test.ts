import { ROUTES } from '@fbi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_TITLE_ID, bootTitles, bootTitleScript } from './bootTitle.ts';

/** Runs the inline script as index.html would, at `path`; returns the boot heading's text. */
function bootTitleAt(path: string): string {
  document.body.innerHTML = `<h1 id="${BOOT_TITLE_ID}"></h1>`;
  window.history.replaceState(null, '', path);
  // The script is built as a string for index.html; run it the way the page's parser would.
  new Function(bootTitleScript(bootTitles()))();
  return document.getElementById(BOOT_TITLE_ID)?.textContent ?? '';
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('boot title', () => {
  it("writes the opened route's title (01 §2), a trailing slash ignored", () => {
    expect(bootTitleAt('/punishments')).toBe(ROUTES.find((r) => r.path === '/punishments')?.title);
    expect(bootTitleAt('/laboratory/')).toBe(ROUTES.find((r) => r.path === '/laboratory')?.title);
  });

  it('writes nothing on / (the carousel opens it) or an unknown path', () => {
    expect(bootTitleAt('/')).toBe('');
    expect(bootTitleAt('/nope')).toBe('');
    expect(bootTitleAt('/toString')).toBe('');
  });

  it('knows every route but /', () => {
    expect(Object.keys(bootTitles()).sort()).toEqual(
      ROUTES.map((r) => r.path)
        .filter((p) => p !== '/')
        .sort(),
    );
  });
});
