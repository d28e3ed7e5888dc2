/**
 * The faker-seeded store: what node (mock-server, vitest's msw/node) and Storybook use. In the
 * browser the default store lives in localStorage (issue 3); everywhere else a store is fresh per
 * {@link createStore} call.
 */
import { createStoreFrom, type Store, type StoreBaseOptions } from './core.ts';
import { seedData } from './seed/index.ts';

export {
  DEFAULT_ACCESS_TTL_MS,
  DEFAULT_REFRESH_TTL_MS,
  type Store,
  type StoreConfig,
} from './core.ts';

/** Fixed faker seed of the demo data. */
export const DEFAULT_SEED = 20_261_121;

/** Options of {@link createStore}. */
export interface StoreOptions extends StoreBaseOptions {
  /** Faker seed (default {@link DEFAULT_SEED}). */
  seed?: number;
  /** Rows of each paginated list for performance work (e.g. 10_000). */
  scale?: number;
}

/**
 * Creates a store seeded by faker: with `storage`, the stored data when it matches the schema
 * version, else a fresh seed (which is then stored); without, always a fresh seed.
 */
export function createStore(options: StoreOptions = {}): Store {
  const seed = options.seed ?? DEFAULT_SEED;
  return createStoreFrom((now) => seedData({ seed, now, scale: options.scale }), options);
}
