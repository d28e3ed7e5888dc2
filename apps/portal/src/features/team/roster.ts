import { ROSTER_GROUPS, type RosterGroupId } from '@fbi/domain';

/** The Russian title of a roster table, which is also its table's accessible name (01 §2). */
export function rosterTitle(group: RosterGroupId): string {
  return ROSTER_GROUPS.find((g) => g.id === group)?.title ?? group;
}
