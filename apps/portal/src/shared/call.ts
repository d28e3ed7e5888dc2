import { ApiError, unwrap, type paths } from '@fbi/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { takeEarlyAnswer } from './earlyAnswer.ts';

/** An HTTP verb of the contract, as openapi-fetch names its methods. */
export type Verb = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** The contract's operation of `verb` on `path` (never where the path does not answer it). */
export type Operation<V extends Verb, P extends keyof paths> = NonNullable<paths[P][Lowercase<V>]>;

/** The contract's paths that answer `verb`. */
export type PathOf<V extends Verb> = {
  [P in keyof paths]: [Operation<V, P>] extends [never] ? never : P;
}[keyof paths];

/** One of an operation's parameter groups (path, query) as a field, optional where it is. */
// Every condition below is on `[O]`, not `O`: distributed over the union of a verb's paths (what
// a generic call is checked against) the three parts would multiply into a union too large (TS2590).
type ParamPart<O, K extends 'path' | 'query'> = [O] extends [{ parameters: { [k in K]?: infer Q } }]
  ? [NonNullable<Q>] extends [never]
    ? { [k in K]?: never }
    : [undefined] extends [Q]
      ? { [k in K]?: Q }
      : { [k in K]: Q }
  : { [k in K]?: never };

/** An operation's JSON body as a field, optional where it is. */
type BodyPart<O> = [O] extends [{ requestBody?: infer R }]
  ? [NonNullable<R>] extends [never]
    ? { body?: never }
    : [R] extends [{ content: { 'application/json': infer B } }]
      ? { body: B }
      : [NonNullable<R>] extends [{ content: { 'application/json': infer B } }]
        ? { body?: B }
        : { body?: never }
  : { body?: never };

/** What a call on one record sends besides its id: the query, the body, how the query is written. */
type RecordInit<O> = ParamPart<O, 'query'> &
  BodyPart<O> & { querySerializer?: { array: { style: 'form'; explode: false } } };

/** What a call sends: the path and query parameters, the body, and how the query is written. */
export type CallInit<O> = ParamPart<O, 'path'> & RecordInit<O>;

/** A JSON answer of a 2XX status; undefined for an operation that answers no content. */
export type Answer<O> = O extends { responses: infer R }
  ? {
      [S in keyof R]: S extends 200 | 201 | 202
        ? R[S] extends { content: { 'application/json': infer A } }
          ? A
          : undefined
        : S extends 204
          ? undefined
          : never;
    }[keyof R]
  : never;

