/**
 * A request checked against the contract (openapi.yaml, generated into requestSchemas.generated.ts)
 * in two passes, as a Spring server binds its request first and validates it next:
 *
 * 1. JSON types (`checkQuery`, `checkBody`, before the handler): a string where the contract says
 *    integer, a number or array where it says string, a value outside an enum or a malformed
 *    date is 400 naming the field, never a handler failing on it (500) or storing it. Missing
 *    fields and blank strings pass this pass.
 * 2. The whole schema (`contractViolation`): `required`, lengths, bounds, patterns, closed option
 *    lists. The spec prescribes Russian messages for many of these fields (section 5 of each
 *    document) and the domain validators carry them, so route.ts first lets the handler answer
 *    on a scratch copy of the store and sends its error; only when the handler would accept the
 *    request does the contract's own 400 go out.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { isIsoDate, SERVER_MESSAGES } from '@fbi/domain';
import {
  type ApiError,
  badRequest,
  invalidField,
  invalidParam,
  missingField,
  missingParam,
} from './errors.ts';
import { REQUEST_SCHEMAS } from './requestSchemas.generated.ts';

type Schema = Record<string, unknown>;

/** hh:mm, optional seconds and fraction, optional zone: what a date-time field may carry. */
const TIME = /^T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/i;

const isDateTime = (v: string) => isIsoDate(v.slice(0, 10)) && TIME.test(v.slice(10));

/** A blank value passes a format in the first pass: emptiness is the domain validator's to name. */
const blankOr = (check: (value: string) => boolean) => (value: string) =>
  value.trim() === '' || check(value);

/** Keywords of the first pass: what JSON type a value has, the rest waits for the second. */
const TYPE_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'format',
  'items',
  'additionalProperties',
  'properties',
  'oneOf',
  'anyOf',
  'allOf',
  '$ref',
]);

/**
 * The first pass's view of a schema: type keywords only, and a blank string passes a string
 * enum, so the validator names the empty field.
 */
function typesOnly(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  if (Array.isArray(schema)) return schema.map(typesOnly);
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (!TYPE_KEYWORDS.has(key)) continue;
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, typesOnly(v)]))
        : typesOnly(value);
  }
  if (Array.isArray(out.enum) && out.enum.every((v) => typeof v === 'string' || v === null)) {
    const { enum: values, ...rest } = out;
    return { ...rest, anyOf: [{ enum: values }, { type: 'string', pattern: '^\\s*$' }] };
  }
  return out;
}

/** The schema's refs pointed at the definitions registered under `id`. */
const rebase = (schema: object, id: string): object =>
  JSON.parse(
    JSON.stringify(schema).replaceAll('"#/definitions/', `"${id}#/definitions/`),
  ) as object;

/** An Ajv of one pass: `full` checks formats strictly, `coerce` reads query strings. */
function makeAjv(full: boolean, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, ...(coerce ? { coerceTypes: 'array' } : {}) });
  ajv.addFormat('date', full ? isIsoDate : blankOr(isIsoDate));
  ajv.addFormat('date-time', full ? isDateTime : blankOr(isDateTime));
  // Formats of OpenAPI that say nothing beyond the type.
  ajv.addFormat('int64', true);
  ajv.addFormat('binary', true);
  const definitions = full
    ? REQUEST_SCHEMAS.definitions
    : Object.fromEntries(
        Object.entries(REQUEST_SCHEMAS.definitions).map(([k, v]) => [k, typesOnly(v)]),
      );
  ajv.addSchema({ $id: 'contract', definitions });
  return ajv;
}

/** The four validators' Ajvs, made on first use (most runs touch few operations). */
const ajvs = new Map<string, Ajv2020>();
const compiled = new Map<string, ValidateFunction | null>();

function validatorOf(part: 'body' | 'query', full: boolean, key: string): ValidateFunction | null {
  const cacheKey = `${part} ${full ? 'full' : 'types'} ${key}`;
  let validate = compiled.get(cacheKey);
  if (validate === undefined) {
    const schema = REQUEST_SCHEMAS.operations[key]?.[part];
    const ajvKey = `${full} ${part === 'query'}`;
    let ajv = ajvs.get(ajvKey);
    if (!ajv) ajvs.set(ajvKey, (ajv = makeAjv(full, part === 'query')));
    validate = schema
      ? ajv.compile(rebase(full ? schema : (typesOnly(schema) as object), 'contract'))
      : null;
    compiled.set(cacheKey, validate);
  }
  return validate;
}

/**
 * '/conditions/0/rang' of an Ajv error as `conditions[0].rang`, with the missing property of a
 * `required` error appended. The first part is always a key of the body object (an exam id in
 * /academy-exam/update), later numbers are list positions.
 */
function fieldOf(error: ErrorObject | undefined): string {
  const parts = (error?.instancePath ?? '').split('/').filter(Boolean);
  if (error?.keyword === 'required') parts.push(String(error.params.missingProperty));
  return parts
    .map((part, i) => (i === 0 ? part : /^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('');
}

/** The query's values by name, blank values left out (they count as absent). */
function queryValues(query: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const all = query.getAll(name).filter((v) => v.trim() !== '');
    if (all.length === 1) values[name] = all[0] as string;
    else if (all.length > 1) values[name] = all;
  }
  return values;
}

/** True when the operation `method path` declares a JSON request body. */
export function hasJsonBody(method: string, path: string): boolean {
  return REQUEST_SCHEMAS.operations[`${method} ${path}`]?.body !== undefined;
}

/**
 * First pass over a parsed JSON body of `method path` (a contract path).
 * @throws ApiError 400 naming the first field of a wrong JSON type, enum value or date.
 */
export function checkBody(method: string, path: string, body: unknown): void {
  const validate = validatorOf('body', false, `${method} ${path}`);
  if (validate && !validate(body)) throw invalidField(fieldOf(validate.errors?.[0]));
}

/**
 * First pass over the query of `method path`; blank values count as absent, undeclared ones are
 * ignored.
 * @throws ApiError 400 naming the first parameter that is not of its declared type or enum.
 */
export function checkQuery(method: string, path: string, query: URLSearchParams): void {
  const validate = validatorOf('query', false, `${method} ${path}`);
  if (validate && !validate(queryValues(query))) {
    throw invalidParam(fieldOf(validate.errors?.[0]));
  }
}

/**
 * Second pass: the query and the body (null when none was sent) of `method path` against the
 * whole contract schema.
 * @returns the 400 the contract gives for the first failure, or null when the request is valid.
 */
export function contractViolation(
  method: string,
  path: string,
  query: URLSearchParams,
  body: unknown,
): ApiError | null {
  const key = `${method} ${path}`;
  const queryCheck = validatorOf('query', true, key);
  if (queryCheck && !queryCheck(queryValues(query))) {
    const error = queryCheck.errors?.[0];
    const name = fieldOf(error);
    return error?.keyword === 'required' ? missingParam(name) : invalidParam(name);
  }
  if (body === null) {
    return REQUEST_SCHEMAS.operations[key]?.bodyRequired
      ? badRequest(SERVER_MESSAGES.bodyNotJson)
      : null;
  }
  const bodyCheck = validatorOf('body', true, key);
  if (bodyCheck && !bodyCheck(body)) {
    const error = bodyCheck.errors?.[0];
    const name = fieldOf(error);
    return error?.keyword === 'required' ? missingField(name) : invalidField(name);
  }
  return null;
}
