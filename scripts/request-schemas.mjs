#!/usr/bin/env node
// Writes mocks/src/http/requestSchemas.generated.ts from openapi.yaml: per operation, the JSON
// request body's schema (and whether a body is required) and its query parameters, with the
// component schemas they use, whole: types, enums, formats, `required`, lengths, bounds and
// patterns. Only annotations are dropped. The mock checks calls against it
// (mocks/src/http/requestCheck.ts), first for JSON types alone, then in full, where a failure
// still lets the domain validator name the field with the spec's message when it has one.
// `--check` compares instead of writing (run by `npm run api:check`).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outRel = 'mocks/src/http/requestSchemas.generated.ts';
const doc = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete'];
/** Keywords that only describe: they check nothing, so the generated module goes without them. */
const ANNOTATIONS = new Set([
  'description',
  'examples',
  'example',
  'default',
  'title',
  'deprecated',
  '$comment',
]);
const SUBSCHEMA_LISTS = new Set(['oneOf', 'anyOf', 'allOf']);
const used = new Set();
const definitions = {};
const operations = {};

/** The schema without annotations, component refs pointed at `definitions`. */
function checked(schema) {
  if (typeof schema !== 'object' || schema === null) return schema;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (!used.has(name)) {
      used.add(name);
      definitions[name] = checked(doc.components.schemas[name]);
    }
    return { $ref: `#/definitions/${name}` };
  }
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, checked(sub)]),
      );
    } else if (SUBSCHEMA_LISTS.has(key)) {
      out[key] = value.map(checked);
    } else if (key === 'items' || (key === 'additionalProperties' && typeof value === 'object')) {
      out[key] = checked(value);
    } else if (!ANNOTATIONS.has(key)) {
      out[key] = value;
    }
  }
  return out;
}

for (const [route, item] of Object.entries(doc.paths)) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    const entry = {};
    const body = op.requestBody?.content?.['application/json']?.schema;
    if (body) {
      entry.body = checked(body);
      if (op.requestBody.required) entry.bodyRequired = true;
    }
    const query = (op.parameters ?? [])
      .map((p) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p))
      .filter((p) => p.in === 'query');
    if (query.length > 0) {
      const required = query.filter((p) => p.required).map((p) => p.name);
      entry.query = {
        type: 'object',
        properties: Object.fromEntries(query.map((p) => [p.name, checked(p.schema)])),
        ...(required.length > 0 ? { required } : {}),
      };
    }
    if (Object.keys(entry).length > 0) operations[`${method} ${route}`] = entry;
  }
}

const source = `// Generated from openapi.yaml by \`npm run api:generate\` (scripts/request-schemas.mjs). Do not edit.
/**
 * The contract's schema of each operation's request (body and query), keyed by \`method path\`,
 * as JSON Schema (2020-12, OpenAPI 3.1's dialect) with refs into \`definitions\`; \`bodyRequired\`
 * when the operation needs a body. Read by mocks/src/http/requestCheck.ts.
 */
export const REQUEST_SCHEMAS: {
  definitions: Record<string, object>;
  operations: Record<string, { body?: object; bodyRequired?: boolean; query?: object }>;
} = ${JSON.stringify({ definitions, operations })};
`;
const formatted = execFileSync(
  path.join(root, 'node_modules', '.bin', 'prettier'),
  ['--stdin-filepath', outRel],
  { cwd: root, input: source, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);

const outPath = path.join(root, outRel);
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(outPath, 'utf8');
  } catch {
    // Missing counts as different.
  }
  if (committed !== formatted) {
    console.error(
      `api:check failed: ${outRel} does not match openapi.yaml.\n` +
        'Run `npm run api:generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log(`api:check: ${outRel} matches openapi.yaml.`);
} else {
  writeFileSync(outPath, formatted);
}
