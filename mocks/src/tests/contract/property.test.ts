// @vitest-environment node
/**
 * A property test of the whole contract (issue: the Schemathesis run): for every operation of
 * openapi.yaml, requests generated from its schemas — valid and mutated bodies and queries,
 * canonical and odd path ids, no token, a bad token or the token of one of several roles, a JSON
 * body now and then under another content type — go to the mock's handlers, and every answer
 * must be below 500, have a status the operation documents, match that status's schema, and be
 * 2xx only for a request the contract allows. Deterministic: fixed seeds, a fresh store on a
 * fixed clock, operations in document order.
 */
import fc, { type Arbitrary } from 'fast-check';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../handlers/index.ts';
import { createStore } from '../../store/store.ts';
import { DEMO_PASSWORD } from '../../store/seed/staff.ts';
import { BASE_URL, createClock } from '../harness.ts';
import { arbitraries, jsonValue } from './arbitrary.ts';
import {
  componentSchemas,
  errorsText,
  operations,
  requestValidator,
  responseOf,
  type Operation,
} from './openapi.ts';

type Json = Record<string, unknown>;

/** Requests per operation: at 30 the file took 45-58 s, at 25 81 s, both with two cores loaded 7-11-fold. */
const RUNS = 20;
const SEED = 20_261_121;
/** Callers: none, a token no session has, and accounts of different reach. */
const ROLES = ['director', 'agent_cid', 'head_dea', 'national_academy_trainee', 'criminalist'];

const store = createStore({ now: createClock().now });
const handlers = createHandlers(store);
const { valid, mutated } = arbitraries(componentSchemas);

/** The mock's answer; every request reaches a handler (the fallback takes the rest). */
async function send(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no handler answered ${request.method} ${request.url}`);
  return response;
}

const tokens = new Map<string, string>();
async function tokenOf(username: string): Promise<string> {
  let token = tokens.get(username);
  if (!token) {
    const response = await send(
      new Request(`${BASE_URL}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      }),
    );
    token = ((await response.json()) as { token: string }).token;
    tokens.set(username, token);
  }
  return token;
}

/** Every id of the store's lists, by list name. */
const idsByList = Object.entries(store.data).flatMap(([name, list]) =>
  Array.isArray(list)
    ? [
        {
          name: name.toLowerCase(),
          ids: list.flatMap((r: Json) => (typeof r.id === 'number' ? [r.id] : [])),
        },
      ]
    : [],
);

/** Ids of the lists whose name best matches the path's first segment (acts for /act/…). */
function idsFor(path: string): number[] {
  const segment = (path.split('/')[3] ?? '').replace(/[^a-z]/gi, '').toLowerCase();
  const common = (name: string) => {
    let n = 0;
    while (n < name.length && name[n] === segment[n]) n++;
    return n;
  };
  const best = Math.max(...idsByList.map((l) => common(l.name)));
  const lists = best >= 3 ? idsByList.filter((l) => common(l.name) === best) : idsByList;
  return lists.flatMap((l) => l.ids).slice(0, 200);
}

const nicks = store.data.members.map((m) => m.nick);
const ODD_IDS = ['0', '-1', '0x10', '1e0', '+1', '01', '1.0', '9007199254740993', 'abc'];

/** A path parameter's value as the URL carries it. */
function pathValue(op: Operation, param: Json): Arbitrary<string> {
  const schema = param.schema as Json;
  if (schema.type === 'integer') {
    const known = idsFor(op.path);
    return fc.oneof(
      {
        weight: 3,
        arbitrary: known.length > 0 ? fc.constantFrom(...known).map(String) : fc.constant('1'),
      },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 5000 }).map(String) },
      { weight: 1, arbitrary: fc.constantFrom(...ODD_IDS) },
    );
  }
  const names = param.name === 'nick' ? nicks : store.data.files.map((f) => f.name);
  return fc.oneof(
    fc.constantFrom(...(names.length > 0 ? names : ['x'])),
    fc.string({ minLength: 1, maxLength: 12 }),
  );
}

/** A query value: one the schema allows, as text, or any text. */
function queryValue(param: Json): Arbitrary<string> {
  const schema = param.schema as Json;
  const text = (v: unknown) => (Array.isArray(v) ? v.join(',') : String(v));
  return fc.oneof(
    { weight: 3, arbitrary: valid(schema).map(text) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('-1', '1000', 'abc', '1999-99-99'),
      ),
    },
  );
}

/** What one generated request holds. */
interface Generated {
  path: Record<string, string>;
  query: Record<string, string | undefined>;
  auth: string | null;
  /** JSON text with its content type, a multipart file, or nothing. */
  body: { json: unknown; type: string } | { file: string } | null;
}

