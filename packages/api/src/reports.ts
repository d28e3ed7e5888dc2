/**
 * Report pages: the contract's GET calls that answer HTML for a new tab, fetched WITHOUT the
 * session's `Authorization` and `Audit-Nick` headers. The decision per call:
 * - /order/{id}/report: none (02 §7 "no auth header");
 * - /audit/{id}/report: none (02 §7 "no auth headers");
 * - /dea-reports/{id}/report: none (03 §7 "no authorisation headers");
 * - /laboratory/{id}/report, /most-wanted/{id}/report/small: none (03 §7: "the report calls that
 *   open HTML send no authorisation header");
 * - /inactive/{id}/report: none (02 §7 lists it among the new-tab reports; issue 7 names it);
 * - /investigation/{id}/report, /ib-investigation/{id}/report, /report/{id}/report,
 *   /ib-report/{id}/report, /most-wanted/{id}/report, /intelligence/{id}/report: none as well.
 *   01 §7 does not mark them, but the contract makes every report public and one rule for every
 *   report keeps the token out of every page a new tab shows.
 * A consequence: the server cannot tell who opened a report, so a DEA report is not marked
 * CHECKED by being opened without a token (openapi.yaml getDeaReportReport).
 */
import { ApiError, asErrorBody } from './errors.ts';
import type { paths } from './schema';

/** Contract paths whose GET answers HTML with 200: every report page. */
export type ReportPath = {
  [P in keyof paths]: paths[P] extends {
    get: { responses: { 200: { content: { 'text/html': string } } } };
  }
    ? P
    : never;
}[keyof paths];

/** Path parameters of a report page, e.g. `{ id: 7 }`. */
export type ReportParams<P extends ReportPath> = paths[P]['get']['parameters']['path'];

/** Fetches a report page's HTML. */
export type FetchReport = <P extends ReportPath>(
  path: P,
  params: ReportParams<P>,
) => Promise<string>;

/** Where reports are fetched from. */
export interface ReportFetcherOptions {
  /** Base URL of the API, '' for the same origin. No trailing slash. */
  baseUrl: string;
  /** Fetch to use; defaults to the global one looked up at call time (so msw can intercept). */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * Creates the portal's one function for report pages (01 §7, 02 §7, 03 §7): a plain GET of
 * `baseUrl + path` with `{name}` placeholders filled from `params` (URL-encoded), no session
 * headers and no cookies.
 * @returns `fetchReport(path, params)`, resolving to the HTML text; it rejects with
 *   {@link ApiError} (status and `{type, message}` of the answer) when the answer is not 2xx, and
 *   with the fetch error (e.g. a TypeError) when the network fails.
 */
export function createReportFetcher(options: ReportFetcherOptions): FetchReport {
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  return async (path, params) => {
    const values = params as Record<string, string | number>;
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(values[name])),
    );
    const response = await doFetch(
      new Request(`${options.baseUrl}${filled}`, { method: 'GET', credentials: 'omit' }),
    );
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      throw new ApiError(response.status, asErrorBody(body));
    }
    return response.text();
  };
}
