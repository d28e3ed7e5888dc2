#!/usr/bin/env node
// The JavaScript budgets of the real-server build (README "Budgets"), measured on apps/portal/dist
// as `npm run size` (or the end-to-end run) leaves it (built with VITE_API_BASE_URL set):
// - initial: index.html's module script and all it imports statically, ≤ 120 kB gzip in total;
//   with every chunk index.html modulepreloads (the screen table, its imports, nuqs's adapter),
//   ≤ 130 kB (PRELOADED_BUDGET);
// - what the shell loads by itself before any route is chosen: the screen table (index.html
//   preloads it beside the entry, routes.tsx requests it as it starts) and the list-screen kit it
//   prefetches once the page has settled (layout/settledPrefetch.ts); printed for information;
// - each route on its first visit from the shell: its screen chunk, nuqs's adapter that wraps
//   every screen, and all they import statically, less what the shell has loaded: ≤ 60 kB gzip
//   (/stats, with its charts, ≤ 80 kB; issue 13). The same route opened by a deep link before the
//   shell was idle also fetches the kit: printed for information;
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
/**
 * The initial JS with every chunk index.html modulepreloads (issue 24 asks ≤ 120 kB for this
 * count; see below why it is not met): held at today's figure so it cannot grow unnoticed.
 */
const PRELOADED_BUDGET = 130 * KB;
const ROUTE_BUDGET = 60 * KB;
/** Routes with a larger first-visit budget (issue 13: /stats draws charts). */
const ROUTE_BUDGETS = { 'src/features/stats/StatsPage.tsx': 80 * KB };

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

// What the browser runs before any screen: index.html's module script and its static imports.
// The route preloads of index.html (apps/portal/build/routePreload.ts: the screen table, nuqs's
// adapter, the opened screen) load beside it and are counted with the shell and the routes below.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((m) => m[1]);
const initial = new Set();
for (const [key, chunk] of chunks) if (entryFiles.includes(chunk.file)) closure(key, initial);
if (initial.size === 0) fail('index.html loads no script; is this a Vite build?');
// Issue 24 asks for the initial JS to count every chunk index.html modulepreloads too. That count
// was 130.2 kB already on the commit the issue was filed on (9048d5d), not the 122 kB it states,
// so it has a budget of its own at today's figure (PRELOADED_BUDGET). Meeting 120 kB by a shell
// without react-aria (native header and sidebar controls: 118.0 kB that way, b573c17) made
// Lighthouse mobile on / worse (medians 75/71/80 against 80/86/84, LCP +0.3 s: the first screen
// then waits a round trip more for react-aria), so it was reverted. React, react-dom and the
// router alone are ~77 kB of it, react-aria's press, focus and link code ~17 kB. The router's
// share fell by 4.3 kB (133.2 → 128.9 kB) once its unused components could be shaken out
// (apps/portal/build/pureReactRouter.ts); this budget fails if they come back.
const preloadFiles = [...html.matchAll(/<link\b[^>]*>/g)]
  .map(([tag]) => tag)
  .filter((tag) => /\srel="modulepreload"/.test(tag))
  .map((tag) => /\shref="\/?([^"]+\.js)"/.exec(tag)?.[1])
  .filter((file) => file !== undefined);
const withPreloads = new Set(initial);
for (const [key, chunk] of chunks)
  if (preloadFiles.includes(chunk.file)) closure(key, withPreloads);

// screens.ts names every screen chunk; routes.tsx requests that table as the shell starts and
// loads nuqs's adapter with every screen; settledPrefetch.ts names what the shell fetches once the page has settled.
const importsOf = (/** @type {string} */ file) =>
  [
    ...readFileSync(path.join(app, 'src/app', file), 'utf8').matchAll(/import\(\s*'([^']+)'\s*\)/g),
  ].map((m) => [path.posix.dirname(path.posix.join('src/app', file)), m[1]]);
const keyOf = (/** @type {string[]} */ [dir, specifier]) =>
  specifier.startsWith('.')
    ? path.posix.join(dir, specifier)
    : chunks.find(([key]) => key.includes(`node_modules/${specifier.split('/')[0]}/`))?.[0];
const screenImports = importsOf('screens.ts');
const routeImports = importsOf('routes.tsx');
const idleImports = importsOf('layout/settledPrefetch.ts');
const allImports = [...screenImports, ...routeImports, ...idleImports];
for (const specifier of allImports) {
  const key = keyOf(specifier);
  if (!key || !manifest[key]) fail(`no chunk for import('${specifier[1]}').`);
}
const screenKeys = screenImports.map(keyOf);
const screenTableKey = path.posix.join('src/app', 'screens.ts');
const companionKeys = routeImports.map(keyOf).filter((key) => key !== screenTableKey);
const startupKeys = [screenTableKey, ...idleImports.map(keyOf)];

/** @type {[string, string[], number | null][]} */
const rows = [['initial (entry + its imports)', [...initial], INITIAL_BUDGET]];
rows.push(['  with what index.html modulepreloads', [...withPreloads], PRELOADED_BUDGET]);
const label = (/** @type {string} */ key) => key.replace(/^(\.\.\/)+.*node_modules\//, '');
const byShell = new Set(initial);
for (const key of startupKeys) closure(key, byShell);
rows.push([
  'shell before a route (screen table, idle list kit)',
  [...byShell].filter((f) => !initial.has(f)),
  null,
]);
for (const key of new Set(screenKeys)) {
  const visit = new Set();
  for (const k of [key, ...companionKeys]) closure(k, visit);
  const budget = ROUTE_BUDGETS[key] ?? ROUTE_BUDGET;
  rows.push([`route ${label(key)}`, [...visit].filter((f) => !byShell.has(f)), budget]);
  rows.push([
    '  by a deep link, list kit included',
    [...visit].filter((f) => !initial.has(f)),
    null,
  ]);
}
for (const [key, chunk] of chunks) {
  if (!chunk.isDynamicEntry || screenKeys.includes(key) || companionKeys.includes(key)) continue;
  if (startupKeys.includes(key)) continue;
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
