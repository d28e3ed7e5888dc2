// @vitest-environment node
import { readFileSync } from 'node:fs';
import { ROUTES } from '@fbi/domain';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { screenSpecifiers, staticImports } from './routePreload.ts';

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
});
