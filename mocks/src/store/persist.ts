/**
 * Keeps a store in Web Storage (issue 3: survives reloads in the browser). What is stored carries
 * a schema version; anything that does not match it, or is not whole, is discarded so the store is
 * re-seeded rather than half-read.
 */
import { COLLECTIONS, type StoreData } from './types.ts';

/**
 * Version of the stored shape. Bump it whenever {@link StoreData} or the seed changes, so browsers
 * holding the old shape re-seed.
 */
export const STORE_SCHEMA_VERSION = 3;

/** Default Web Storage key of the store. */
export const STORAGE_KEY = 'fbi-mock:store';

interface Persisted {
  version: number;
  data: StoreData;
}

/** The minimal part of Web Storage the store needs (localStorage, or a stub in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** True when `value` has every collection as an array and a numeric id counter. */
function isStoreData(value: unknown): value is StoreData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const meta = record.meta as { nextId?: unknown } | undefined;
  if (typeof meta?.nextId !== 'number') return false;
  return COLLECTIONS.every((name) => Array.isArray(record[name]));
}

/** Reads the stored data, or null when absent, unreadable or of another schema version. */
export function loadData(storage: KeyValueStorage, key: string): StoreData | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Persisted>;
    if (parsed.version !== STORE_SCHEMA_VERSION || !isStoreData(parsed.data)) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/**
 * Writes the data. A full storage (quota) only loses persistence, never the running store, so the
 * failure is reported once on the console and the demo goes on.
 */
export function saveData(storage: KeyValueStorage, key: string, data: StoreData): boolean {
  try {
    storage.setItem(
      key,
      JSON.stringify({ version: STORE_SCHEMA_VERSION, data } satisfies Persisted),
    );
    return true;
  } catch (error) {
    console.warn('[mock] could not persist the demo data:', error);
    return false;
  }
}

/** Removes the stored data. */
export function clearData(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing was stored either.
  }
}
