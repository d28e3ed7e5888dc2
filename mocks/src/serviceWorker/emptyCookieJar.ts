/**
 * What the mock worker's bundle gets for `tough-cookie` (plugin.ts aliases it): msw keeps the
 * cookies a mocked response sets, for the requests that follow, in a tough-cookie jar, and
 * tough-cookie brings tldts's public-suffix list: ~120 kB of the worker's ~400 kB gzip, all
 * downloaded before the worker answers a demo page's first call (issue 24: `/`'s largest paint
 * waits for its news). The portal's API sets no cookie (01 §7: a bearer token and `Audit-Nick`),
 * so the worker's jar stays empty: these are the only members msw's cookie store uses.
 */

/** The jar's index, which msw reads and persists; always empty here. */
export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

/** A jar that keeps nothing: no request of the demo gets a cookie from it. */
export class CookieJar {
  getCookiesSync(): [] {
    return [];
  }

  async setCookie(): Promise<void> {}
}

/** msw restores persisted cookies with `fromJSON`; there are none to restore. */
export const Cookie = { fromJSON: (): undefined => undefined };
