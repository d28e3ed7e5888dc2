#!/usr/bin/env node
// The JavaScript budgets of the real-server build (README "Budgets"), measured on apps/portal/dist
// as `npm run size` leaves it (built with VITE_API_BASE_URL set):
// - initial: the entry script plus every chunk index.html modulepreloads, ≤ 120 kB gzip in total;
// - each route on its first visit: its screen chunk, what routes.tsx loads with every screen (the
//   screen table, nuqs's adapter), and all they import statically, less what is already initial.
//   Of that, the route's own chunks (those no other route loads) ≤ 60 kB gzip. The chunks two or
//   more routes share (the design system's table, select, popover, date fields: the list-screen
//   kit, each fetched once for all routes) and each first-visit total are printed for
//   information: with 28 screens the shared set is a union no single visit loads, and the
//   first-visit budgets of the whole portal are issue 13's;
// - every other lazy chunk (modals, the profile menu, toasts) on first open, less what its importer
//   already loaded: listed for information, without a budget of its own.
// Prints a table and exits 1 when a budget is exceeded. Sizes are zlib's default gzip level, the
// figure Vite prints; 1 kB = 1000 bytes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const INITIAL_BUDGET = 120 * KB;
const LAZY_BUDGET = 60 * KB;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.join(root, 'apps/portal');
const dist = path.join(app, 'dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const fail = (/** @type {string} */ message) => {
  console.error(`check-size: ${message}`);
  process.exit(1);
};
if (!existsSync(manifestPath)) fail(`${manifestPath} is missing; run \`npm run size\`.`);

/** @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }} Chunk */
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const chunks = Object.entries(manifest);
if (chunks.some(([key]) => key.includes('mocks/'))) {
  fail('the build contains the mock; build with VITE_API_BASE_URL set.');
}

/** @type {Map<string, number>} */
const gzipCache = new Map();
function gzipOf(/** @type {string} */ file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}
const kB = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} kB`;

/** The JS files of chunk `key` and of everything it imports statically, transitively. */
function closure(/** @type {string} */ key, /** @type {Set<string>} */ into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}

// What the browser fetches before any screen: index.html's module script and modulepreloads.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scriptOrPreload =
  /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g;
const initial = new Set([...html.matchAll(scriptOrPreload)].map((m) => m[1]));
if (initial.size === 0) fail('index.html loads no script; is this a Vite build?');

// screens.ts names every screen chunk; routes.tsx loads that table and, with every screen, the
// libraries it wraps screens in (nuqs).
const importsOf = (/** @type {string} */ file) =>
  [
    ...readFileSync(path.join(app, 'src/app', file), 'utf8').matchAll(/import\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1]);
const keyOf = (/** @type {string} */ specifier) =>
  specifier.startsWith('.')
    ? path.posix.join('src/app', specifier)
    : chunks.find(([key]) => key.includes(`node_modules/${specifier.split('/')[0]}/`))?.[0];
const screenImports = importsOf('screens.ts');
const companionImports = importsOf('routes.tsx');
const screenKeys = screenImports.map(keyOf);
const companionKeys = companionImports.map(keyOf);
const allImports = [...screenImports, ...companionImports];
for (const [i, key] of [...screenKeys, ...companionKeys].entries()) {
  if (!key || !manifest[key]) fail(`no chunk for import('${allImports[i]}').`);
}

/** @type {[string, string[], number | null][]} */
const rows = [['initial (entry + modulepreload)', [...initial], INITIAL_BUDGET]];
const label = (/** @type {string} */ key) => key.replace(/^(\.\.\/)+.*node_modules\//, '');
const visits = screenKeys.map((key) => {
  const visit = new Set();
  for (const k of [key, ...companionKeys]) closure(k, visit);
  return [key, [...visit].filter((f) => !initial.has(f))];
});
/** Files that two or more routes load: the shared list-screen kit. */
const routesOf = new Map();
for (const [, files] of visits) for (const f of files) routesOf.set(f, (routesOf.get(f) ?? 0) + 1);
const shared = [...routesOf].filter(([, n]) => n > 1).map(([f]) => f);
rows.push(['shared by routes (each fetched once)', shared, null]);
for (const [key, files] of visits) {
  rows.push([`route ${label(key)} (own)`, files.filter((f) => !shared.includes(f)), LAZY_BUDGET]);
  rows.push([`  first visit, shared included`, files, null]);
}
for (const [key, chunk] of chunks) {
  if (!chunk.isDynamicEntry || screenKeys.includes(key) || companionKeys.includes(key)) continue;
  const importer = chunks.find(([, c]) => c.dynamicImports?.includes(key))?.[0];
  const loaded = importer ? closure(importer, new Set(initial)) : initial;
  rows.push([`lazy ${label(key)}`, [...closure(key)].filter((f) => !loaded.has(f)), null]);
}

const width = Math.max(...rows.map(([name]) => name.length));
console.log(
  `${'chunk group'.padEnd(width)}  files  ${'gzip'.padStart(9)}  ${'budget'.padStart(9)}`,
);
let over = false;
for (const [name, files, budget] of rows) {
  const size = files.reduce((n, f) => n + gzipOf(f), 0);
  const isOver = budget !== null && size > budget;
  over ||= isOver;
  const limit = budget === null ? '—' : kB(budget);
  const cells = [String(files.length).padStart(5), kB(size).padStart(9), limit.padStart(9)];
  console.log(`${name.padEnd(width)}  ${cells.join('  ')}${isOver ? '  OVER' : ''}`);
}
if (over) fail('a JavaScript budget is exceeded (README "Budgets").');
