import { rolldown, type Plugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { pureReactRouter } from './pureReactRouter.ts';

/** What the shell imports from the router (app/router.tsx, app/layout). */
const SHELL_IMPORTS = `
import { BrowserRouter, Navigate, Outlet, Route, Routes, useHref, useLocation, useNavigate } from 'react-router-dom';
export { BrowserRouter, Navigate, Outlet, Route, Routes, useHref, useLocation, useNavigate };
`;

/** The shell's router imports bundled and minified as a build does, with or without the plugin. */
async function bundleShellRouter(withPlugin: boolean): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === 'shell' ? id : null),
    load: (id) => (id === 'shell' ? SHELL_IMPORTS : null),
  };
  const pure: Plugin = { name: 'pure', transform: (code, id) => pureReactRouter(code, id) };
  const bundle = await rolldown({
    input: 'shell',
    cwd: import.meta.dirname,
    platform: 'browser',
    logLevel: 'silent',
    external: ['react', 'react-dom'],
    plugins: withPlugin ? [entry, pure] : [entry],
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  return output[0].code;
}

describe('pureReactRouter', () => {
  it('leaves Link, NavLink and Form (and their prefetching) out of a bundle of the routing the shell uses', async () => {
    const [before, after] = await Promise.all([bundleShellRouter(false), bundleShellRouter(true)]);
    expect(before).toContain('application/x-www-form-urlencoded');
    expect(after).not.toContain('application/x-www-form-urlencoded');
    expect(after).not.toContain('`Link`');
    expect(after).not.toContain('"Link"');
    expect(after.length).toBeLessThan(before.length * 0.8);
    // What the shell renders is still there.
    expect(after).toContain('BrowserRouter');
  });

  it("rewrites react-router's own files only", () => {
    const code = 'var Link = React10.forwardRef(() => null);\nLink.displayName = "Link";\n';
    expect(pureReactRouter(code, '/x/node_modules/some-lib/dist/index.mjs')).toBeNull();
    const out = pureReactRouter(code, '/x/node_modules/react-router/dist/development/chunk-A.mjs');
    expect(out?.code).toBe('var Link = /* @__PURE__ */ React10.forwardRef(() => null);\n\n');
  });
});
