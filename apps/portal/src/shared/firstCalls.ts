/**
 * The first calls of the screens whose calls depend on nothing in the URL or the session (`/`'s
 * news, a public GET of 01 §7; its org chart's call waits for the news photo, HomePage.tsx), by
 * route path. index.html sends them before any script, in the demo build once the mock's worker
 * controls the page (build/earlyCalls.ts; issue 24: `/`'s largest paint, the newest news photo,
 * waited for the shell's script, then the news call). The screen table sends the same calls
 * through their query options beside the screen's chunk (screens.ts `prefetchFirstCalls`;
 * earlyAnswer.test.ts checks the two agree). Plain data, so the build can read it in node.
 */
export const FIRST_CALLS = {
  '/': ['/api/v1/news/all'],
} as const satisfies Record<string, readonly string[]>;

/** Where index.html's inline script keeps the answers it asked for: `window[EARLY_CALLS_KEY][path]`. */
export const EARLY_CALLS_KEY = '__fbiEarlyCalls';
