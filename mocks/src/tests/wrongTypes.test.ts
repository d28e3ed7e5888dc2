// @vitest-environment node
/**
 * Issue 7: a request whose body fields or query parameters have the wrong JSON type, an enum
 * value outside the contract or a malformed date is answered 400 `{type, message}` naming the
 * field, and nothing is stored. The operations, fields and types come from openapi.yaml; the
 * valid request each wrong one starts from is the contract call of the operation (contract/).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACADEMY_RANK_LABELS, CONDITION_TYPE_LABELS, MESSAGES, SERVER_MESSAGES } from '@fbi/domain';
import { BASE_URL, setupMockServer } from './harness.ts';
import { calls01 } from './contract/calls01.ts';
import { calls02 } from './contract/calls02.ts';
import { calls03 } from './contract/calls03.ts';
import { createTools } from './contract/tools.ts';

type Json = Record<string, unknown>;
type Schema = Json;

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi.yaml');
const doc = parse(readFileSync(file, 'utf8')) as {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Json> };
};

/** A schema with its top `$ref` followed. */
const resolve = (schema: Schema): Schema =>
  typeof schema.$ref === 'string'
    ? resolve(doc.components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {})
    : schema;

/** The JSON types a schema allows, following refs and oneOf/anyOf. */
function typesOf(schema: Schema): Set<string> {
  const s = resolve(schema);
  const own = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  const alternatives = [...((s.oneOf ?? []) as Schema[]), ...((s.anyOf ?? []) as Schema[])];
  return new Set([...(own as string[]), ...alternatives.flatMap((a) => [...typesOf(a)])]);
}

/** The string enum a schema allows (through refs and oneOf), or null. */
function enumOf(schema: Schema): string[] | null {
  const s = resolve(schema);
  if (Array.isArray(s.enum)) return s.enum.filter((v): v is string => typeof v === 'string');
  for (const alt of (s.oneOf ?? []) as Schema[]) {
    const values = enumOf(alt);
    if (values) return values;
  }
  return null;
}

/** Values of the wrong JSON type, enum or format for a field of `schema`. */
function wrongValues(schema: Schema): unknown[] {
  const types = typesOf(schema);
  const s = resolve(schema);
  const values: unknown[] = [];
  if (!types.has('string')) values.push('1');
  if (!types.has('number') && !types.has('integer')) values.push(42);
  if (!types.has('array')) values.push(['x']);
  if (!types.has('boolean') && !types.has('string')) values.push(true);
  if (enumOf(schema)) values.push('НетТакогоЗначения');
  if (s.format === 'date') values.push('1999-99-99');
  if (s.format === 'date-time') values.push('1999-99-99T10:00:00Z');
  return values;
}

/** One wrong request: the field's path as the answer names it and the body to send. */
interface Variant {
  field: string;
  value: unknown;
  body: unknown;
}

const join = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent === '' ? key : `${parent}.${key}`;

/**
 * Every wrong variant of `base`: each property of the schema (and of the first element of each
 * list of objects, and of map values) replaced by each of its wrong values, the rest kept valid.
 */
function variants(schema: Schema, base: unknown, field = ''): Variant[] {
  const s = resolve(schema);
  const out: Variant[] = [];
  const set = (key: string | number, sub: Schema, current: unknown) => {
    const at = join(field, key);
    const replace = (value: unknown) =>
      Array.isArray(base) ? [value, ...base.slice(1)] : { ...(base as Json), [key]: value };
    for (const value of wrongValues(sub)) out.push({ field: at, value, body: replace(value) });
    for (const inner of variants(sub, current, at)) {
      out.push({ ...inner, body: replace(inner.body) });
    }
  };
  if (s.properties && base !== null && typeof base === 'object' && !Array.isArray(base)) {
    for (const [key, sub] of Object.entries(s.properties as Record<string, Schema>)) {
      set(key, sub, (base as Json)[key]);
    }
  }
  if (typeof s.additionalProperties === 'object' && base !== null && typeof base === 'object') {
    const key = Object.keys(base)[0];
    if (key !== undefined) set(key, s.additionalProperties as Schema, (base as Json)[key]);
  }
  if (s.items && Array.isArray(base)) {
    set(0, s.items as Schema, base[0]);
  }
  return out;
}

/** The operations with a JSON body, with their contract call's id. */
const bodyOperations = Object.entries(doc.paths).flatMap(([route, item]) =>
  (['post', 'put'] as const).flatMap((method) => {
    const op = item[method] as Json | undefined;
    const content = (op?.requestBody as Json | undefined)?.content as Json | undefined;
    const schema = (content?.['application/json'] as Json | undefined)?.schema as Schema;
    return op && schema ? [{ id: String(op.operationId), method, route, schema }] : [];
  }),
);

const { server } = setupMockServer();
const tools = createTools(server.store);
const calls = { ...calls01, ...calls02, ...calls03 };

/** A request as the contract call sent it. */
interface Captured {
  url: string;
  method: string;
  headers: Headers;
  text: string;
}

