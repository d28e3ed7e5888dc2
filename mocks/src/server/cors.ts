/** CORS of the mock HTTP server: the dev and preview origins on localhost may call it. */

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** CORS headers for a request from `origin`; other origins get none, so browsers refuse. */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !LOCAL_ORIGIN.test(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type, Audit-Nick',
    'access-control-expose-headers': 'Authorization',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}
