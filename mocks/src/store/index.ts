/** Public entry of the mock store (`@fbi/mocks/store`). */
export {
  createStore,
  DEFAULT_ACCESS_TTL_MS,
  DEFAULT_REFRESH_TTL_MS,
  DEFAULT_SEED,
  type Store,
  type StoreConfig,
  type StoreOptions,
} from './store.ts';
export { STORAGE_KEY, STORE_SCHEMA_VERSION, type KeyValueStorage } from './persist.ts';
export { DEMO_PASSWORD, DUTY_TRAINEE_USERNAME } from './seed/staff.ts';
export type { StoreData, MemberRecord, AccountRecord, ServerRole } from './types.ts';
