/**
 * Test-only: lets the portal's client call same-origin paths ('/api/v1/…') under vitest, where
 * Node's `Request` and `fetch` reject relative URLs. They are resolved against the jsdom page's
 * origin, which msw/node's relative handlers match too. Import it before anything that creates
 * the API client (openapi-fetch captures `Request` when the client is made). A copy of the team
 * folder's helper (feature folders may not import each other); it belongs in shared/ or the
 * vitest setup.
 */
export {};

const pageOrigin = () => globalThis.location?.origin ?? 'http://localhost';
const resolveUrl = (input: RequestInfo | URL): RequestInfo | URL =>
  typeof input === 'string' && input.startsWith('/') ? new URL(input, pageOrigin()) : input;

const NativeRequest = globalThis.Request;
if (!(NativeRequest as { relativeUrls?: boolean }).relativeUrls) {
  class RelativeRequest extends NativeRequest {
    static relativeUrls = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(resolveUrl(input), init);
    }
  }
  globalThis.Request = RelativeRequest;
  const nativeFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    nativeFetch(resolveUrl(input), init);
}
