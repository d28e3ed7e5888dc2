/**
 * Vite plugin (build only): index.html fetches the first screen's code while the shell's script
 * downloads, not after it ran (issue 13: fewer round trips before a deep link's first data). It
 * modulepreloads the screen table with the chunks it imports and nuqs's adapter, which every
 * route loads (routes.tsx), and a small inline script preloads the chunk of the screen at
 * `location.pathname` (from screens.ts; no chunk has CSS of its own, build/inlineEntryCss.ts),
 * with the chunks it imports when they are few bytes (SMALL_CLOSURE_BYTES: `/`'s 8 kB, issue 24).
 * A list screen's closure (~105 kB, the registry kit) is not: preloaded from the HTML it made
 * the shell's own script arrive later on a slow phone (measured). It follows once the shell runs:
 * `api.isScreenTable` lets Vite's preload helper modulepreload every chunk a screen imports when
 * screens.ts imports it (first render, a sidebar link's hover), all at once rather than one level
 * of imports per round trip (issue 13: /punishments fetched its chunks nine levels deep). Node.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { CURRENT_ROUTE_JS } from './currentRoute.ts';

/** `'/path': async () => ({ Component: (await import('../features/….tsx'))` pairs of screens.ts. */
const SCREEN = /'(\/[^']*)':\s*async \(\) => \(\{\s*Component:\s*\(await import\('([^']+)'\)\)/g;

/** nuqs's adapter, which routes.tsx loads next to every screen. */
const NUQS_ADAPTER = 'nuqs/adapters/react-router/v7';

/**
 * The screens that the screen table's `source` (screens.ts) names: route path → the specifier of
 * its screen module, in the table's order. A screen written in another shape is not found (the
 * test beside this file checks that every route of the spec is).
 */
export function screenSpecifiers(source: string): Map<string, string> {
  return new Map(
    [...source.matchAll(SCREEN)].map(([, path = '', specifier = '']) => [path, specifier]),
  );
}

/**
 * The chunks `chunk` imports statically, at any depth, but the entry's (index.html loads it).
 * The screen table's are the API client and the fixed first calls (screens.ts `firstCalls`): a
 * modulepreload fetches only its own chunk, so without them the browser found them one level of
 * imports per round trip once the shell ran, before `/` could ask for its news (issue 13).
 */
export function staticImports(
  chunk: Rolldown.OutputChunk,
  chunks: Rolldown.OutputChunk[],
): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    const imported = chunks.find((c) => c.fileName === file);
    if (!imported || imported.isEntry || found.has(file)) return;
    found.add(file);
    imported.imports.forEach(visit);
  };
  chunk.imports.forEach(visit);
  return [...found];
}

/**
 * The most gzip bytes of a screen's imports that index.html preloads with the screen's chunk.
 * `/`'s (8 kB: the query hook, the skeleton, the carousel's helpers) then come beside the shell's
 * script instead of a round trip after it ran: with its news call sent from the HTML
 * (earlyCalls.ts), they were what the news photo's paint waited for (issue 24, Lighthouse mobile:
 * LCP 2.6-2.8 s → 2.2-2.5 s with both).
 */
export const SMALL_CLOSURE_BYTES = 16_000;

/**
 * The files index.html preloads for `screen` (an output chunk): its own, then the chunks it
 * imports at any depth that `inHtml` does not already name, if their gzip sizes add up to at most
 * `maxBytes`; else its own alone.
 */
export function screenPreloads(
  screen: Rolldown.OutputChunk,
  chunks: Rolldown.OutputChunk[],
  inHtml: ReadonlySet<string>,
  maxBytes = SMALL_CLOSURE_BYTES,
): string[] {
  const closure = staticImports(screen, chunks).filter((file) => !inHtml.has(file));
  const bytes = closure.reduce(
    (sum, file) => sum + gzipSync(chunks.find((c) => c.fileName === file)?.code ?? '').length,
    0,
  );
  return bytes <= maxBytes ? [screen.fileName, ...closure] : [screen.fileName];
}

/** What the plugin offers the build config (Vite's `plugin.api` convention). */
export interface RoutePreloadApi {
  /**
   * Whether `hostFile` (an output chunk's file name, as `build.modulePreload.resolveDependencies`
   * receives it) is the screen table's chunk. Known from the bundle's generation on: Vite resolves
   * preload dependencies after this plugin's `generateBundle`.
   */
  isScreenTable(hostFile: string): boolean;
}

/**
 * The plugin for the screen table at `screensFile` (absolute path). Fails the build when the
 * table names no screen or a screen has no chunk, so a changed table cannot silently drop it.
 */
export function routePreloadPlugin(screensFile: string): Plugin<RoutePreloadApi> {
  /** Route path → resolved module id of its screen. */
  const screens = new Map<string, string>();
  let adapterId = '';
  let screenTableFile: string | undefined;
  return {
    name: 'fbi-route-preload',
    apply: 'build',
    api: {
      isScreenTable: (hostFile) => hostFile === screenTableFile,
    },
    generateBundle(_options, bundle) {
      const table = Object.values(bundle).find(
        (item) => item.type === 'chunk' && item.facadeModuleId === screensFile,
      );
      if (!table) this.error(`route preload: no chunk for ${screensFile}`);
      screenTableFile = table.fileName;
    },
    async buildStart() {
      screens.clear();
      for (const [path, specifier] of screenSpecifiers(readFileSync(screensFile, 'utf8'))) {
        const resolved = await this.resolve(specifier, screensFile);
        if (!resolved) this.error(`route preload: cannot resolve ${specifier}`);
        screens.set(path, resolved.id);
      }
      if (screens.size === 0) this.error('route preload: screens.ts names no screen');
      const adapter = await this.resolve(NUQS_ADAPTER, screensFile);
      if (!adapter) this.error(`route preload: cannot resolve ${NUQS_ADAPTER}`);
      adapterId = adapter.id;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return undefined;
        const chunks = Object.values(bundle).filter(
          (item): item is Rolldown.OutputChunk => item.type === 'chunk',
        );
        const chunkOf = (id: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`route preload: no chunk for ${id}`);
          return chunk;
        };
        const table = chunkOf(screensFile);
        const files = [
          table.fileName,
          ...staticImports(table, chunks),
          chunkOf(adapterId).fileName,
        ];
        const always: HtmlTagDescriptor[] = [...new Set(files)].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head',
        }));
        const inHtml = new Set(files);
        const routes: Record<string, string[]> = {};
        for (const [path, id] of screens)
          routes[path] = screenPreloads(chunkOf(id), chunks, inHtml);
        const script =
          `(function(R){var F=R[${CURRENT_ROUTE_JS}];if(!F)return;F.forEach(function(f){` +
          `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
          `l.href='/'+f;document.head.appendChild(l)})})(${JSON.stringify(routes)})`;
        return [...always, { tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
