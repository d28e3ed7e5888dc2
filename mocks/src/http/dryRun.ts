/**
 * The error a handler gives for a request, found without changing the store: the handler runs
 * on a copy of the data and nothing is saved. route.ts uses it for a request the contract rejects,
 * so the answer carries the spec's message where a domain validator has one (section 5 of each
 * document), and the contract's own 400 otherwise.
 */
import type { Store } from '../store/store.ts';
import { ApiError } from './errors.ts';

/**
 * Runs `resolve` with `store.data` swapped for a deep copy and `store.save` disabled, then puts
 * both back. Handlers only await their own body, so another request rarely runs in between; one
 * that did would work on the copy and be lost, an accepted cost for a mock answering one user.
 * @returns the ApiError the handler threw, or null when it answered (or failed otherwise: a
 *   handler may rely on what the contract guarantees, and the contract's 400 is then the answer).
 */
export async function errorOfDryRun(
  store: Store,
  resolve: () => unknown,
): Promise<ApiError | null> {
  const { data, save } = store;
  store.data = structuredClone(data);
  store.save = () => {};
  try {
    await resolve();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error : null;
  } finally {
    store.data = data;
    store.save = save;
  }
}
