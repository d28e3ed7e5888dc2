/**
 * Vite plugin (build only): Vite's preload helper appends a screen's `<link rel="modulepreload">`s
 * a few per task instead of all in one. When screens.ts imports a screen, the helper appends one
 * link per chunk the screen imports (vite.config.ts `modulePreload`), ~50 for a registry, inside
 * the microtask that asked for the screen: traced at Lighthouse's 4× CPU on /punishments by a
 * deep link, that was one 110-230 ms task after the first paint, most of the list page's Total
 * Blocking Time (issue 24). Appended from timers, 3 at a time (8 took 14 ms of an unthrottled
 * task, 4× that on the slow phone), no task runs past 50 ms and the fetches still start within
 * milliseconds of each other. The helper's promise still settles
 * when the links do: nothing waits on a link's insertion but its load, which follows it. Node.
 */
import type { Plugin } from 'vite';

/** The helper's one append of a preload link, as Vite's source writes it. */
const APPEND = 'document.head.appendChild(link);';

/** Links appended per task. */
export const LINKS_PER_TASK = 3;

/** What replaces the helper's append: a queue flushed `LINKS_PER_TASK` at a time from timers. */
const QUEUE =
  `const fbiPendingLinks = [];` +
  `function fbiFlushLinks() {` +
  `for (const link of fbiPendingLinks.splice(0, ${LINKS_PER_TASK})) document.head.appendChild(link);` +
  `if (fbiPendingLinks.length > 0) setTimeout(fbiFlushLinks, 0);` +
  `}` +
  `function fbiAppendLink(link) {` +
  `if (fbiPendingLinks.push(link) === 1) setTimeout(fbiFlushLinks, 0);` +
  `}`;

/**
 * The helper's `code` with its append queued. Throws when the append is not found once, so a Vite
 * whose helper changed fails the build instead of silently losing the batching.
 */
export function batchPreloadAppends(code: string): string {
  const parts = code.split(APPEND);
  if (parts.length !== 2) {
    throw new Error(`batched preload: expected one \`${APPEND}\` in Vite's preload helper`);
  }
  return `${QUEUE}${parts.join('fbiAppendLink(link);')}`;
}

/** The plugin: rewrites the helper module as it is built. */
export function batchedPreloadPlugin(): Plugin {
  return {
    name: 'fbi-batched-preload',
    apply: 'build',
    transform: {
      // Vite's virtual module of the helper (its `preloadHelperId`).
      filter: { id: { include: [/^\0vite\/preload-helper\.js$/] } },
      handler: (code) => ({ code: batchPreloadAppends(code), map: null }),
    },
  };
}
