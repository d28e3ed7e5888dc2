import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEED_MODULE,
  demoSeedJson,
  demoSeedModule,
  demoSeedPlugin,
} from './demoSeedPlugin.ts';
import { seedData } from './seed/index.ts';
import { seedFromJson } from './seedJson.ts';
import { DEFAULT_SEED } from './store.ts';

const DAY_MS = 86_400_000;
const BUILT_AT = Date.parse('2026-11-21T09:30:00.000Z');

describe('the demo build seed (build-time JSON instead of faker in the browser)', () => {
  it('is the faker seed of DEFAULT_SEED, record for record, when loaded at build time', async () => {
    const json = await demoSeedJson(BUILT_AT);
    expect(seedFromJson(json, BUILT_AT, BUILT_AT)).toEqual(
      seedData({ seed: DEFAULT_SEED, now: BUILT_AT }),
    );
  });

  it('loaded days after the build equals the faker seed of that day', async () => {
    const json = await demoSeedJson(BUILT_AT);
    for (const days of [3, 40]) {
      const now = BUILT_AT + days * DAY_MS;
      expect(seedFromJson(json, BUILT_AT, now)).toEqual(seedData({ seed: DEFAULT_SEED, now }));
    }
  });

  it('moves date-times by the exact time since the build and dates by whole days', async () => {
    const json = await demoSeedJson(BUILT_AT);
    const built = seedFromJson(json, BUILT_AT, BUILT_AT);
    const later = seedFromJson(json, BUILT_AT, BUILT_AT + 30 * 60_000);
    const news = built.news[0];
    const member = built.members[0];
    if (!news || !member) throw new Error('the seed has news and members');
    expect(Date.parse(later.news[0]?.createdAt ?? '') - Date.parse(news.createdAt)).toBe(
      30 * 60_000,
    );
    expect(later.members[0]?.incomingDate).toBe(member.incomingDate);
  });

  it('takes the place of defaultSeed.ts only, with a module free of faker', async () => {
    const plugin = demoSeedPlugin();
    const load = plugin.load as (id: string) => Promise<string> | string | null;
    expect(DEFAULT_SEED_MODULE).toMatch(/mocks\/src\/store\/defaultSeed\.ts$/);
    expect(load(DEFAULT_SEED_MODULE.replace('defaultSeed.ts', 'default.ts'))).toBeNull();
    const code = await load(`${DEFAULT_SEED_MODULE}?v=1`);
    if (code === null) throw new Error('the plugin did not load defaultSeed.ts');
    expect(code).toMatch(/^import \{ seedFromJson \} from '\.\/seedJson\.ts';$/m);
    expect(code.match(/^import /gm)).toHaveLength(1);
    expect(code).toBe(await demoSeedModule(Number(/SEEDED_AT = (\d+);/.exec(code)?.[1])));
  });
});
