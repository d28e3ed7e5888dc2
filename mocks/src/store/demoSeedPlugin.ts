/**
 * Vite plugin of the portal's demo build: replaces defaultSeed.ts (faker) with the very same data
 * generated at build time as JSON, so the browser's mock chunk carries neither faker nor the
 * seeders (issue 13: the mock's weight leaves the critical path). Runs in node only.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Absolute path of the module replaced (not `new URL(…, import.meta.url)`: Vite rewrites that). */
export const DEFAULT_SEED_MODULE = join(dirname(fileURLToPath(import.meta.url)), 'defaultSeed.ts');

/** The default store's faker seed for `now` (epoch ms) as compact JSON (about 1 MB, 180 kB gzip). */
export async function demoSeedJson(now: number): Promise<string> {
  // Loaded on demand: a real-server build never runs faker while reading its config.
  const { defaultSeed } = await import('./defaultSeed.ts');
  return JSON.stringify(defaultSeed(now));
}

/**
 * The module that stands in for defaultSeed.ts: {@link demoSeedJson} of `now` (epoch ms),
 * re-dated on load by seedJson.ts. A string given to JSON.parse loads faster than the same data
 * as an object literal.
 */
export async function demoSeedModule(now: number): Promise<string> {
  const json = await demoSeedJson(now);
  return [
    "import { seedFromJson } from './seedJson.ts';",
    `const SEEDED_AT = ${now};`,
    `const SEED = ${JSON.stringify(json)};`,
    'export function defaultSeed(now) {',
    '  return seedFromJson(SEED, SEEDED_AT, now);',
    '}',
    '',
  ].join('\n');
}

/** The plugin: loads {@link demoSeedModule} of the build's start time in place of defaultSeed.ts. */
export function demoSeedPlugin(): Plugin {
  let code: Promise<string> | null = null;
  return {
    name: 'fbi-demo-seed',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== DEFAULT_SEED_MODULE) return null;
      code ??= demoSeedModule(Date.now());
      return code;
    },
  };
}