/** Runs the contract call of `id` and returns the request it made to `method route`. */
async function validRequest(id: string, method: string, route: string): Promise<Captured> {
  const pattern = new RegExp(`${route.replace(/\{\w+\}/g, '[^/]+')}$`);
  const seen: Captured[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      if (request.method === method.toUpperCase() && pattern.test(new URL(request.url).pathname)) {
        const { url, headers } = request;
        seen.push({ url, method: request.method, headers, text: await request.clone().text() });
      }
    }),
  );
  const call = calls[id];
  if (!call) throw new Error(`no contract call for ${id}`);
  const { response } = await call(tools);
  expect(response.status, `${id} valid call`).toBeLessThan(300);
  const request = seen.at(-1);
  if (!request) throw new Error(`${id} made no ${method} ${route} request`);
  return request;
}

/** Sends `body` as the captured request: its method, URL and headers (the caller's token). */
async function send(request: Captured, body: string | undefined, url = request.url) {
  const headers = new Headers(request.headers);
  // The body differs from the captured one, so its length must be measured anew.
  headers.delete('content-length');
  const response = await fetch(url, { method: request.method, headers, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

const snapshot = () => JSON.stringify(server.store.data);

describe('wrong-typed request bodies', () => {
  it('covers every JSON body of the contract', () => {
    expect(bodyOperations.length).toBeGreaterThanOrEqual(60);
  });

  it.each(bodyOperations.map((op) => [op.id, op] as const))(
    '%s answers 400 for each wrong field and stores nothing',
    async (id, op) => {
      const request = await validRequest(id, op.method, op.route);
      const base: unknown = JSON.parse(request.text);
      const all = variants(op.schema, base);
      expect(all.length, `${id} has fields to test`).toBeGreaterThan(0);
      const before = snapshot();
      const failures: string[] = [];
      for (const v of all) {
        const answer = await send(request, JSON.stringify(v.body));
        const expected = { type: 'VALIDATION', message: SERVER_MESSAGES.invalidField(v.field) };
        if (answer.status !== 400 || JSON.stringify(answer.body) !== JSON.stringify(expected)) {
          failures.push(
            `${v.field}=${JSON.stringify(v.value)}: ${answer.status} ${JSON.stringify(answer.body)}`,
          );
        }
      }
      expect(failures.join('\n')).toBe('');
      expect(snapshot() === before, `${id} stored something`).toBe(true);
    },
  );

  it('rejects academy ranks and condition types given as display labels', async () => {
    const request = await validRequest(
      'addAcademyTemplate',
      'post',
      '/api/v1/academy-template/add',
    );
    const base = JSON.parse(request.text) as { conditions: Json[] };
    const [first, ...rest] = base.conditions;
    for (const change of [
      { rang: ACADEMY_RANK_LABELS.TRAINEE },
      { conditionType: CONDITION_TYPE_LABELS.TEST },
    ]) {
      const field = `conditions[0].${Object.keys(change)[0]}`;
      const answer = await send(
        request,
        JSON.stringify({
          ...base,
          conditions: [{ ...first, ...change }, ...rest],
        }),
      );
      expect(answer).toEqual({
        status: 400,
        body: { type: 'VALIDATION', message: SERVER_MESSAGES.invalidField(field) },
      });
    }
  });

  it('still answers a missing field with the spec message of the domain validator', async () => {
    const request = await validRequest('addBlacklistEntry', 'post', '/api/v1/blacklist/add');
    const body = JSON.parse(request.text) as Json;
    delete body.daysCount;
    expect(await send(request, JSON.stringify(body))).toEqual({
      status: 400,
      body: { type: 'VALIDATION', message: MESSAGES.blacklistPeriodInvalid },
    });
  });
});

/** GET operations' query parameters declared integer, enum or date, with their call's id. */
const typedQueries = Object.entries(doc.paths).flatMap(([route, item]) =>
  (['get', 'put', 'post', 'delete'] as const).flatMap((method) => {
    const op = item[method] as Json | undefined;
    const params = ((op?.parameters ?? []) as Json[])
      .map((p) =>
        typeof p.$ref === 'string'
          ? (doc.components.parameters[p.$ref.split('/').pop() ?? ''] ?? {})
          : p,
      )
      .filter((p) => p.in === 'query');
    return params.flatMap((p) => {
      const schema = p.schema as Schema;
      const types = typesOf(schema);
      const wrong = types.has('integer')
        ? 'abc'
        : enumOf(schema)
          ? 'НетТакогоЗначения'
          : resolve(schema).format === 'date'
            ? '1999-99-99'
            : null;
      return op && wrong !== null
        ? [{ id: String(op.operationId), method, route, name: String(p.name), wrong }]
        : [];
    });
  }),
);

describe('wrong-typed query parameters', () => {
  it('covers rangCount, status, type, page and size', () => {
    const names = new Set(typedQueries.map((q) => q.name));
    for (const name of ['rangCount', 'status', 'type', 'page', 'size', 'value']) {
      expect(names).toContain(name);
    }
  });

  it.each(typedQueries.map((q) => [`${q.id} ${q.name}`, q] as const))(
    '%s answers 400 for a wrong value and stores nothing',
    async (_, q) => {
      const request = await validRequest(q.id, q.method, q.route);
      const url = new URL(request.url, BASE_URL);
      url.searchParams.set(q.name, q.wrong);
      const before = snapshot();
      const answer = await send(request, request.text || undefined, url.href);
      expect(answer).toEqual({
        status: 400,
        body: { type: 'VALIDATION', message: SERVER_MESSAGES.invalidParam(q.name) },
      });
      expect(snapshot() === before, `${q.id} stored something`).toBe(true);
    },
  );
});
