/**
 * The act transitions the server performs by itself (02 §4: "the client does not show which
 * transitions the server itself performs, for example NEW to EXPIRED, SENT_TO_LEADER"). The mock
 * is our server, so it performs them on its clock (`store.now()`); the periods are ours and
 * documented in mocks/README.md ("Acts on the clock").
 */
import type { Store } from '../store/store.ts';

const DAY_MS = 86_400_000;

/** A NEW act nobody took into consideration within this many days expires (EXPIRED). */
export const ACT_NEW_EXPIRES_DAYS = 7;

/**
 * Brings every act up to the store's clock: NEW older than {@link ACT_NEW_EXPIRES_DAYS} days
 * becomes EXPIRED; AWAIT_IN_GAME past its `executeBy` (the execution deadline set with the
 * verdict) becomes SENT_TO_LEADER (the faction's leader takes it over). Saves when one changed.
 * Run before any act call reads or changes acts, so lists, 409s and the waiting queue agree.
 */
export function settleActs(store: Store): void {
  const now = store.now();
  let changed = false;
  for (const act of store.data.acts) {
    if (act.status === 'NEW' && now - Date.parse(act.createdAt) >= ACT_NEW_EXPIRES_DAYS * DAY_MS) {
      act.status = 'EXPIRED';
      changed = true;
    } else if (
      act.status === 'AWAIT_IN_GAME' &&
      act.executeBy !== null &&
      now >= Date.parse(act.executeBy)
    ) {
      act.status = 'SENT_TO_LEADER';
      changed = true;
    }
  }
  if (changed) store.save();
}