// The verb and path are generic here, which openapi-fetch's own signature cannot check; the
// caller's types (CallInit, Answer) are read from the same contract, so nothing escapes.
const request = api.request as unknown as (
  verb: Verb,
  path: string,
  init: object,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Sends a call's flat init (path, query, body, querySerializer) as openapi-fetch takes it. A GET
 * without parameters that index.html already sent takes that answer (earlyAnswer.ts) and is sent
 * again only if that one failed.
 */
function send(verb: Verb, path: string, init?: { path?: object; query?: object }) {
  const sent = () => {
    const { path: pathParams, query, ...rest } = init ?? {};
    return unwrap(request(verb, path, { params: { path: pathParams, query }, ...rest }));
  };
  const early = verb === 'GET' && !init ? takeEarlyAnswer(path) : undefined;
  return early ? early.then((answer) => answer ?? sent()) : sent();
}

/** The paths of `verb` a call may name with nothing more (no required parameter or body). */
type BarePathOf<V extends Verb> = {
  [P in PathOf<V>]: object extends CallInit<Operation<V, P>> ? P : never;
}[PathOf<V>];

// Overloads rather than an optional rest tuple: a tuple that is optional by a condition on the
// path makes TypeScript weigh every path of the contract at once (TS2590).
/** A call of one verb: the contract's path, then its path and query parameters and body. */
interface VerbCall<V extends Verb> {
  <P extends PathOf<V>>(
    path: P,
    init: NoInfer<CallInit<Operation<V, P>>>,
  ): Promise<Answer<Operation<V, P>>>;
  <P extends BarePathOf<V>>(path: P): Promise<Answer<Operation<V, P>>>;
}

/** The paths of `verb` whose one path parameter is the record's `id`. */
type RecordPathOf<V extends Verb> = {
  [P in PathOf<V>]: Operation<V, P> extends { parameters: { path: { id: number } } }
    ? keyof Operation<V, P>['parameters']['path'] extends 'id'
      ? P
      : never
    : never;
}[PathOf<V>];

/** The record paths of `verb` a call may name with the id alone. */
type BareRecordPathOf<V extends Verb> = {
  [P in RecordPathOf<V>]: object extends RecordInit<Operation<V, P>> ? P : never;
}[RecordPathOf<V>];

/** A call of one verb on one record (`…/{id}/…`): the path, the id, then its query and body. */
interface RecordCall<V extends Verb> {
  <P extends RecordPathOf<V>>(
    path: P,
    id: number,
    init: NoInfer<RecordInit<Operation<V, P>>>,
  ): Promise<Answer<Operation<V, P>>>;
  <P extends BareRecordPathOf<V>>(path: P, id: number): Promise<Answer<Operation<V, P>>>;
}

// One function per verb: with the verb a type parameter beside the path, inferring the path
// would weigh every path of the contract at once (TS2590).
const callOf = <V extends Verb>(verb: V) =>
  ((path: string, init?: object) => send(verb, path, init)) as VerbCall<V>;
const recordCallOf = <V extends Verb>(verb: V) =>
  ((path: string, id: number, init?: object) =>
    send(verb, path, { ...init, path: { id } })) as RecordCall<V>;

/**
 * One JSON call of the contract, unwrapped (`ApiError` on a failure):
 * `apiPost('/api/v1/act/add', { body })` is `unwrap(api.POST(path, { body }))`, typed by the same
 * contract; `{ path, query, body }` are the operation's parameters and body.
 */
export const apiGet = callOf('GET');
/** {@link apiGet} for a PUT. */
export const apiPut = callOf('PUT');
/** {@link apiGet} for a POST. */
export const apiPost = callOf('POST');
/** {@link apiGet} for a DELETE. */
export const apiDelete = callOf('DELETE');
/**
 * A call on one record: `recordPut('/api/v1/act/{id}/update/expanded', id, { body })` is
 * `unwrap(api.PUT(path, { params: { path: { id } }, body }))`, typed by the same contract.
 */
export const recordPut = recordCallOf('PUT');
/** {@link recordPut} for a POST. */
export const recordPost = recordCallOf('POST');
/** {@link recordPut} for a DELETE. */
export const recordDelete = recordCallOf('DELETE');

/** `queryOptions` of a key and the call that answers it. */
function queryOf<K extends readonly unknown[], T>(queryKey: K, queryFn: () => Promise<T>) {
  return queryOptions({ queryKey, queryFn });
}

/** The GET of {@link getQuery}: its key, path, then its parameters. */
interface GetQuery {
  <K extends readonly unknown[], P extends PathOf<'GET'>>(
    queryKey: K,
    path: P,
    init: NoInfer<CallInit<Operation<'GET', P>>>,
  ): ReturnType<typeof queryOf<K, Answer<Operation<'GET', P>>>>;
  <K extends readonly unknown[], P extends BarePathOf<'GET'>>(
    queryKey: K,
    path: P,
  ): ReturnType<typeof queryOf<K, Answer<Operation<'GET', P>>>>;
}

/**
 * The `queryOptions` of one GET of the contract under `queryKey` (a resource's root from
 * `queryKeys.ts` and what it was asked with): `getQuery([...queryRoots.orders], '/api/v1/order/all')`.
 */
export const getQuery = ((queryKey: readonly unknown[], path: string, init?: object) =>
  queryOf(queryKey, () => send('GET', path, init))) as GetQuery;

/**
 * The answer of `call`, or null where the server answers 404: a state the screen shows (no active
 * template, a check the server does not take), not an error; any other failure is thrown.
 */
export async function orNullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
