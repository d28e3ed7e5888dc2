/**
 * One-off answers for stories and tests (`@fbi/mocks/override`): replace the mock's handler of one
 * contract operation, typed by its method and path, e.g. a 409, a 500 or a never-ending call.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Method, PathsOf } from './contract.ts';
import { ApiError, type ErrorType } from './errors.ts';
import { toMswPath } from './route.ts';

/** What an override answers: a Response, or a JSON body sent with status 200. */
export type OverrideAnswer = Response | object;

/**
 * A handler of `method path` that answers with `answer()` instead of the mock's logic. Put it in
 * a story's `beforeEach({ msw })` as `msw.use(override(...))`, or a test's `server.use(...)`.
 */
export function override<M extends Method, P extends PathsOf<M>>(
  method: M,
  path: P,
  answer: (request: Request) => OverrideAnswer | Promise<OverrideAnswer>,
): HttpHandler {
  return http[method](toMswPath(path), async ({ request }) => {
    const result = await answer(request);
    return result instanceof Response ? result : HttpResponse.json(result);
  });
}

const TYPE_OF_STATUS: Record<number, ErrorType> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

/**
 * The contract's error answer `{type, message}` with `status` (01 §8). 500 carries no known type,
 * so its body is `{type: 'INTERNAL', message}`.
 */
export function errorAnswer(status: number, message: string): Response {
  const type = TYPE_OF_STATUS[status];
  const body = type ? new ApiError(status, type, message).toBody() : { type: 'INTERNAL', message };
  return HttpResponse.json(body, { status });
}

/** An answer that never comes, to show a pending state. */
export async function neverAnswer(): Promise<Response> {
  await delay('infinite');
  return new Response(null, { status: 204 });
}
