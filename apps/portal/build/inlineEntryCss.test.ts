// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineEntryCss.ts';

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
