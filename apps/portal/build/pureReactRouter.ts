/**
 * Vite plugin (build only): the parts of react-router the portal never renders leave the shell.
 * react-router ships one ESM chunk in which each component is declared as
 * `var Link = React.forwardRef(…)` and then named with `Link.displayName = "Link"`: a call into
 * React (CommonJS, so the bundler cannot tell it is pure) and a property write. Both count as side
 * effects, so Link, NavLink, Form, their framework-mode prefetching and RSC redirects stayed in
 * the entry although the portal renders none of them: 4.8 kB gzip of its initial JS (issue 24,
 * README "Budgets"). In react-router's own files only, the plugin marks React's
 * `forwardRef` / `createContext` / `memo` calls pure (they are: each returns a new object and
 * touches nothing else) and drops the `displayName` writes, which only name components in
 * React's developer tools. Node.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** react-router's bundled sources, the only files the plugin rewrites. */
const REACT_ROUTER_FILE = /\/node_modules\/react-router\/dist\/.+\.mjs$/;
/** A top-level or nested `Name.displayName = "…";` statement on a line of its own. */
const DISPLAY_NAME = /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** A call of one of React's pure factories through react-router's namespace imports. */
const PURE_CALL = /\bReact\d*\.(?:forwardRef|createContext|memo)\(/g;

/**
 * The rewrite of one module: `code` with the pure annotations added and the `displayName`
 * writes removed, with its source map; null when `id` is not react-router's or nothing matched.
 */
export function pureReactRouter(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!REACT_ROUTER_FILE.test(id.split('?')[0] ?? '')) return null;
  const out = new MagicString(code);
  for (const match of code.matchAll(PURE_CALL)) out.appendLeft(match.index, '/* @__PURE__ */ ');
  for (const match of code.matchAll(DISPLAY_NAME)) {
    out.remove(match.index, match.index + match[0].length);
  }
  if (!out.hasChanged()) return null;
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

/** The plugin: `pureReactRouter` on every module of a build. */
export function pureReactRouterPlugin(): Plugin {
  return {
    name: 'fbi-pure-react-router',
    apply: 'build',
    transform: (code, id) => pureReactRouter(code, id),
  };
}
