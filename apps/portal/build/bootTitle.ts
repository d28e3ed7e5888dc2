/**
 * Vite plugin (build only): index.html's boot page shows the opened route's title before any
 * script has loaded (issue 13). A small inline script after `#root` writes the title of the route
 * at `location.pathname` (01 §2 titles, `ROUTES` of @fbi/domain) into the boot page's
 * `#boot-title` (styles: Layout.css.ts). The title is a list page's largest paint, so it no longer
 * waits for the shell's and the screen's scripts; React replaces it with the screen's own heading
 * of the same text and size on its first render. Not for `/`, whose page opens with the news
 * carousel rather than its route title. Node.
 */
import { ROUTES } from '@fbi/domain';
import type { Plugin } from 'vite';
import { CURRENT_ROUTE_JS } from './currentRoute.ts';

/** The id of the boot page's heading in index.html. */
export const BOOT_TITLE_ID = 'boot-title';

/** Route path → title, for every route whose screen opens with its title (all but `/`). */
export function bootTitles(): Record<string, string> {
  return Object.fromEntries(
    ROUTES.filter((route) => route.path !== '/').map((route) => [route.path, route.title]),
  );
}

/**
 * The inline script: looks up `location.pathname` (a trailing slash ignored) in `titles` and
 * writes it into the boot heading; an unknown path leaves the heading empty.
 */
export function bootTitleScript(titles: Record<string, string>): string {
  return (
    `(function(T){var p=${CURRENT_ROUTE_JS};` +
    `var h=document.getElementById(${JSON.stringify(BOOT_TITLE_ID)});` +
    `if(h&&Object.prototype.hasOwnProperty.call(T,p))h.textContent=T[p]})(${JSON.stringify(titles)})`
  );
}

/** The plugin; fails the build when index.html has no boot heading to write into. */
export function bootTitlePlugin(): Plugin {
  return {
    name: 'fbi-boot-title',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(`id="${BOOT_TITLE_ID}"`)) {
          throw new Error(`boot title: index.html has no #${BOOT_TITLE_ID}`);
        }
        return [{ tag: 'script', children: bootTitleScript(bootTitles()), injectTo: 'body' }];
      },
    },
  };
}
