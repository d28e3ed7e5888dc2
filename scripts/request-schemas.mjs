#!/usr/bin/env node
// Writes mocks/src/http/requestSchemas.generated.ts from openapi.yaml: per operation, the JSON
// request body's schema and its query parameters, with the component schemas they use. The mock
// checks calls against it (types, enums, formats, items), so only those keywords are kept:
// `required`, patterns, lengths and bounds stay with the domain validators, whose Russian
// messages the spec prescribes. A blank string passes an enum, so the validator names the empty
// field. `--check` compares instead of writing (run by `npm run api:check`).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outRel = 'mocks/src/http/requestSchemas.generated.ts';
const doc = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete'];
/** Keywords that say what JSON type a value has; the rest are left to the domain validators. */
const KEPT = new Set(['type', 'enum', 'const', 'format', 'items', 'additionalProperties']);
const SUBSCHEMA_LISTS = new Set(['oneOf', 'anyOf', 'allOf']);
const used = new Set();
const definitions = {};
const operations = {};

/** The schema with only the type keywords, component refs pointed at `definitions`. */
function typesOnly(schema) {
  if (typeof schema !== 'object' || schema === null) return schema;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (!used.has(name)) {
      used.add(name);
      definitions[name] = typesOnly(doc.components.schemas[name]);
    }
    return { $ref: `#/definitions/${name}` };
  }
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, typesOnly(sub)]),
      );
    } else if (SUBSCHEMA_LISTS.has(key)) {
      out[key] = value.map(typesOnly);
    } else if (key === 'items' || (key === 'additionalProperties' && typeof value === 'object')) {
      out[key] = typesOnly(value);
    } else if (KEPT.has(key)) {
      out[key] = value;
    }
  }
  if (Array.isArray(out.enum) && out.enum.every((v) => typeof v === 'string' || v === null)) {
    const { enum: values, ...rest } = out;
    return { ...rest, anyOf: [{ enum: values }, { type: 'string', pattern: '^\\s*$' }] };
  }
  return out;
}

for (const [route, item] of Object.entries(doc.paths)) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    const entry = {};
    const body = op.requestBody?.content?.['application/json']?.schema;
    if (body) entry.body = typesOnly(body);
    const query = (op.parameters ?? [])
      .map((p) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p))
      .filter((p) => p.in === 'query');
    if (query.length > 0) {
      entry.query = {
        type: 'object',
        properties: Object.fromEntries(query.map((p) => [p.name, typesOnly(p.schema)])),
      };
    }
    if (Object.keys(entry).length > 0) operations[`${method} ${route}`] = entry;
  }
}

const source = `// Generated from openapi.yaml by \`npm run api:generate\` (scripts/request-schemas.mjs). Do not edit.
/**
 * The JSON types of each operation's request (body and query), keyed by \`method path\`, as JSON
 * Schema (draft-07) with refs into \`definitions\`. Read by mocks/src/http/requestCheck.ts.
 */
export const REQUEST_SCHEMAS: {
  definitions: Record<string, object>;
  operations: Record<string, { body?: object; query?: object }>;
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
