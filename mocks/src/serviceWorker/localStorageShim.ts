/**
 * A memory `localStorage` for the worker, imported before msw: msw's cookie store insists on one
 * in any browser-like scope and a service worker has none. The mock's cookies need no
 * persistence (its sessions are bearer tokens in the store), so a map will do.
 */
if (typeof globalThis.localStorage === 'undefined') {
  const values = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage });
}
