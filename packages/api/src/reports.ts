/**
 * Report pages: the contract's GET calls that answer HTML for a new tab. Which door each goes
 * through is the contract's `security` (the portal's test checks the two agree, and agree with
 * @fbi/domain's REPORT_DOORS):
 * - sent WITHOUT the session's `Authorization` and `Audit-Nick` (`security: []`):
 *   /order/{id}/report (02 §7 "no auth header"), /audit/{id}/report (02 §7 "no auth headers"),
 *   /dea-reports/{id}/report (03 §7 "no authorisation headers"), /laboratory/{id}/report and
 *   /most-wanted/{id}/report/small (03 §7 "the report calls that open HTML send no
 *   authorisation header");
 * - every other report (investigation, IB investigation, raport, IB report, MW full report,
 *   dossier, inactivity order) through the session client like any call (01 §7: "Every call
 *   carries a bearer token and an Audit-Nick header"; 02 §7 does not mark the inactivity order),
 *   so it gets the one refresh and retry of 01 §4.
 */
import type { ApiClient } from './client.ts';
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

/** The report pages the spec sends without a token (02 §7, 03 §7; `security: []`). */
export const TOKENLESS_REPORT_PATHS = [
  '/api/v1/order/{id}/report',
  '/api/v1/audit/{id}/report',
  '/api/v1/laboratory/{id}/report',
  '/api/v1/dea-reports/{id}/report',
  '/api/v1/most-wanted/{id}/report/small',
] as const satisfies readonly ReportPath[];

/** A report page sent without the session's headers. */
export type TokenlessReportPath = (typeof TOKENLESS_REPORT_PATHS)[number];

/** True when `path` is sent without the session's headers (02 §7, 03 §7). */
export function isTokenlessReport(path: ReportPath): path is TokenlessReportPath {
  return (TOKENLESS_REPORT_PATHS as readonly string[]).includes(path);
}

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
  /** The session client (bearer, Audit-Nick, refresh) for the reports that carry the token. */
  client: ApiClient;
  /** Fetch for the tokenless reports; defaults to the global one at call time (msw intercepts). */
  fetch?: (request: Request) => Promise<Response>;
}

/** The one shape every report path's GET shares: an `{id}`-like path and an HTML answer. */
type ReportGet = (
  path: ReportPath,
  init: { params: { path: Record<string, string | number> }; parseAs: 'text' },
) => Promise<{ data?: string; error?: unknown; response: Response }>;

/**
 * Creates the portal's one function for report pages (01 §7, 02 §7, 03 §7). A tokenless report is
 * a plain GET of `baseUrl + path` with `{name}` placeholders filled from `params` (URL-encoded),
 * no session headers and no cookies; any other goes through `client` with the session's headers.
 * @returns `fetchReport(path, params)`, resolving to the HTML text; it rejects with
 *   {@link ApiError} (status and `{type, message}` of the answer) when the answer is not 2xx, and
 *   with the fetch error (e.g. a TypeError) when the network fails.
 */
export function createReportFetcher(options: ReportFetcherOptions): FetchReport {
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // Every report path has the same GET shape; openapi-fetch cannot see that through a union.
  const sessionGet = options.client.GET as unknown as ReportGet;
  return async (path, params) => {
    const values = params as Record<string, string | number>;
    if (!isTokenlessReport(path)) {
      const { data, error, response } = await sessionGet(path, {
        params: { path: values },
        parseAs: 'text',
      });
      if (error !== undefined || !response.ok) {
        throw new ApiError(response.status, asErrorBody(error));
      }
      return data ?? '';
    }
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
