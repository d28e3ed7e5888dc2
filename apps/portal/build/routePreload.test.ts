// @vitest-environment node
import { readFileSync } from 'node:fs';
import { ROUTES } from '@fbi/domain';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { screenPreloads, screenSpecifiers, staticImports } from './routePreload.ts';

const screensSource = readFileSync(new URL('../src/app/screens.ts', import.meta.url), 'utf8');

describe('route preload', () => {
  it('finds the screen of every route of 01 §2 in screens.ts', () => {
    const screens = screenSpecifiers(screensSource);
    expect([...screens.keys()].sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });

  it("preloads the screen table's imports at every depth, once each, without the entry", () => {
    const chunk = (fileName: string, imports: string[], isEntry = false) =>
      ({ fileName, imports, isEntry }) as Rolldown.OutputChunk;
    const chunks = [
      chunk('index.js', ['shared.js'], true),
      chunk('screens.js', ['index.js', 'homeApi.js']),
      chunk('homeApi.js', ['index.js', 'client.js', 'queryKeys.js']),
      chunk('client.js', ['queryKeys.js']),
      chunk('queryKeys.js', []),
      chunk('shared.js', []),
    ];
    const [table] = chunks.filter((c) => c.fileName === 'screens.js');
    if (!table) throw new Error('no table');
    expect(staticImports(table, chunks).sort()).toEqual([
      'client.js',
      'homeApi.js',
      'queryKeys.js',
    ]);
  });

  it("preloads a screen's imports with it only when they are few bytes, and not those the HTML names", () => {
    const chunk = (fileName: string, imports: string[], code = '') =>
      ({ fileName, imports, isEntry: false, code }) as Rolldown.OutputChunk;
    const home = chunk('Home.js', ['skeleton.js', 'client.js']);
    const chunks = [
      chunk('index.js', [], ''),
      home,
      chunk('skeleton.js', ['useQuery.js'], 'export const a = 1;'),
      chunk('useQuery.js', [], 'export const b = 2;'),
      chunk('client.js', [], 'export const c = 3;'),
    ];
    const inHtml = new Set(['client.js']);
    expect(screenPreloads(home, chunks, inHtml, 1_000)).toEqual([
      'Home.js',
      'skeleton.js',
      'useQuery.js',
    ]);
    expect(screenPreloads(home, chunks, inHtml, 40)).toEqual(['Home.js']);
  });
});
