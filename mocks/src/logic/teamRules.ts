/**
 * Server-side rules of team editing (01 §5 Agent create/edit, §6): the
 * rank a caller may give, uniqueness of nick and agent number, the roles a new agent gets, the
 * roles of an edit and a new agent's initial password.
 */
import {
  createAgentRankChoices,
  editAgentRankChoices,
  isRank,
  mapServerRole,
  newAgentRoles,
  SERVER_MESSAGES,
  teamDuplicate,
} from '@fbi/domain';
import type { Caller } from '../auth/sessions.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import { toServerRole } from '../store/roles.ts';
import type { Store } from '../store/store.ts';
import type { Schemas, ServerRole } from '../store/types.ts';

/** 400 for an unknown rank; 403 for a rank outside the caller's choices (01 §5). */
export function requireGivableRank(caller: Caller, rang: string, mode: 'create' | 'edit'): void {
  if (!isRank(rang)) throw badRequest(SERVER_MESSAGES.unknownRank);
  const choices =
    mode === 'create' ? createAgentRankChoices(caller.roles) : editAgentRankChoices(caller.roles);
  if (!choices.includes(rang)) throw forbidden();
}

/** 400 unless the direction is CID, DEA or null (01 §3). */
export function parseDirection(value: unknown): Schemas['Direction'] | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === 'CID' || value === 'DEA') return value;
  throw badRequest(SERVER_MESSAGES.unknownDirection);
}

/** 409 when another member has the nick or the agent number (domain `teamDuplicate`, 01 §5). */
export function requireUnique(
  store: Store,
  nick: string,
  agentNo: string,
  exceptId?: number,
): void {
  const duplicate = teamDuplicate(store.data.members, { nick, agentNo }, exceptId);
  if (duplicate) throw conflict(duplicate.message);
}

/**
 * Roles of a new agent in the server's spelling: the domain's rule (`newAgentRoles`, from the
 * rank, direction and position).
 */
export function rolesForNewAgent(
  rang: string,
  direction: Schemas['Direction'] | null,
  position: string | null,
): ServerRole[] {
  return newAgentRoles(rang, direction, position).map(toServerRole);
}

/**
 * A random initial password of a new agent: 10 characters, no look-alikes (shown once, 01 §2
 * credentials dialog).
 */
export function newPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(
    crypto.getRandomValues(new Uint8Array(10)),
    (b) => alphabet[b % alphabet.length],
  ).join('');
}

/**
 * The roles of an edit (01 §5 Agent edit): valid server role names without repeats, or the
 * current ones when absent.
 * @throws ApiError 400 (SERVER_MESSAGES.invalidRoles) for a non-array or an unknown role name.
 */
export function parseRoles(value: unknown, current: ServerRole[]): ServerRole[] {
  if (value === undefined || value === null) return current;
  const known = (r: unknown): r is ServerRole => typeof r === 'string' && mapServerRole(r) !== null;
  if (!Array.isArray(value) || !value.every(known)) {
    throw badRequest(SERVER_MESSAGES.invalidRoles);
  }
  return [...new Set(value)];
}

/**
 * Whether two role lists hold the same roles, order aside (an edit changing roles needs
 * editAgentRoles, 01 §6).
 */
export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
