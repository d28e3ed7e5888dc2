export { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';
export {
  createSessionMiddleware,
  TOKEN_TIMEOUT,
  type SessionMiddlewareOptions,
} from './session.ts';
export { ApiError, asErrorBody, unwrap, type ErrorBody } from './errors.ts';
export {
  createReportFetcher,
  isTokenlessReport,
  TOKENLESS_REPORT_PATHS,
  type FetchReport,
  type ReportFetcherOptions,
  type ReportParams,
  type ReportPath,
  type TokenlessReportPath,
} from './reports.ts';
export type { TokenStore, RefreshResult } from './tokens.ts';
export type { paths, components, operations } from './schema';
