/**
 * Team member shape and the roster (/team) rules.
 * Spec: 01 §2 (Team roster), 01 §3 (Team member), 01 §6 (team tables clickable, HR dropdown).
 */
import { EMPTY_VALUE } from './constants.ts';
import { NOT_DEFINED, stripAgentNoPrefix, type Direction, type Position } from './positions.ts';
import { MESSAGES } from './validation/messages.ts';
import type { ValidationIssue } from './validation/common.ts';
import { INSPECTOR_RANKS, RANK, rankIndex, type Rank } from './ranks.ts';
import { hasAnyRole, mapServerRoles, type Role, type StaffRole } from './roles.ts';

/** A team member as the server sends it (01 §3). Dates are ISO strings. */
export interface TeamMember {
  id: number;
  nick: string;
  rang: string;
  /** Post, or null when none ('Не определено' is also treated as none). */
  position: string | null;
  /** 'CID', 'DEA' or null (01 §3). */
  direction: string | null;
  /** Agent number, possibly with a letter prefix (01 §5). */
  agentNo: string | null;
  vkLink: string | null;
  photo: string | null;
  /** Role names as sent (server or client spelling; see mapServerRoles). */
  roles: string[];
  incomingDate: string | null;
  promotionDate: string | null;
  nextPromotionDate: string | null;
  /** Warning count. */
  warnings: number;
  /** Reprimand count. */
  reprimands: number;
}

/** Roster table ids, in the order of 01 §2. */
export const ROSTER_GROUP_IDS = [
  'directorOffice',
  'inspectors',
  'leadership',
  'cid',
  'dea',
  'academy',
] as const;
/** A roster table id. */
export type RosterGroupId = (typeof ROSTER_GROUP_IDS)[number];

/** The six roster tables with Russian titles, in order (01 §2 Team roster). */
export const ROSTER_GROUPS: readonly { id: RosterGroupId; title: string }[] = [
  { id: 'directorOffice', title: 'Офис директора' },
  { id: 'inspectors', title: 'Инспекторы' },
  { id: 'leadership', title: 'Руководство' },
  { id: 'cid', title: 'CID' },
  { id: 'dea', title: 'DEA' },
  { id: 'academy', title: 'Национальная академия' },
];

/** True when a position is set (not null, blank or 'Не определено'). */
function hasPosition(position: string | null | undefined): position is string {
  const p = position?.trim() ?? '';
  return p !== '' && p !== NOT_DEFINED;
}

/**
 * Roster table of a member (01 §2; the membership rule is ours, by rank then direction):
 * 1. rank Директор / Заместитель директора → directorOffice;
 * 2. an inspector rank (contains 'Инспектор') → inspectors;
 * 3. rank Глава CID / Глава DEA, or a position starting with 'Глава' → leadership;
 * 4. rank Стажёр / Дежурный → academy;
 * 5. direction DEA → dea, direction CID → cid;
 * 6. no direction: Младший агент → academy, any other rank → cid.
 */
export function rosterGroupOf(
  member: Pick<TeamMember, 'rang' | 'position' | 'direction'>,
): RosterGroupId {
  const rank = member.rang?.trim() ?? '';
  if (rank === 'Директор' || rank === 'Заместитель директора') return 'directorOffice';
  if (rank.includes('Инспектор') || (INSPECTOR_RANKS as readonly string[]).includes(rank)) {
    return 'inspectors';
  }
  if (rank === 'Глава CID' || rank === 'Глава DEA') return 'leadership';
  if (hasPosition(member.position) && member.position.trim().startsWith('Глава'))
    return 'leadership';
  if (rank === 'Стажёр' || rank === 'Дежурный') return 'academy';
  if (member.direction === 'DEA') return 'dea';
  if (member.direction === 'CID') return 'cid';
  return rank === 'Младший агент' ? 'academy' : 'cid';
}

/**
 * Members split into the six roster tables, in {@link ROSTER_GROUPS} order; within a table by
 * rank (highest first), then nick.
 */
