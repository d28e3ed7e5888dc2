/**
 * All handlers of the contract, bound to a store (`@fbi/mocks/handlers`). One file per resource;
 * each handler is typed against its operation in openapi.yaml.
 */
import type { HttpHandler } from 'msw';
import { getDefaultStore } from '../store/default.ts';
import type { Store } from '../store/store.ts';
import { auditHandlers } from './audit.ts';
import { authHandlers } from './auth.ts';
import { fileHandlers } from './files.ts';
import { newsHandlers } from './news.ts';
import { profileHandlers } from './profile.ts';
import { teamHandlers } from './team.ts';
import { voiceHandlers } from './voice.ts';

/** Every handler of the contract, working on `store`. */
export function createHandlers(store: Store): HttpHandler[] {
  return [
    ...authHandlers(store),
    ...voiceHandlers(store),
    ...teamHandlers(store),
    ...auditHandlers(store),
    ...newsHandlers(store),
    ...profileHandlers(store),
    ...fileHandlers(store),
  ];
}

/**
 * Handlers bound to the default store (persisted in the browser; fresh in node). The store is
 * seeded on first import of this module.
 */
export const handlers: HttpHandler[] = createHandlers(getDefaultStore());
