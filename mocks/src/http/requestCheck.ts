/**
 * The JSON types of a request checked against the contract before a handler runs, as a Spring
 * server binds its request body and parameters first: a string where the contract says integer,
 * a number or array where it says string, a value outside an enum or a malformed date is 400,
 * never a handler failing on it (500) or storing it. Missing fields and blank strings pass, so
 * the handler's domain validator answers with the spec's message (section 5 of each document).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { isIsoDate } from '@fbi/domain';
import { invalidField, invalidParam } from './errors.ts';
import { REQUEST_SCHEMAS } from './requestSchemas.generated.ts';

/** hh:mm, optional seconds and fraction, optional zone: what a date-time field may carry. */
const TIME = /^T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/i;

/** A blank value passes a format: emptiness is the domain validator's to name. */
const blankOr = (check: (value: string) => boolean) => (value: string) =>
  value.trim() === '' || check(value);

function addFormats(ajv: Ajv): Ajv {
  ajv.addFormat('date', blankOr(isIsoDate));
  ajv.addFormat(
    'date-time',
    blankOr((v) => isIsoDate(v.slice(0, 10)) && TIME.test(v.slice(10))),
  );
  // Formats of OpenAPI that say nothing beyond the type.
  ajv.addFormat('int64', true);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: 'contract', definitions: REQUEST_SCHEMAS.definitions });
  return ajv;
}

// Compiled lazily per operation: most runs touch a few dozen of the ~150 operations.
const bodyAjv = addFormats(new Ajv({ strict: false }));
// Query values are strings; coercion reads '5' as an integer and one value as a list.
const queryAjv = addFormats(new Ajv({ strict: false, coerceTypes: 'array' }));
const compiled = new Map<string, ValidateFunction | null>();

function validatorOf(ajv: Ajv, key: string, schema: object | undefined): ValidateFunction | null {
  let validate = compiled.get(key);
  if (validate === undefined) {
    // Refs of the generated module point at its `definitions`, registered as 'contract'.
    const rebased = schema && JSON.parse(JSON.stringify(schema).replaceAll('"#/', '"contract#/'));
    validate = rebased ? ajv.compile(rebased) : null;
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * '/conditions/0/rang' of an Ajv error as `conditions[0].rang`. The first part is always a key
 * of the body object (an exam id in /academy-exam/update), later numbers are list positions.
 */
function fieldOf(error: ErrorObject | undefined): string {
  return (error?.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part, i) => (i === 0 ? part : /^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('');
}

/** True when the operation `method path` declares a JSON request body. */
export function hasJsonBody(method: string, path: string): boolean {
  return REQUEST_SCHEMAS.operations[`${method} ${path}`]?.body !== undefined;
}

/**
 * Checks a parsed JSON body against the body schema of `method path` (a contract path).
 * @throws ApiError 400 naming the first field of a wrong JSON type, enum value or date.
 */
export function checkBody(method: string, path: string, body: unknown): void {
  const key = `${method} ${path}`;
  const validate = validatorOf(bodyAjv, `body ${key}`, REQUEST_SCHEMAS.operations[key]?.body);
  if (validate && !validate(body)) throw invalidField(fieldOf(validate.errors?.[0]));
}

/**
 * Checks the query of `method path` against its declared parameters; blank values count as
 * absent, undeclared ones are ignored.
 * @throws ApiError 400 naming the first parameter that is not of its declared type or enum.
 */
export function checkQuery(method: string, path: string, query: URLSearchParams): void {
  const key = `${method} ${path}`;
  const validate = validatorOf(queryAjv, `query ${key}`, REQUEST_SCHEMAS.operations[key]?.query);
  if (!validate) return;
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const all = query.getAll(name).filter((v) => v.trim() !== '');
    if (all.length === 1) values[name] = all[0] as string;
    else if (all.length > 1) values[name] = all;
  }
  if (!validate(values)) throw invalidParam(fieldOf(validate.errors?.[0]));
}
