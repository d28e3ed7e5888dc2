/**
 * Vite plugin (build only): the entry's stylesheet (the shell's CSS, ~10 kB, ~2.6 kB gzip) is
 * written into index.html as a `<style>` instead of a `<link>`, so nothing render-blocking is
 * fetched before the first paint: the header bar paints as soon as the HTML is in, one round
 * trip sooner on a slow phone (issue 13, First Contentful Paint). The lazy chunks' CSS still
 * loads as files. Node.
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

/** The plugin; fails the build when the entry has no stylesheet to inline (a changed setup). */
export function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'fbi-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return undefined;
        const entry = Object.values(bundle).find(
          (item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry,
        );
        const files = [...(entry?.viteMetadata?.importedCss ?? [])];
        if (files.length === 0) throw new Error('inline entry css: the entry has no stylesheet');
        const inline = new Map<string, string>();
        for (const file of files) {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`inline entry css: no asset ${file}`);
          inline.set(file, String(asset.source));
          // Lazy chunks list the entry's CSS among the files to load before they run (Vite keeps
          // every CSS dependency), so the file stays, emptied: its rules are in the page already,
          // and loading them again at the end of <head> would reorder the cascade.
          asset.source = `/* ${file}: inlined into index.html (build/inlineEntryCss.ts) */\n`;
        }
        return inlineStylesheets(html, inline);
      },
    },
  };
}
