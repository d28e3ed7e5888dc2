/**
 * The team feature's calls (01 §7 team, audit): one function per operation, and for reads a
 * `…QueryOptions(params)` whose key starts at the resource's root in `queryRoots`.
 */
import type { components } from '@fbi/api';
import { mapServerRoles, ROLES, type StaffRole } from '@fbi/domain';
import { queryRoots } from '../../shared/queryKeys.ts';
import { apiDelete, apiPost, getQuery, recordDelete, recordPut } from '../../shared/call.ts';

/** A team member as the API answers it (01 §3). */
export type TeamMember = components['schemas']['TeamMember'];
/** The roster answer: team, teamCount, achievement (01 §3, §7). */
export type TeamResponse = components['schemas']['TeamResponse'];
/** A warning or a reprimand of a team member (01 §3). */
export type TeamPunishment = components['schemas']['TeamPunishment'];
/** The punishment history: warnings and reprimands (01 §3). */
export type TeamPunishments = components['schemas']['TeamPunishments'];
/** The create-agent payload (01 §3 New agent). */
export type NewAgent = components['schemas']['NewAgent'];
/** Credentials of a created agent, shown once (01 §3, §4). */
export type NewAgentCredentials = components['schemas']['NewAgentCredentials'];
/** The agent edit payload (01 §7). */
export type TeamMemberUpdate = components['schemas']['TeamMemberUpdate'];
/** A direction value of the API. */
export type ApiDirection = components['schemas']['Direction'];

/**
 * GET /api/v1/team/all — the roster with its count and any achievement (01 §7). The achievement
 * is toasted by the query cache (shared/queryClient.ts).
 */
export function teamQueryOptions() {
  return getQuery([...queryRoots.team], '/api/v1/team/all');
}

/** GET /api/v1/team/punishments?nick= — one agent's warnings and reprimands (01 §7). */
export function teamPunishmentsQueryOptions(params: { nick: string }) {
  return getQuery([...queryRoots.teamPunishments, params], '/api/v1/team/punishments', {
    query: params,
  });
}

/**
 * What a change to the roster refreshes: the roster and the home page's org chart, which shows
 * the same agents (01 §2 Home page).
 */
export const ROSTER_CHANGES = [queryRoots.team, queryRoots.teamPhoto] as const;

/** POST /api/v1/team/add — creates an agent and answers its credentials (01 §7). */
export function addAgent(body: NewAgent): Promise<NewAgentCredentials> {
  return apiPost('/api/v1/team/add', { body });
}

/** PUT /api/v1/team/{id}/update — edits an agent (01 §7). */
export function updateAgent(input: { id: number; body: TeamMemberUpdate }): Promise<TeamMember> {
  return recordPut('/api/v1/team/{id}/update', input.id, { body: input.body });
}

/** DELETE /api/v1/team/delete?nick=&reason= — dismisses an agent (01 §7). */
export function deleteAgent(query: { nick: string; reason: string }): Promise<unknown> {
  return apiDelete('/api/v1/team/delete', { query });
}

/** PUT /api/v1/team/{id}/punish — a warning or a reprimand (01 §7). */
export function punishAgent(input: {
  id: number;
  type: components['schemas']['TeamPunishmentType'];
  reason: string;
}): Promise<TeamPunishment> {
  return recordPut('/api/v1/team/{id}/punish', input.id, {
    body: { type: input.type, reason: input.reason },
  });
}

/** DELETE /api/v1/team/punishments/{id}/delete — removes a warning or reprimand (01 §7). */
export function deleteTeamPunishment(id: number): Promise<unknown> {
  return recordDelete('/api/v1/team/punishments/{id}/delete', id);
}

/** What removing a team punishment refreshes: the agent's history and the roster's counts. */
export const TEAM_PUNISHMENT_CHANGES = [queryRoots.teamPunishments, queryRoots.team] as const;

/** The personnel audit order of 01 §3/§4: PROMOTION with rang, or POSITION with position. */
export type AuditOrder =
  | { nick: string; type: 'PROMOTION'; rang: string }
  | { nick: string; type: 'POSITION'; position: string | null };

/** POST /api/v1/audit/add — issues a personnel audit order (01 §7). */
export function addAudit(body: AuditOrder): Promise<unknown> {
  return apiPost('/api/v1/audit/add', { body });
}

/** A member's staff roles as client names (01 §6), without the default `user`. */
export function memberRoles(member: Pick<TeamMember, 'roles'>): StaffRole[] {
  return mapServerRoles(member.roles).filter((r): r is StaffRole =>
    (ROLES as readonly string[]).includes(r),
  );
}