export function rosterTables<T extends TeamMember>(
  members: readonly T[],
): { id: RosterGroupId; title: string; members: T[] }[] {
  return ROSTER_GROUPS.map((g) => ({
    ...g,
    members: members
      .filter((m) => rosterGroupOf(m) === g.id)
      .sort((a, b) => rankIndex(b.rang) - rankIndex(a.rang) || a.nick.localeCompare(b.nick)),
  }));
}

const OFFICE_OPENERS: readonly Role[] = ['office_manager', 'deputy_director', 'director'];
const INSPECTOR_TABLE_OPENERS: readonly Role[] = [...OFFICE_OPENERS, 'hr_inspector'];
const LEADERSHIP_OPENERS: readonly Role[] = [
  ...INSPECTOR_TABLE_OPENERS,
  'national_security_inspector',
  'professional_standards_inspector',
];

/**
 * Roles that may click rows of each table (01 §6): office — office_manager, deputy, director;
 * inspectors — plus hr_inspector; leadership — plus national security and professional standards
 * inspectors; CID — leadership set plus head_cid; DEA — leadership set plus head_dea; academy —
 * leadership set plus head_cid, head_dea and head_national_academy.
 */
export const ROSTER_ROW_OPENERS: Record<RosterGroupId, readonly Role[]> = {
  directorOffice: OFFICE_OPENERS,
  inspectors: INSPECTOR_TABLE_OPENERS,
  leadership: LEADERSHIP_OPENERS,
  cid: [...LEADERSHIP_OPENERS, 'head_cid'],
  dea: [...LEADERSHIP_OPENERS, 'head_dea'],
  academy: [...LEADERSHIP_OPENERS, 'head_cid', 'head_dea', 'head_national_academy'],
};

/** True when the caller may open a row (agent info modal) of the table (01 §6). */
export function canOpenRosterRow(group: RosterGroupId, roles: readonly Role[]): boolean {
  return hasAnyRole(roles, ROSTER_ROW_OPENERS[group]);
}

/**
 * Roles offered the HR nick dropdown (social page / profile) per table (01 §6): inspectors and
 * leadership — hr_inspector, deputy, director; CID, DEA, academy — plus auditor; director's office —
 * nobody (not listed).
 */
export const ROSTER_HR_MENU_ROLES: Record<RosterGroupId, readonly Role[]> = {
  directorOffice: [],
  inspectors: ['hr_inspector', 'deputy_director', 'director'],
  leadership: ['hr_inspector', 'deputy_director', 'director'],
  cid: ['hr_inspector', 'deputy_director', 'director', 'auditor'],
  dea: ['hr_inspector', 'deputy_director', 'director', 'auditor'],
  academy: ['hr_inspector', 'deputy_director', 'director', 'auditor'],
};

/** True when the caller gets the HR nick dropdown in the table (01 §6). */
export function canUseHrMenu(group: RosterGroupId, roles: readonly Role[]): boolean {
  return hasAnyRole(roles, ROSTER_HR_MENU_ROLES[group]);
}

/** Positions whose holders are shown by agent number (01 §2 Home page). */
const HIDDEN_POSITIONS: readonly string[] = [
  'Криминалист',
  'Советник по национальной безопасности',
];
/** Roles whose holders are shown by agent number (01 §2 Home page). */
const HIDDEN_ROLES: readonly Role[] = [
  'secret_intelligence_agent',
  'criminalist',
  'national_security_advisor',
];

/**
 * True for secret agents, forensic specialists and national security advisers (by rank
 * 'Секретный агент', position, or role), whose nick is hidden on cards (01 §2 Home page).
 */
export function isIdentityHidden(member: Pick<TeamMember, 'rang' | 'position' | 'roles'>): boolean {
  if (member.rang === 'Секретный агент') return true;
  if (hasPosition(member.position) && HIDDEN_POSITIONS.includes(member.position.trim()))
    return true;
  return hasAnyRole(mapServerRoles(member.roles), HIDDEN_ROLES);
}

