/** Suspect records: what the public list may show (03 §2 /db-public; issue 11), the arrest proof. */
import { publicFields, validateArrestProof } from '@fbi/domain';
import { badRequest } from '../http/errors.ts';
import { text } from '../http/input.ts';
import type { Schemas } from '../store/types.ts';

/**
 * A suspect record as the public list answers it: date, initiator, offender and status only
 * (the domain's PUBLIC_LIST_FIELDS).
 * The arrest proof links and the laboratory id stay on the staff list (`/suspect/all`).
 */
export function publicSuspect(s: Schemas['Suspect']): Schemas['SuspectPublic'] {
  return publicFields('suspect', s);
}

/**
 * The arrest proof of a body (03 §5 Suspect arrest).
 * @throws ApiError 400 with 03 §5's messages.
 */
export function arrestProof(input: { arrest?: unknown }): string {
  const arrest = text(input.arrest);
  const invalid = validateArrestProof(arrest);
  if (invalid) throw badRequest(invalid);
  return arrest ?? '';
}
