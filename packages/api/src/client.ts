import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';
import { createSessionMiddleware, type SessionMiddlewareOptions } from './session.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions extends Omit<SessionMiddlewareOptions, 'baseUrl'> {
  /** Base URL of the API server, '' for the same origin (the mock). No trailing slash. */
  baseUrl: string;
}

/**
 * Creates the one typed client of the portal (openapi-fetch over openapi.yaml) with the session
 * middleware of 01 §4/§7. Fetch is looked up at call time so msw/node can intercept it in tests.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch });
  client.use(createSessionMiddleware({ ...options, fetch }));
  return client;
}
