/**
 * fast-check arbitraries from the contract's JSON Schemas: values a schema allows (`valid`) and
 * values near it that it may not (`mutated`: a field dropped, replaced by another JSON value, a
 * bound crossed). The property test (property.test.ts) sends both and judges the answers by the
 * contract, not by what the generator meant.
 */
import fc, { type Arbitrary } from 'fast-check';

type Json = Record<string, unknown>;

/** Any small JSON value, for fields replaced by garbage. */
export const jsonValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53 + 2, '', ' ', 'НетТакогоЗначения'),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

/** 'YYYY-MM-DD' of any year 0000–9999 (full-date, RFC 3339). */
export const isoDate: Arbitrary<string> = fc
  .date({
    min: new Date('0000-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

/** An instant as the portal sends it ('…T…Z'). */
export const isoDateTime: Arbitrary<string> = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString());

/**
 * Generators over one OpenAPI document's component schemas.
 * @param schemas `components.schemas` of the document.
 */
export function arbitraries(schemas: Record<string, Json>) {
  const resolve = (schema: Json): Json =>
    typeof schema.$ref === 'string'
      ? resolve(schemas[schema.$ref.split('/').pop() ?? ''] ?? {})
      : schema;

  /** A value `schema` allows (as far as a generator can tell: the test's oracle decides). */
  function valid(schema: Json, depth = 0): Arbitrary<unknown> {
    const s = resolve(schema);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    if ('const' in s) return fc.constant(s.const);
    const branches = (s.oneOf ?? s.anyOf) as Json[] | undefined;
    if (branches)
      return fc.oneof(
        ...branches.map((b) => valid({ ...s, oneOf: undefined, anyOf: undefined, ...b }, depth)),
      );
    const types = Array.isArray(s.type)
      ? (s.type as string[])
      : s.type
        ? [s.type as string]
        : ['string'];
    return fc.oneof(...types.map((t) => ofType(s, t, depth)));
  }

  function ofType(s: Json, type: string, depth: number): Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
      case 'number': {
        const min = typeof s.minimum === 'number' ? s.minimum : -5;
        const max = typeof s.maximum === 'number' ? s.maximum : Math.max(min, 0) + 1000;
        return fc.integer({ min, max });
      }
      case 'array':
        return fc.array(valid((s.items as Json) ?? {}, depth + 1), {
          minLength: typeof s.minItems === 'number' ? s.minItems : 0,
          maxLength: Math.max(typeof s.minItems === 'number' ? s.minItems : 0, depth > 1 ? 1 : 3),
        });
      case 'object': {
        if (typeof s.additionalProperties === 'object') {
          return fc.dictionary(
            fc.string({ maxLength: 6 }),
            valid(s.additionalProperties as Json, depth + 1),
            { maxKeys: 3 },
          );
        }
        const properties = (s.properties ?? {}) as Record<string, Json>;
        const record = Object.fromEntries(
          Object.entries(properties).map(([k, v]) => [k, valid(v, depth + 1)]),
        );
        return fc.record(record, {
          requiredKeys: ((s.required ?? []) as string[]).filter((k) => k in record),
        });
      }
      default:
        return stringOf(s);
    }
  }

  function stringOf(s: Json): Arbitrary<string> {
    if (s.format === 'date') return isoDate;
    if (s.format === 'date-time') return isoDateTime;
    if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern));
    const maxLength = typeof s.maxLength === 'number' ? s.maxLength : 24;
    const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
    return fc.oneof(
      fc.string({ minLength, maxLength }),
      fc
        .constantFrom('https://imgur.com/a/x', 'Ivan_Petrov', 'LSPD', '12.3 УК', '/avatars/07.svg')
        .filter((v) => v.length >= minLength && v.length <= maxLength),
    );
  }

  /**
   * A value of `schema` with one change the schema may not allow: the whole value replaced, a
   * property dropped or replaced, a list item replaced.
   */
  function mutated(schema: Json): Arbitrary<unknown> {
    const s = resolve(schema);
    const properties = Object.keys((s.properties ?? {}) as Json);
    const changes: Arbitrary<unknown>[] = [jsonValue];
    if (properties.length > 0) {
      changes.push(
        fc
          .tuple(valid(s), fc.constantFrom(...properties), fc.option(jsonValue, { nil: undefined }))
          .map(([value, key, replacement]) =>
            Object.fromEntries([
              ...Object.entries(value as Json).filter(([k]) => k !== key),
              ...(replacement === undefined ? [] : [[key, replacement]]),
            ]),
          ),
      );
    }
    return fc.oneof(...changes);
  }

  return { valid, mutated, resolve };
}
