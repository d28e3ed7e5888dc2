/**
 * Positions (posts) and directions of a team member, and how the agent form sends them.
 * Spec: 01 §2 Home page (org chart posts), 01 §3 (team member, new agent), 01 §5 (agent form).
 */

/** Placeholder meaning "no value" in selects; sent as null (01 §5). */
export const NOT_DEFINED = 'Не определено';

/**
 * Position values of a team member (01 §3 "position"). The spec gives no list; ours holds one
 * post per org-chart department of 01 §2 Home page, plus {@link NOT_DEFINED}.
 */
export const POSITIONS = [
  NOT_DEFINED,
  'Глава HRT',
  'Глава разведки',
  'Глава ISB',
  'Советник по национальной безопасности',
  'Глава STB',
  'Криминалист',
  'Арбитр',
  'Аудитор',
  'Генеральный юрисконсульт',
  'Пресс-секретарь',
  'Глава Национальной академии',
  'Офис-менеджер',
] as const;

/** A position value. */
export type Position = (typeof POSITIONS)[number];

/** Named positions the org chart and card rules refer to (01 §2 Home page). */
export const POSITION = {
  none: NOT_DEFINED,
  headHrt: 'Глава HRT',
  headIntelligence: 'Глава разведки',
  headIsb: 'Глава ISB',
  nationalSecurityAdvisor: 'Советник по национальной безопасности',
  headStb: 'Глава STB',
  criminalist: 'Криминалист',
  arbiter: 'Арбитр',
  auditor: 'Аудитор',
  generalCounsel: 'Генеральный юрисконсульт',
  pressSecretary: 'Пресс-секретарь',
} as const satisfies Record<string, Position>;

/** Directions of a team member (01 §3, §9): CID or DEA (or none = null). */
export const DIRECTIONS = ['CID', 'DEA'] as const;

/** A direction value. */
export type Direction = (typeof DIRECTIONS)[number];

/** Direction choices of the agent form, including {@link NOT_DEFINED} (sent as null). */
export const DIRECTION_CHOICES = [NOT_DEFINED, ...DIRECTIONS] as const;

/**
 * Converts a select value for sending (01 §5): empty/blank or 'Не определено' → null,
 * otherwise the trimmed value.
 */
export function toNullable(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  return v === '' || v === NOT_DEFINED ? null : v;
}

/**
 * Strips a leading letter prefix from an agent number for editing (01 §5), e.g. 'A-042' → '042',
 * 'CID123' → '123'. Null/undefined → ''.
 */
export function stripAgentNoPrefix(agentNo: string | null | undefined): string {
  return (agentNo ?? '').trim().replace(/^[^\d]+/, '');
}
