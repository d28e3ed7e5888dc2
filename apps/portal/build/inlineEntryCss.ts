/**
 * Vite plugin (build only): the portal's one stylesheet (all of its CSS, `build.cssCodeSplit`
 * off: ~50 kB, ~7 kB gzip) is written into index.html as a `<style>` instead of a `<link>`, and
 * the file is dropped from the build. Nothing render-blocking is fetched before the first paint
 * (the header bar paints as soon as the HTML is in), and no lazy chunk appends a stylesheet of
 * its own when it loads: on a slow phone each append was a style recalculation inside the first
 * screen's long tasks, and a route waited for its CSS file before it ran (issue 13). Node.
 */
import type { Plugin, Rolldown } from 'vite';

/** `<link rel="stylesheet" … href="/assets/….css">` as Vite writes it into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * The html with each stylesheet link of `inline` (file names to CSS source) replaced by a
 * `<style>` of that source; other links unchanged.
 */
export function inlineStylesheets(html: string, inline: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = inline.get(file);
    return css === undefined ? link : `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
}

/**
 * The plugin. Fails the build when index.html links no stylesheet of the build, or when a chunk
 * still loads CSS of its own (CSS code splitting turned back on: its files would be dropped).
 */
export function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'fbi-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return undefined;
        const files = [...html.matchAll(STYLESHEET_LINK)]
          .map(([, file = '']) => file)
          .filter((file) => bundle[file]?.type === 'asset');
        if (files.length === 0) throw new Error('inline css: index.html links no stylesheet');
        const chunkCss = Object.values(bundle).filter(
          (item): item is Rolldown.OutputChunk =>
            item.type === 'chunk' && (item.viteMetadata?.importedCss.size ?? 0) > 0,
        );
        if (chunkCss.length > 0)
          throw new Error(`inline css: ${chunkCss[0]?.fileName} loads CSS (cssCodeSplit is on)`);
        const inline = new Map<string, string>();
        for (const file of files) {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`inline css: no asset ${file}`);
          inline.set(file, String(asset.source));
          // Rollup's way to leave a file out of the output.
          Reflect.deleteProperty(bundle, file);
        }
        return inlineStylesheets(html, inline);
      },
    },
  };
}
