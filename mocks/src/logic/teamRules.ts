/**
 * Server-side rules of team editing (01 §5 Agent create/edit, §6): the
 * rank a caller may give, uniqueness of nick and agent number, the roles a new agent gets, the
 * roles of an edit and a new agent's initial password.
 */
import {
  mapServerRole,
  teamDuplicate,
  createAgentRankChoices,
  editAgentRankChoices,
  isRank,
  type StaffRole,
} from '@fbi/domain';
import type { Caller } from '../auth/sessions.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import { toServerRole } from '../store/roles.ts';
import type { Store } from '../store/store.ts';
import type { Schemas, ServerRole } from '../store/types.ts';

/** 400 for an unknown rank; 403 for a rank outside the caller's choices (01 §5). */
export function requireGivableRank(caller: Caller, rang: string, mode: 'create' | 'edit'): void {
  if (!isRank(rang)) throw badRequest('Неизвестный ранг');
  const choices =
    mode === 'create' ? createAgentRankChoices(caller.roles) : editAgentRankChoices(caller.roles);
  if (!choices.includes(rang)) throw forbidden();
}

/** 400 unless the direction is CID, DEA or null (01 §3). */
export function parseDirection(value: unknown): Schemas['Direction'] | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === 'CID' || value === 'DEA') return value;
  throw badRequest('Неизвестное направление');
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

const ROLE_BY_POSITION: Record<string, StaffRole> = {
  'Глава HRT': 'head_hrt',
  'Глава разведки': 'head_intelligence',
  'Глава ISB': 'head_internal_security_department',
  'Советник по национальной безопасности': 'national_security_advisor',
  'Глава STB': 'head_scientific_technical_department',
  Криминалист: 'criminalist',
  Арбитр: 'arbiter',
  Аудитор: 'auditor',
  'Генеральный юрисконсульт': 'general_counsel',
  'Пресс-секретарь': 'press_secretary',
  'Глава Национальной академии': 'head_national_academy',
  'Офис-менеджер': 'office_manager',
};

const ROLE_BY_RANK: Record<string, StaffRole> = {
  Стажёр: 'national_academy_trainee',
  Дежурный: 'national_academy_trainee',
  'Секретный агент': 'secret_intelligence_agent',
  'Глава DEA': 'head_dea',
  'Глава CID': 'head_cid',
  'Инспектор по профессиональным стандартам': 'professional_standards_inspector',
  'Инспектор по кадрам': 'hr_inspector',
  'Инспектор национальной безопасности': 'national_security_inspector',
  'Заместитель директора': 'deputy_director',
  Директор: 'director',
};

/**
 * Roles of a new agent, as the server derives them (the spec does not show how; ours): from the
 * rank, else the direction (junior or full agent), plus the role of the post.
 */
export function rolesForNewAgent(
  rang: string,
  direction: Schemas['Direction'] | null,
  position: string | null,
): ServerRole[] {
  const roles: StaffRole[] = [];
  const byRank = ROLE_BY_RANK[rang];
  if (byRank) roles.push(byRank);
  else if (direction) {
    const junior = rang === 'Младший агент';
    roles.push(`${junior ? 'junior_agent' : 'agent'}_${direction.toLowerCase() as 'cid' | 'dea'}`);
  }
  const byPosition = position ? ROLE_BY_POSITION[position] : undefined;
  if (byPosition && !roles.includes(byPosition)) roles.push(byPosition);
  return (roles.length > 0 ? roles : (['national_academy_trainee'] as StaffRole[])).map(
    toServerRole,
  );
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
 * @throws ApiError 400 'Некорректный список ролей' for a non-array or an unknown role name.
 */
export function parseRoles(value: unknown, current: ServerRole[]): ServerRole[] {
  if (value === undefined || value === null) return current;
  const known = (r: unknown): r is ServerRole => typeof r === 'string' && mapServerRole(r) !== null;
  if (!Array.isArray(value) || !value.every(known)) {
    throw badRequest('Некорректный список ролей');
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
