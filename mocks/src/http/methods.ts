/**
 * The answers for a call no operation takes: 405 with `Allow` when the path is the contract's but
 * the method is not (RFC 9110 §15.5.6), 404 when no operation has the path. The methods come
 * from the handlers themselves, so `Allow` always says what the mock serves.
 */
import type { HttpHandler } from 'msw';
import { http, HttpResponse, matchRequestUrl } from 'msw';
import { NOT_FOUND_MESSAGES, SERVER_MESSAGES } from '@fbi/domain';
import { ApiError, notFound } from './errors.ts';

/** Where the contract's operations live: nothing outside it is the mock's to answer. */
const API_PATHS = '*/api/v1/*';

/** The methods of `handlers` whose path matches `url`, upper case, in a fixed order. */
export function allowedMethods(handlers: readonly HttpHandler[], url: URL): string[] {
  const methods = new Set<string>();
  for (const handler of handlers) {
    const { method, path } = handler.info;
    const matches = typeof path !== 'function' && matchRequestUrl(url, path).matches;
    if (typeof method === 'string' && method !== 'ALL' && matches) {
      methods.add(method.toUpperCase());
    }
  }
  return ['GET', 'POST', 'PUT', 'DELETE'].filter((m) => methods.has(m));
}

/** 405 `METHOD_NOT_ALLOWED` with the `Allow` header the RFC asks for. */
export function methodNotAllowed(allow: readonly string[]): ApiError {
  return new ApiError(405, 'METHOD_NOT_ALLOWED', SERVER_MESSAGES.methodNotAllowed(allow));
}

/** 404 for a path that no operation of the contract has. */
export const unknownCall = (): ApiError => notFound(NOT_FOUND_MESSAGES.apiCall);

/**
 * The answer to a request no handler took: 405 with `Allow` for a contract path, else 404.
 * Used by {@link fallbackHandler} and by the HTTP server for methods a fetch Request cannot
 * carry (TRACE, CONNECT).
 */
export function unhandledAnswer(handlers: readonly HttpHandler[], url: URL): Response {
  const allow = allowedMethods(handlers, url);
  const error = allow.length > 0 ? methodNotAllowed(allow) : unknownCall();
  return HttpResponse.json(error.toBody(), {
    status: error.status,
    headers: allow.length > 0 ? { allow: allow.join(', ') } : {},
  });
}

/**
 * The last handler: any method on an API path the handlers before it did not take. Without it
 * a wrong method fell through to msw's unhandled-request path (the network, or 404).
 */
export function fallbackHandler(handlers: readonly HttpHandler[]): HttpHandler {
  return http.all(API_PATHS, ({ request }) => unhandledAnswer(handlers, new URL(request.url)));
}
