#!/usr/bin/env node
// Fails when packages/api/src/schema.d.ts is not what `npm run api:generate` makes from openapi.yaml.
// It regenerates into a temporary file with the same CLI, formats it the way the committed file is
// formatted (prettier with the repository's config, as if it were the committed path), and compares.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const committedRel = 'packages/api/src/schema.d.ts';
const committedPath = path.join(root, committedRel);

const tmp = mkdtempSync(path.join(tmpdir(), 'api-check-'));
try {
  const generatedPath = path.join(tmp, 'schema.d.ts');
  execFileSync(bin('openapi-typescript'), ['openapi.yaml', '-o', generatedPath], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // --stdin-filepath makes prettier resolve .prettierrc.json exactly as for the committed file.
  const formatted = execFileSync(bin('prettier'), ['--stdin-filepath', committedRel], {
    cwd: root,
    input: readFileSync(generatedPath, 'utf8'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

  let committed;
  try {
    committed = readFileSync(committedPath, 'utf8');
  } catch {
    fail(`${committedRel} is missing.`);
  }
  if (committed !== formatted) {
    const a = committed.split('\n');
    const b = formatted.split('\n');
    let line = 0;
    while (line < Math.max(a.length, b.length) && a[line] === b[line]) line += 1;
    fail(
      `${committedRel} does not match openapi.yaml (first difference at line ${line + 1}):\n` +
        `  committed: ${JSON.stringify(a[line] ?? '<end of file>')}\n` +
        `  expected:  ${JSON.stringify(b[line] ?? '<end of file>')}`,
    );
  }
  console.log(`api:check: ${committedRel} matches openapi.yaml.`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

/** Prints the problem with the fix and exits non-zero. */
function fail(message) {
  console.error(
    `api:check failed: ${message}\nRun \`npm run api:generate\` and commit the result.`,
  );
  process.exit(1);
}
