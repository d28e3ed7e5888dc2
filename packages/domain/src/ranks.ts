/**
 * FBI rank names and the rank choices of the agent create/edit forms.
 * Spec: 01 §3 (option lists), 01 §5 (create-agent rank choices, agent edit rank choices).
 */
import { hasAnyRole, type Role } from './roles.ts';

/** FBI ranks from lowest to highest (01 §5). Inspector rank names are our choice (01 §5 names them only in English). */
export const RANKS = [
  'Стажёр',
  'Дежурный',
  'Младший агент',
  'Агент',
  'Оперативный агент',
  'Старший агент',
  'Специальный агент',
  'Секретный агент',
  'Старший специальный агент',
  'Глава DEA',
  'Глава CID',
  'Инспектор по профессиональным стандартам',
  'Инспектор по кадрам',
  'Инспектор национальной безопасности',
  'Заместитель директора',
  'Директор',
] as const;

/** An FBI rank name. */
export type Rank = (typeof RANKS)[number];

/** Named ranks the rest of the code refers to. */
export const RANK = {
  trainee: 'Стажёр',
  attendant: 'Дежурный',
  juniorAgent: 'Младший агент',
  agent: 'Агент',
  secretAgent: 'Секретный агент',
  headDea: 'Глава DEA',
  headCid: 'Глава CID',
  deputyDirector: 'Заместитель директора',
  director: 'Директор',
} as const satisfies Record<string, Rank>;

/** The three inspector ranks (01 §5: professional standards, HR, national security). */
export const INSPECTOR_RANKS = [
  'Инспектор по профессиональным стандартам',
  'Инспектор по кадрам',
  'Инспектор национальной безопасности',
] as const satisfies readonly Rank[];

/** True when `value` is one of {@link RANKS}. */
export function isRank(value: string): value is Rank {
  return (RANKS as readonly string[]).includes(value);
}

/** Position of a rank in {@link RANKS} (0 = Стажёр), or -1 for an unknown rank. */
export function rankIndex(rank: string | null | undefined): number {
  return rank ? (RANKS as readonly string[]).indexOf(rank) : -1;
}

/** Ranks from `from` to `to` inclusive, in {@link RANKS} order. */
function rankRange(from: Rank, to: Rank): Rank[] {
  return RANKS.slice(rankIndex(from), rankIndex(to) + 1);
}

const INSPECTOR_ROLES: readonly Role[] = [
  'hr_inspector',
  'national_security_inspector',
  'professional_standards_inspector',
];

/** Стажёр … Глава CID: the eleven ranks an inspector may give a new agent (01 §5). */
const UP_TO_HEAD_CID: readonly Rank[] = rankRange('Стажёр', 'Глава CID');

/**
 * Rank choices of the create-agent form for the caller (01 §5): director — all ranks;
 * deputy_director — Стажёр … Глава CID plus the three inspector ranks; an inspector — Стажёр …
 * Глава CID; anyone else (head_national_academy, office_manager) — all ranks ("others see all").
 * @returns rank names in {@link RANKS} order.
 */
export function createAgentRankChoices(callerRoles: readonly Role[]): string[] {
  if (callerRoles.includes('director')) return [...RANKS];
  if (callerRoles.includes('deputy_director')) return [...UP_TO_HEAD_CID, ...INSPECTOR_RANKS];
  if (hasAnyRole(callerRoles, INSPECTOR_ROLES)) return [...UP_TO_HEAD_CID];
  return [...RANKS];
}

/**
 * Rank choices of the agent edit form (01 §5 names the groups but leaves the sets open; ours):
 * - director: all ranks;
 * - deputy_director, head_national_academy, office_manager: everything below Заместитель директора;
 * - inspectors (hr, national security, professional standards): Стажёр … Старший специальный агент;
 * - head_cid, head_dea: Младший агент … Специальный агент (their own agents);
 * - anyone else: none.
 * @returns rank names in {@link RANKS} order.
 */
export function editAgentRankChoices(callerRoles: readonly Role[]): string[] {
  if (callerRoles.includes('director')) return [...RANKS];
  if (hasAnyRole(callerRoles, ['deputy_director', 'head_national_academy', 'office_manager'])) {
    return rankRange('Стажёр', 'Инспектор национальной безопасности');
  }
  if (hasAnyRole(callerRoles, INSPECTOR_ROLES)) {
    return rankRange('Стажёр', 'Старший специальный агент');
  }
  if (hasAnyRole(callerRoles, ['head_cid', 'head_dea'])) {
    return rankRange('Младший агент', 'Специальный агент');
  }
  return [];
}
