/** Rules of national security assessments (02 §2.8, §5, §6): who sees one and the form. */
import { can, type Faction, FACTIONS, validateNationalSecurity } from '@fbi/domain';
import type { Caller } from '../auth/sessions.ts';
import { badRequest } from '../http/errors.ts';
import { integer, option, text } from '../http/input.ts';
import type { Schemas } from '../store/types.ts';

/**
 * Who sees what (the spec does not show the server's filter; ours): deciders see all, an advisor
 * approved reports and their own, everyone else approved reports. `caller` is null for a guest.
 */
export function nationalSecurityVisibleTo(
  caller: Caller | null,
  r: Schemas['NationalSecurityReport'],
): boolean {
  if (caller && can('decideNationalSecurity', caller.roles)) return true;
  return r.status === 'APPROVED' || r.author === caller?.member.nick;
}

/**
 * The assessment form of a body (02 §5): faction, description and mark, blanks as '' and 0.
 * @throws ApiError 400 with the domain validator's message.
 */
export function nationalSecurityInput(input: {
  faction?: unknown;
  description?: unknown;
  mark?: unknown;
}): { faction: Faction; description: string; mark: number } {
  const fields = {
    faction: text(input.faction),
    description: text(input.description),
    mark: integer(input.mark),
  };
  const invalid = validateNationalSecurity(fields);
  if (invalid) throw badRequest(invalid);
  return {
    faction: option(FACTIONS, fields.faction, 'faction'),
    description: fields.description ?? '',
    mark: fields.mark ?? 0,
  };
}
