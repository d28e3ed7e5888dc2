/**
 * Typed msw handlers for the contract's operations. A handler names its method and contract path
 * (checked against packages/api's generated types), gets the caller from the bearer token, and
 * returns the typed answer or throws an {@link ApiError}; the wrapper does the rest: 401 for a
 * missing or bad token, 415 for a body that is not JSON, 400 for a query or JSON body the
 * contract rejects (requestCheck.ts; the handler's message first, dryRun.ts), error bodies,
 * recording a registry record's history events (history/record.ts, issue 26), persisting the
 * store after a change.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { paths } from '@fbi/api';
import { SERVER_MESSAGES } from '@fbi/domain';
import { callerOf, type Caller } from '../auth/sessions.ts';
import { watchChange } from '../history/record.ts';
import type { Store } from '../store/store.ts';
import type {
  JsonBodyOf,
  Method,
  Operation,
  PathParamsOf,
  PathsOf,
  ResolverResultOf,
} from './contract.ts';
import { ApiError, badRequest, unauthorized, unsupportedMediaType } from './errors.ts';
import { errorOfDryRun } from './dryRun.ts';
import { checkBody, checkQuery, contractViolation, hasJsonBody } from './requestCheck.ts';

/**
 * How a route treats the token: `required` (401 without a valid one), `optional` (public pages
 * of the visitor with role user; a token that is sent must be valid), `none` (login, refresh,
 * files: the header is not looked at, since a stale one must not block a refresh).
 */
export type AuthMode = 'required' | 'optional' | 'none';

type CallerFor<A extends AuthMode> = A extends 'required' ? Caller : Caller | null;

/** What a resolver receives. */
export interface RouteContext<O, C> {
  request: Request;
  /** Path parameters, as strings (parse ids with `idParam`). */
  params: PathParamsOf<O>;
  query: URLSearchParams;
  caller: C;
  store: Store;
  /**
   * The JSON body. Its fields have the contract's JSON types (checked before the resolver runs),
   * but any may be missing or blank: handlers validate it with the spec's rules (section 5)
   * before use. Not JSON, or not an object, is 400.
   */
  body(): Promise<Unchecked<JsonBodyOf<O>>>;
}

/** A client-sent body: every field of the contract type, each possibly missing (undefined). */
export type Unchecked<B> = { [K in keyof B]-?: B[K] | undefined };

/** A resolver of one operation. */
export type Resolver<O, C> = (
  ctx: RouteContext<O, C>,
) => ResolverResultOf<O> | Promise<ResolverResultOf<O>>;

/** '/api/v1/team/{id}/update' → '*\/api/v1/team/:id/update' (any origin, relative or a base URL). */
export function toMswPath(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function parseJson(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(SERVER_MESSAGES.bodyNotJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest(SERVER_MESSAGES.bodyNotObject);
  }
  return parsed as Record<string, unknown>;
}

/** `application/json` or a `+json` type, parameters (charset) aside. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) return HttpResponse.json(error.toBody(), { status: error.status });
  // A bug of the mock: say so loudly instead of answering something plausible.
  console.error('[mock] handler failed:', error);
  const message = error instanceof Error ? error.message : String(error);
  return HttpResponse.json({ type: 'INTERNAL', message }, { status: 500 });
}

/**
 * Defines the handler of `method path` on a store.
 * @param options.auth token handling, default `required`.
 */
export function route<M extends Method, P extends PathsOf<M>, A extends AuthMode = 'required'>(
  store: Store,
  method: M,
  path: P,
  resolve: Resolver<Operation<P, M>, CallerFor<A>>,
  options?: { auth: A },
): HttpHandler {
  const auth: AuthMode = options?.auth ?? 'required';
  return http[method](toMswPath(path), async ({ request, params }) => {
    try {
      const caller = auth === 'none' ? null : callerOf(store, request);
      if (auth === 'required' && caller === null) throw unauthorized();
      const query = new URL(request.url).searchParams;
      checkQuery(method, path, query);
      // Read from a copy, checked before the resolver: a handler may read the body itself.
      const text = hasJsonBody(method, path) ? await request.clone().text() : '';
      if (text.trim() !== '' && !JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
        throw unsupportedMediaType();
      }
      const json = text.trim() === '' ? null : parseJson(text);
      if (json !== null) checkBody(method, path, json);
      const ctx: RouteContext<Operation<P, M>, CallerFor<A>> = {
        request,
        params: params as PathParamsOf<Operation<P, M>>,
        query,
        caller: caller as CallerFor<A>,
        store,
        body: async () => {
          const body = json ?? parseJson(await request.text());
          checkBody(method, path, body);
          return body as Unchecked<JsonBodyOf<Operation<P, M>>>;
        },
      };
      const violation = contractViolation(method, path, query, json);
      // The handler's own error first: it carries the spec's message for the field.
      if (violation) throw (await errorOfDryRun(store, () => resolve(ctx))) ?? violation;
      const recordChange = method === 'get' ? null : watchChange(store, path);
      const result: unknown = await resolve(ctx);
      recordChange?.(caller?.member.nick ?? '');
      if (method !== 'get') store.save();
      return result instanceof Response ? result : HttpResponse.json(result as object);
    } catch (error) {
      return errorResponse(error);
    }
  });
}

/** The paths type, re-exported for handler files that need operation types. */
export type { paths };
