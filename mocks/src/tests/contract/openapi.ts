/**
 * openapi.yaml for the tests: the operations it declares and a validator of answers against an
 * operation's response schema (Ajv, JSON Schema 2020-12 — the dialect of OpenAPI 3.1).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

/** One operation of the contract. */
export interface Operation {
  operationId: string;
  method: 'get' | 'put' | 'post' | 'delete';
  path: string;
  /** True when the operation may be called without a token. */
  public: boolean;
  /** True when the operation does not look at a token at all (`security: []`). */
  tokenless: boolean;
  responses: Record<string, Json>;
  /** Path and query parameters, component refs followed. */
  parameters: Json[];
  /** The request body object, when the operation takes one. */
  requestBody: Json | undefined;
}

// A string, not a URL object: under jsdom the global URL is not Node's, which fileURLToPath needs.
const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../openapi.yaml');
const doc = parse(readFileSync(file, 'utf8')) as Json;
const components = doc.components as Json;

/** Every operation of openapi.yaml, in document order. */
export const operations: Operation[] = Object.entries(doc.paths as Record<string, Json>).flatMap(
  ([path, item]) =>
    (['get', 'put', 'post', 'delete'] as const).flatMap((method) => {
      const op = item[method] as Json | undefined;
      if (!op) return [];
      const security = (op.security ?? doc.security) as Json[];
      return [
        {
          operationId: String(op.operationId),
          method,
          path,
          public: security.length === 0 || security.some((s) => Object.keys(s).length === 0),
          tokenless: security.length === 0,
          responses: op.responses as Record<string, Json>,
          parameters: ((op.parameters ?? []) as Json[]).map((p) =>
            typeof p.$ref === 'string'
              ? ((components.parameters as Record<string, Json>)[p.$ref.split('/').pop() ?? ''] ??
                {})
              : p,
          ),
          requestBody: op.requestBody as Json | undefined,
        },
      ];
    }),
);

/** The component schemas, for generators. */
export const componentSchemas = components.schemas as Record<string, Json>;

// ajv-formats is CommonJS: under ESM its plugin may sit on `.default`.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

/** An Ajv of the contract; `coerce` reads query strings as their declared types. */
function contractAjv(coerce: boolean): Ajv2020 {
  const instance = new Ajv2020({
    strict: false,
    allErrors: true,
    ...(coerce ? { coerceTypes: 'array' as const } : {}),
  });
  addFormats(instance);
  // OpenAPI's formats that JSON Schema does not define: any value of the type passes.
  instance.addFormat('int64', true);
  instance.addFormat('binary', true);
  instance.addSchema({ $id: 'openapi.json', components });
  return instance;
}

const ajv = contractAjv(false);
const queryAjv = contractAjv(true);

/** Component refs pointed at the registered document. */
const rebase = (schema: unknown): Json =>
  JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'),
  ) as Json;

/**
 * A validator of request values against `schema` of the contract (refs into its components);
 * `query` coerces strings as a server binds query parameters.
 */
export function requestValidator(schema: unknown, query = false): ValidateFunction {
  return (query ? queryAjv : ajv).compile(rebase(schema));
}

/** A response object with `$ref`s to components.responses followed. */
function resolveResponse(response: Json): Json {
  const ref = response.$ref;
  if (typeof ref !== 'string') return response;
  const name = ref.replace('#/components/responses/', '');
  return (components.responses as Record<string, Json>)[name] ?? {};
}

const cache = new Map<string, ValidateFunction>();

/** The media types and validator of an operation's answer with `status`. */
export function responseOf(
  op: Operation,
  status: number,
): { types: string[]; validate: ValidateFunction | null } {
  const response = op.responses[String(status)];
  if (!response) throw new Error(`${op.operationId} declares no ${status} answer`);
  const content = (resolveResponse(response).content ?? {}) as Record<string, Json>;
  const schema = content['application/json']?.schema;
  const key = `${op.operationId}:${status}`;
  if (schema && !cache.has(key)) {
    // Component refs are relative to the document; point them at the registered one.
    cache.set(key, ajv.compile(rebase(schema)));
  }
  return { types: Object.keys(content), validate: cache.get(key) ?? null };
}

/** Ajv's errors as one readable line. */
export function errorsText(validate: ValidateFunction): string {
  return ajv.errorsText(validate.errors, { dataVar: 'body' });
}
