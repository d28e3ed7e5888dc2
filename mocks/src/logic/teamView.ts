/** Answers built from stored members: counts of active punishments are derived on read. */
import { isTeamPunishmentActive } from '@fbi/domain';
import type { Store } from '../store/store.ts';
import type { MemberRecord, Schemas } from '../store/types.ts';

/** A stored member as the contract's TeamMember, with active warning and reprimand counts. */
export function toTeamMember(store: Store, member: MemberRecord): Schemas['TeamMember'] {
  const now = store.now();
  let warnings = 0;
  let reprimands = 0;
  for (const p of store.data.teamPunishments) {
    if (p.recipientNick !== member.nick || !isTeamPunishmentActive(p, now)) continue;
    if (p.type === 'warning') warnings += 1;
    else reprimands += 1;
  }
  return { ...member, warnings, reprimands };
}

/** The public org-chart card of a member (01 §2 Home page). */
export function toTeamCard(member: MemberRecord): Schemas['TeamCard'] {
  const { id, nick, rang, position, direction, agentNo, vkLink, photo } = member;
  return { id, nick, rang, position, direction, agentNo, vkLink, photo };
}

/** The member with a nick (trimmed, exact case), if any. */
export function memberByNick(store: Store, nick: string | null): MemberRecord | undefined {
  return nick === null ? undefined : store.data.members.find((m) => m.nick === nick);
}
