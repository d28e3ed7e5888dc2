/**
 * The mock in node (`@fbi/mocks/node`): msw's request interception for vitest. Each server gets
 * its own store, fresh unless one is passed.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers } from './handlers/index.ts';
import { createStore, type Store } from './store/store.ts';

/** An msw/node server with the store its handlers work on. */
export type MockServer = SetupServer & { readonly store: Store };

/**
 * Creates (does not start) an msw/node server over a store: `server.listen()` in beforeAll,
 * `server.close()` in afterAll. `server.store` is the store, for arranging and asserting.
 */
export function createMockServer(store: Store = createStore()): MockServer {
  return Object.assign(setupServer(...createHandlers(store)), { store });
}

export { createStore, type Store, type StoreOptions } from './store/store.ts';
