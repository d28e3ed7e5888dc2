/**
 * Types that tie a handler to its operation in the contract (packages/api's generated `paths`):
 * the path must exist for the method, the JSON body and the JSON answer are the operation's.
 */
import type { paths } from '@fbi/api';

/** HTTP methods the contract uses. */
export type Method = 'get' | 'put' | 'post' | 'delete';

/** Paths of the contract that have an operation for method `M`. */
export type PathsOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: { responses: unknown } } ? P : never;
}[keyof paths];

/** The operation object of `M P`. */
export type Operation<P extends keyof paths, M extends Method> = paths[P][M];

/** JSON request body of an operation (never when it takes none). */
export type JsonBodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

/** The 200 JSON answer of an operation (never when it answers something else). */
export type SuccessJsonOf<O> = O extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

/** Path parameters of an operation as the strings the URL carries. */
export type PathParamsOf<O> = O extends { parameters: { path: infer PP } }
  ? { [K in keyof PP]: string }
  : Record<string, never>;

/**
 * What a resolver returns: the typed JSON body when the operation answers JSON, else a Response
 * built by the helpers of responses.ts (HTML, text, binary, 204).
 */
export type ResolverResultOf<O> = [SuccessJsonOf<O>] extends [never] ? Response : SuccessJsonOf<O>;
