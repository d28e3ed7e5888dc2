/**
 * Watches a browser context for what a user would call broken: console errors, uncaught page
 * errors, failed requests and responses >= 400 (issue 13 "no console error and no failed request
 * on any page"). Problems are collected, not thrown, so a step reports all of them at once.
 */
import type { BrowserContext, ConsoleMessage, Page, Request, Response } from 'playwright-core';

/** A response seen by the monitor: method, URL, status and when (ms since the epoch). */
interface SeenResponse {
  method: string;
  url: string;
  status: number;
  at: number;
  /** The page that made the call, and the screen (path) it showed when the answer came. */
  page?: Page;
  path?: string;
}

/**
 * Whether the page has since left the screen that made a call: the portal drops a call of a
 * screen that is gone (its query's signal aborts the retry before it is sent), so a 401 of it is
 * never answered again, and rightly so.
 */
function screenLeft(r: SeenResponse): boolean {
  if (!r.page || r.path === undefined) return false;
  if (r.page.isClosed()) return true;
  return new URL(r.page.url()).pathname !== r.path;
}

/** Collects problems of every page of one context; see {@link watchContext}. */
export class Monitor {
  private problems: string[] = [];
  private bad: SeenResponse[] = [];
  private ok: SeenResponse[] = [];
  private inFlight = new Set<Request>();
  /** True while the test itself loads another document, which aborts the page's calls. */
  private leaving = false;
  /** Requests in flight when the test left their document: aborted by that, not failed. */
  private abandoned = new WeakSet<Request>();
  /** 401s a previous step left awaiting their retry (see {@link Monitor.drain}). */
  private carried = new Set<SeenResponse>();
  /** Statuses the current step expects for a URL part, e.g. 401 on the refresh call. */
  private allowed: { status: number; urlPart: string }[] = [];

  private readonly apiOrigin: string;

  constructor(apiOrigin: string) {
    this.apiOrigin = apiOrigin;
  }

  /** Starts watching `context` and every page it opens later (popups included). */
  watch(context: BrowserContext): void {
    context.on('page', (page) => this.watchPage(page));
    for (const page of context.pages()) this.watchPage(page);
    context.on('request', (request) => this.inFlight.add(request));
    context.on('requestfinished', (request) => this.inFlight.delete(request));
    context.on('requestfailed', (request) => {
      this.inFlight.delete(request);
      const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
      if (aborted && (this.leaving || this.abandoned.has(request))) return;
      this.problems.push(
        `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`,
      );
    });
    context.on('response', (response) => this.onResponse(response));
  }

  private watchPage(page: Page): void {
    page.on('console', (message) => this.onConsole(message));
    page.on('pageerror', (error) =>
      this.problems.push(`page error on ${page.url()}: ${error.message}`),
    );
  }

  private isApi(url: string): boolean {
    return url.startsWith(this.apiOrigin);
  }

  private onResponse(response: Response): void {
    const request = response.request();
    // A service worker's own calls (the demo's mock) belong to no page.
    const page = request.serviceWorker() ? undefined : response.frame().page();
    const entry: SeenResponse = {
      method: request.method(),
      url: response.url(),
      status: response.status(),
      at: Date.now(),
      ...(page && { page, path: new URL(page.url()).pathname }),
    };
    if (entry.status < 400) this.ok.push(entry);
    else this.bad.push(entry);
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    // Chromium logs every response >= 400 as a console error; those are judged as responses.
    if (message.text().startsWith('Failed to load resource')) return;
    this.problems.push(`console error: ${message.text()} (${message.location().url})`);
  }

  /** Lets the current step's responses with `status` on a URL containing `urlPart` pass. */
  allow(status: number, urlPart: string): void {
    this.allowed.push({ status, urlPart });
  }

