/** What the public suspects list may show (03 §2 /db-public; issue 11). */
import type { Schemas } from '../store/types.ts';

/**
 * A suspect record as the public list answers it: date, initiator, offender and status only.
 * The arrest proof links and the laboratory id stay on the staff list (`/suspect/all`).
 */
export function publicSuspect(s: Schemas['Suspect']): Schemas['SuspectPublic'] {
  return { id: s.id, author: s.author, nick: s.nick, status: s.status, createdAt: s.createdAt };
}
