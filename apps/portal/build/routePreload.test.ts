// @vitest-environment node
import { readFileSync } from 'node:fs';
import { ROUTES } from '@fbi/domain';
import { describe, expect, it } from 'vitest';
import { screenSpecifiers } from './routePreload.ts';

const screensSource = readFileSync(new URL('../src/app/screens.ts', import.meta.url), 'utf8');

describe('route preload', () => {
  it('finds the screen of every route of 01 §2 in screens.ts', () => {
    const screens = screenSpecifiers(screensSource);
    expect([...screens.keys()].sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });
});
