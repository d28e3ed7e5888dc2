/**
 * Role names of the portal and the mapping of server role names to them.
 * Spec: 01 §6 "Roles and permissions".
 */

/** The 28 staff roles in the order of 01 §6 (lowercase client names). */
export const ROLES = [
  'super-admin',
  'admin',
  'national_academy_trainee',
  'junior_agent_dea',
  'junior_agent_cid',
  'agent_dea',
  'agent_cid',
  'secret_intelligence_agent',
  'head_dea',
  'head_cid',
  'national_security_advisor',
  'head_scientific_technical_department',
  'head_internal_security_department',
  'head_intelligence',
  'head_hrt',
  'director_hrt',
  'general_counsel',
  'press_secretary',
  'arbiter',
  'auditor',
  'criminalist',
  'hr_inspector',
  'national_security_inspector',
  'professional_standards_inspector',
  'head_national_academy',
  'office_manager',
  'deputy_director',
  'director',
] as const;

/** A staff role (any role of {@link ROLES}). */
export type StaffRole = (typeof ROLES)[number];

/** A client role: a staff role or the default `user` (no access), 01 §6. */
export type Role = StaffRole | 'user';

/** The default role of a visitor without roles (01 §6). */
export const USER_ROLE = 'user' as const;

/**
 * Russian role names shown in the user-info dialog (01 §2 Header, 02 §6).
 * The spec gives no wording; these are our choice.
 */
export const ROLE_LABELS_RU: Record<Role, string> = {
  'super-admin': 'Супер-администратор',
  admin: 'Администратор',
  national_academy_trainee: 'Стажёр Национальной академии',
  junior_agent_dea: 'Младший агент DEA',
  junior_agent_cid: 'Младший агент CID',
  agent_dea: 'Агент DEA',
  agent_cid: 'Агент CID',
  secret_intelligence_agent: 'Секретный агент разведки',
  head_dea: 'Глава DEA',
  head_cid: 'Глава CID',
  national_security_advisor: 'Советник по национальной безопасности',
  head_scientific_technical_department: 'Глава научно-технического отдела',
  head_internal_security_department: 'Глава отдела внутренней безопасности',
  head_intelligence: 'Глава разведки',
  head_hrt: 'Глава HRT',
  director_hrt: 'Директор HRT',
  general_counsel: 'Генеральный юрисконсульт',
  press_secretary: 'Пресс-секретарь',
  arbiter: 'Арбитр',
  auditor: 'Аудитор',
  criminalist: 'Криминалист',
  hr_inspector: 'Инспектор по кадрам',
  national_security_inspector: 'Инспектор национальной безопасности',
  professional_standards_inspector: 'Инспектор по профессиональным стандартам',
  head_national_academy: 'Глава Национальной академии',
  office_manager: 'Офис-менеджер',
  deputy_director: 'Заместитель директора',
  director: 'Директор',
  user: 'Пользователь',
};

/** Lookup key → client role; keys are lowercase with `-` turned into `_`. */
const ALL_ROLES: readonly Role[] = [...ROLES, USER_ROLE];
const ROLE_BY_KEY: ReadonlyMap<string, Role> = new Map(
  ALL_ROLES.map((role): [string, Role] => [role.replace(/-/g, '_'), role]),
);

/**
 * Maps one server role name to a client role (01 §6).
 * Accepts 'ROLE_HEAD_CID', 'HEAD_CID', 'head_cid', 'SUPER_ADMIN', 'super-admin', ' role_user '.
 * @returns the client role, or null for an unknown name.
 */
export function mapServerRole(serverRole: string): Role | null {
  const key = serverRole
    .trim()
    .toLowerCase()
    .replace(/-/g, '_')
    .replace(/^role_/, '');
  return ROLE_BY_KEY.get(key) ?? null;
}

/** `a-b` → `a_b` at the type level, for {@link ServerRoleName}. */
type Snake<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Snake<B>}` : S;

/** The server's name of a client role, as a literal type ('head_cid' → 'ROLE_HEAD_CID'). */
export type ServerRoleName<R extends Role = Role> = `ROLE_${Uppercase<Snake<R>>}`;

/**
 * The server's name of a client role (01 §6, the inverse of {@link mapServerRole}):
 * 'head_cid' → 'ROLE_HEAD_CID', 'super-admin' → 'ROLE_SUPER_ADMIN'. Sent when roles are edited.
 */
export function toServerRoleName<R extends Role>(role: R): ServerRoleName<R> {
  return `ROLE_${role.replace(/-/g, '_').toUpperCase()}` as ServerRoleName<R>;
}

/**
 * Maps the server's role list to client roles (01 §6): unknown names are dropped, duplicates
 * removed, order kept; `user` is dropped when a staff role is present; an empty result is ['user'].
 */
export function mapServerRoles(serverRoles: readonly string[] | null | undefined): Role[] {
  const mapped: Role[] = [];
  for (const name of serverRoles ?? []) {
    if (typeof name !== 'string') continue;
    const role = mapServerRole(name);
    if (role !== null && !mapped.includes(role)) mapped.push(role);
  }
  const staff = mapped.filter((r) => r !== USER_ROLE);
  return staff.length > 0 ? staff : [USER_ROLE];
}

/** True when the value is one of the 28 staff role names. */
export function isStaffRole(value: string): value is StaffRole {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * True when the caller holds no staff role (only `user`, or nothing): public visitor, 01 §1, §6.
 */
export function isPublicUser(roles: readonly Role[]): boolean {
  return !roles.some((r) => r !== USER_ROLE);
}

/** True when `roles` contains at least one of `allowed`. */
export function hasAnyRole(roles: readonly Role[], allowed: readonly Role[]): boolean {
  return roles.some((r) => allowed.includes(r));
}

/** Rank of an academy trainee that keeps full access (01 §6). */
export const FULL_ACCESS_TRAINEE_RANK = 'Дежурный';

/**
 * True for an academy trainee with reduced access: holds national_academy_trainee and the rank
 * is not 'Дежурный' (01 §6; 01 §2 — such users see no CID or investigation groups).
 */
export function isReducedTrainee(roles: readonly Role[], rank: string | null | undefined): boolean {
  return roles.includes('national_academy_trainee') && rank !== FULL_ACCESS_TRAINEE_RANK;
}