  /**
   * Runs `navigate` (a page.goto of the test), during which requests the old document had in
   * flight are aborted by the browser, as when a user types another address: not failures.
   */
  async leave<T>(navigate: () => Promise<T>): Promise<T> {
    // Their abort may be reported after the navigation resolved: remembered, not timed.
    for (const request of this.inFlight) this.abandoned.add(request);
    // The document that would have retried them is going away.
    this.bad = this.bad.filter((r) => !this.carried.has(r));
    this.carried.clear();
    this.leaving = true;
    try {
      return await navigate();
    } finally {
      this.leaving = false;
    }
  }

  /**
   * API calls answered 401 and not answered again yet: the session middleware's refresh and
   * retry are still to come (01 §4 Session), unless the step allowed the 401 or the screen that
   * made the call is gone (see screenLeft).
   */
  awaitingRetry(): number {
    return this.unretried().length;
  }

  /** The API calls answered 401 with no later answer to the same call yet (see awaitingRetry). */
  unretried(): SeenResponse[] {
    const all = [...this.ok, ...this.bad];
    return this.bad.filter(
      (r) =>
        r.status === 401 &&
        this.isApi(r.url) &&
        !this.isAllowed(r) &&
        !screenLeft(r) &&
        !all.some((o) => o !== r && o.at >= r.at && o.method === r.method && o.url === r.url),
    );
  }

  private isAllowed(r: SeenResponse): boolean {
    return this.allowed.some((a) => a.status === r.status && r.url.includes(a.urlPart));
  }

  /**
   * The requests a page is still waiting on: API calls, chunks, documents; not pictures. An
   * image's bytes change nothing a walk checks (a failed one is still a problem, above), and
   * Chromium does not always report an image's end to Playwright: the anonymous walk, which lands
   * on `/` again after each guarded route (the avatars then come from the memory cache), once
   * timed out on five lazy org chart avatars still counted in flight after 15 s.
   */
  private awaited(): Request[] {
    return [...this.inFlight].filter((request) => request.resourceType() !== 'image');
  }

  /** Requests (API calls, chunks) started and not finished yet. */
  pendingRequests(): number {
    return this.awaited().length;
  }

  /**
   * What a page still waits on, for a message: the requests in flight and the 401s awaiting their
   * retry, each as `METHOD path?query`.
   */
  pendingNames(): string[] {
    const name = (method: string, url: string) => {
      const { pathname, search } = new URL(url);
      return `${method} ${pathname}${search}`;
    };
    return [
      ...this.awaited().map((r) => name(r.method(), r.url())),
      ...this.unretried().map((r) => `${name(r.method, r.url)} (401, no retry yet)`),
    ];
  }

  /** Every response seen so far matching `predicate` (for a scenario's own assertions). */
  responses(predicate: (r: SeenResponse) => boolean): SeenResponse[] {
    return [...this.ok, ...this.bad].filter(predicate).sort((a, b) => a.at - b.at);
  }

  /**
   * Ends a step: returns its problems and clears them. A 401 of an API call is the session
   * protocol, not a failure, when the same call later succeeded (refresh and retry, 01 §4). A
   * 401 not answered again yet (a background call, e.g. the sidebar's badges refetching after
   * the page settled, whose refresh and retry are still on their way) is kept for the next step,
   * whose settle() waits for its retry and fails naming it if none comes.
   */
  drain(): string[] {
    const found = [...this.problems];
    const carried: SeenResponse[] = [];
    const all = [...this.ok, ...this.bad];
    for (const r of this.bad) {
      if (this.isAllowed(r)) continue;
      const sessionCall = r.status === 401 && this.isApi(r.url);
      const same = (o: SeenResponse) => o.method === r.method && o.url === r.url && o.at >= r.at;
      if (sessionCall && this.ok.some(same)) continue;
      // Not answered again because its screen is gone: the portal dropped it (see screenLeft).
      if (sessionCall && screenLeft(r) && !all.some((o) => o !== r && same(o))) continue;
      if (sessionCall && !all.some((o) => o !== r && same(o))) carried.push(r);
      else found.push(`response ${r.status}: ${r.method} ${r.url}`);
    }
    this.problems = [];
    this.bad = carried;
    this.carried = new Set(carried);
    this.ok = [];
    this.allowed = [];
    return found;
  }
}