function requestArbitrary(op: Operation): Arbitrary<Generated> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const content = (op.requestBody?.content ?? {}) as Record<string, Json>;
  const jsonSchema = content['application/json']?.schema as Json | undefined;
  const multipart = 'multipart/form-data' in content;
  const jsonBody = jsonSchema
    ? fc.oneof(
        { weight: 3, arbitrary: valid(jsonSchema) },
        { weight: 2, arbitrary: mutated(jsonSchema) },
      )
    : jsonValue;
  const body: Arbitrary<Generated['body']> = fc.oneof(
    {
      weight: jsonSchema ? 8 : 1,
      arbitrary: fc.record({
        json: jsonBody,
        type: fc.constantFrom(
          'application/json',
          'application/json',
          'application/json',
          'text/plain',
        ),
      }),
    },
    {
      weight: multipart ? 6 : 0,
      arbitrary: fc.record({ file: fc.constantFrom('image/png', 'text/plain') }),
    },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return fc.record({
    path: fc.record(Object.fromEntries(pathParams.map((p) => [String(p.name), pathValue(op, p)]))),
    query: fc.record(Object.fromEntries(queryParams.map((p) => [String(p.name), queryValue(p)])), {
      requiredKeys: [],
    }),
    auth: fc.constantFrom(null, 'not-a-session', ...ROLES),
    body,
  });
}

const PNG = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);

async function toRequest(op: Operation, g: Generated): Promise<Request> {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(g.path[name] ?? ''),
  );
  const url = new URL(path, BASE_URL);
  for (const [name, value] of Object.entries(g.query)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  const headers = new Headers();
  if (g.auth === 'not-a-session') headers.set('authorization', 'Bearer not-a-session');
  else if (g.auth) headers.set('authorization', `Bearer ${await tokenOf(g.auth)}`);
  let body: BodyInit | undefined;
  if (g.body && 'json' in g.body && op.method !== 'get') {
    body = JSON.stringify(g.body.json) ?? 'null';
    headers.set('content-type', g.body.type);
  } else if (g.body && 'file' in g.body && op.method !== 'get') {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: g.body.file }), 'f.png');
    body = form;
  }
  return new Request(url, { method: op.method.toUpperCase(), headers, body });
}

/** Why the contract forbids the request, or null when it allows it. */
function contractObjection(op: Operation, g: Generated): string | null {
  for (const p of op.parameters.filter((q) => q.in === 'path')) {
    const value = g.path[String(p.name)] ?? '';
    const schema = p.schema as Json;
    if (schema.type === 'integer') {
      // A server binds a long from plain digits only; Ajv's coercion would read '0x10' too.
      if (!/^(0|[1-9]\d*)$/.test(value)) return `path ${String(p.name)}=${value}`;
      const check = requestValidator(schema);
      if (!check(Number(value))) return `path ${String(p.name)}=${value}`;
    }
  }
  const queryParams = op.parameters.filter((q) => q.in === 'query');
  if (queryParams.length > 0) {
    // Blank values count as absent (the mock's choice, requestCheck.ts).
    const values = Object.fromEntries(
      Object.entries(g.query)
        .filter(
          (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
        )
        .map(([k, v]) => [
          k,
          (queryParams.find((q) => q.name === k)?.schema as Json).type === 'array'
            ? v.split(',')
            : v,
        ]),
    );
    const check = requestValidator(
      {
        type: 'object',
        properties: Object.fromEntries(queryParams.map((q) => [q.name, q.schema])),
        required: queryParams.filter((q) => q.required).map((q) => q.name),
      },
      true,
    );
    if (!check(values)) return `query ${errorsText(check)}`;
  }
  const content = (op.requestBody?.content ?? {}) as Record<string, Json>;
  const jsonSchema = content['application/json']?.schema;
  if (jsonSchema && op.method !== 'get') {
    if (!g.body || !('json' in g.body)) {
      if (op.requestBody?.required) return 'no JSON body';
    } else {
      if (g.body.type !== 'application/json') return `body as ${g.body.type}`;
      const check = requestValidator(jsonSchema);
      if (!check(g.body.json)) return `body ${errorsText(check)}`;
    }
  }
  if (!op.public && (g.auth === null || g.auth === 'not-a-session')) return 'no valid token';
  return null;
}

describe('the contract under generated requests', () => {
  it.each(operations.map((op, i) => [op.operationId, op, i] as const))(
    '%s: no 5xx, documented statuses and schemas, 2xx only for valid requests',
    async (_, op, i) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async (g) => {
          const request = await toRequest(op, g);
          const response = await send(request);
          const status = response.status;
          const what = `${op.method.toUpperCase()} ${request.url} → ${status}`;
          expect(status, what).toBeLessThan(500);
          expect(Object.keys(op.responses), `${what} is not documented`).toContain(String(status));
          const { types, validate } = responseOf(op, status);
          if (status !== 204) {
            const contentType = response.headers.get('content-type') ?? '';
            expect(
              types.some((t) => contentType.startsWith(t.replace('*', ''))),
              `${what} ${contentType}`,
            ).toBe(true);
            if (validate) {
              const data: unknown = await response.json();
              expect(
                validate(data),
                `${what}: ${errorsText(validate)} ${JSON.stringify(data).slice(0, 300)}`,
              ).toBe(true);
            }
          }
          if (status < 300) {
            const objection =
              g.auth === 'not-a-session' && !op.tokenless
                ? 'a token no session has'
                : contractObjection(op, g);
            expect(objection, `${what} for an invalid request`).toBeNull();
          }
        }),
        { seed: SEED + i, numRuns: RUNS, endOnFailure: true },
      );
    },
  );
});
