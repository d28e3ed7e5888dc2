// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineEntryCssPlugin, inlineStylesheets } from './inlineEntryCss.ts';

const html =
  '<head><link rel="stylesheet" crossorigin href="/assets/index-A1.css">' +
  '<link rel="stylesheet" crossorigin href="/assets/other-B2.css"></head>';

describe('inlineStylesheets', () => {
  it("writes the named stylesheet into the page and leaves the others' links", () => {
    const out = inlineStylesheets(html, new Map([['assets/index-A1.css', 'body{margin:0}']]));
    expect(out).toBe(
      '<head><style>body{margin:0}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/other-B2.css"></head>',
    );
  });

  it('cannot be closed early by the CSS it inlines', () => {
    const out = inlineStylesheets(
      html,
      new Map([['assets/index-A1.css', 'a{content:"</style>"}']]),
    );
    expect(out).toContain('<style>a{content:"<\\/style>"}</style>');
  });
});

/** Runs the plugin's index.html hook over `bundle` (a stand-in of rolldown's output). */
function runPlugin(bundle: Record<string, unknown>): string {
  const hook = inlineEntryCssPlugin().transformIndexHtml as {
    handler: (html: string, context: { bundle: Record<string, unknown> }) => string;
  };
  return hook.handler(
    '<head><link rel="stylesheet" crossorigin href="/assets/style-A1.css"></head>',
    { bundle },
  );
}

describe('inlineEntryCssPlugin', () => {
  it('writes the one stylesheet into the page and drops its file from the build', () => {
    const bundle: Record<string, unknown> = {
      'assets/style-A1.css': { type: 'asset', source: 'body{margin:0}' },
      'assets/index-B2.js': { type: 'chunk', viteMetadata: { importedCss: new Set() } },
    };
    expect(runPlugin(bundle)).toBe('<head><style>body{margin:0}</style></head>');
    expect(Object.keys(bundle)).toEqual(['assets/index-B2.js']);
  });

  it('fails the build when a chunk still loads CSS of its own (code splitting back on)', () => {
    const bundle = {
      'assets/style-A1.css': { type: 'asset', source: 'body{margin:0}' },
      'assets/Page-C3.js': {
        type: 'chunk',
        fileName: 'assets/Page-C3.js',
        viteMetadata: { importedCss: new Set(['assets/Page-D4.css']) },
      },
    };
    expect(() => runPlugin(bundle)).toThrow('assets/Page-C3.js loads CSS');
  });
});
