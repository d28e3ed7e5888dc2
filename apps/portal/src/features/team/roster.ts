import { ROSTER_GROUPS, type RosterGroupId } from '@fbi/domain';
import type { RowStepProps } from '../../shared/registry/registry.ts';
import type { TeamMember } from './api.ts';

/** The Russian title of a roster table, which is also its table's accessible name (01 §2). */
export function rosterTitle(group: RosterGroupId): string {
  return ROSTER_GROUPS.find((g) => g.id === group)?.title ?? group;
}

/** The props of a dialog opened from the agent info modal: delete, punish and edit (01 §2). */
export interface AgentStepProps extends RowStepProps {
  /** The agent the dialog is about. */
  member: TeamMember;
}