/**
 * Name on an org-chart card (01 §2 Home page): the agent number for {@link isIdentityHidden}
 * members ('—' when they have none), otherwise the nick.
 */
export function displayNameOnCard(
  member: Pick<TeamMember, 'nick' | 'rang' | 'position' | 'roles' | 'agentNo'>,
): string {
  if (!isIdentityHidden(member)) return member.nick;
  const no = member.agentNo?.trim() ?? '';
  return no === '' ? EMPTY_VALUE : no;
}

/** Rank and position labels of a card (01 §2): rank, then the position when set. */
export function cardLabels(member: Pick<TeamMember, 'rang' | 'position'>): string[] {
  const labels = member.rang?.trim() ? [member.rang.trim()] : [];
  if (hasPosition(member.position)) labels.push(member.position.trim());
  return labels;
}

/**
 * The member whose nick (case-insensitive) or agent number (letter prefix ignored, 01 §5) a new or
 * edited member would repeat, as the issue of that field: the mock's 409 on team add/update and
 * the portal's marking of the field that 409 concerns (issue 8) both come from here.
 *
 * @param members the roster; `exceptId` the member being edited (compared with itself otherwise).
 * @returns `{field: 'nick' | 'agentNo', message}` or null when both are free.
 */
export function teamDuplicate(
  members: readonly Pick<TeamMember, 'id' | 'nick' | 'agentNo'>[],
  candidate: { nick: string; agentNo: string | null },
  exceptId?: number,
): ValidationIssue<'nick' | 'agentNo'> | null {
  const others = members.filter((m) => m.id !== exceptId);
  const nick = candidate.nick.trim().toLowerCase();
  if (others.some((m) => m.nick.toLowerCase() === nick)) {
    return { field: 'nick', message: MESSAGES.nickTaken };
  }
  const agentNo = candidate.agentNo ? stripAgentNoPrefix(candidate.agentNo) : '';
  if (agentNo && others.some((m) => m.agentNo && stripAgentNoPrefix(m.agentNo) === agentNo)) {
    return { field: 'agentNo', message: MESSAGES.agentNoTaken };
  }
  return null;
}

/**
 * Whether a team warning or reprimand still counts (01 §3: it holds until `expiresAt`). The
 * roster's counts and the agent info modal's "active" marks both use it.
 *
 * @param now the moment to judge at, ms since the epoch.
 */
export function isTeamPunishmentActive(punishment: { expiresAt: string }, now: number): boolean {
  return Date.parse(punishment.expiresAt) > now;
}

/** The role a new agent's rank gives (ours, see {@link newAgentRoles}). */
const NEW_AGENT_ROLE_BY_RANK: Partial<Record<Rank, StaffRole>> = {
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

/** The role a new agent's position gives (ours, see {@link newAgentRoles}). */
const NEW_AGENT_ROLE_BY_POSITION: Partial<Record<Position, StaffRole>> = {
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

/** The value of `key` in `table`, own keys only (a rank or post is free text on the wire). */
function ownValue<T>(table: Partial<Record<string, T>>, key: string | null): T | undefined {
  return key !== null && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * Roles of a new agent, as the server derives them (01 §7 team add; the spec does not show how,
 * so the rule is ours): the rank's role, else the direction's (junior or full agent), plus the
 * position's role; a trainee's when nothing gives one.
 */
export function newAgentRoles(
  rang: string,
  direction: Direction | null,
  position: string | null,
): StaffRole[] {
  const roles: StaffRole[] = [];
  const byRank = ownValue(NEW_AGENT_ROLE_BY_RANK, rang);
  if (byRank) roles.push(byRank);
  else if (direction) {
    const junior = rang === RANK.juniorAgent;
    roles.push(`${junior ? 'junior_agent' : 'agent'}_${direction.toLowerCase() as 'cid' | 'dea'}`);
  }
  const byPosition = ownValue(NEW_AGENT_ROLE_BY_POSITION, position);
  if (byPosition && !roles.includes(byPosition)) roles.push(byPosition);
  return roles.length > 0 ? roles : ['national_academy_trainee'];
}
