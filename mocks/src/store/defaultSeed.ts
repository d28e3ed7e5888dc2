/**
 * Fresh data of the default store, seeded by faker with {@link DEFAULT_SEED}. The demo build of
 * the portal replaces this module with the same data generated at build time as JSON
 * (demoSeedPlugin.ts), so faker is never shipped to the browser; node and Storybook use it as is.
 */
import { seedData } from './seed/index.ts';
import { DEFAULT_SEED } from './store.ts';
import type { StoreData } from './types.ts';

/** The default store's data for the reference time `now` (epoch ms). */
export function defaultSeed(now: number): StoreData {
  return seedData({ seed: DEFAULT_SEED, now });
}
