/**
 * Punishment type values. Spec: 01 §3, §9 (team member punishments: warning, reprimand),
 * 02 §3, §9 (registry punishments; demotion is the value 'Понижение').
 */

/** Team-member punishment types (01 §3, §9), sent as is. */
export const TEAM_PUNISHMENT_TYPES = ['warning', 'reprimand'] as const;

/** A team-member punishment type. */
export type TeamPunishmentType = (typeof TEAM_PUNISHMENT_TYPES)[number];

/** Russian labels of team-member punishment types (labels are our choice; 01 §3 gives none). */
export const TEAM_PUNISHMENT_LABELS: Record<TeamPunishmentType, string> = {
  warning: 'Предупреждение',
  reprimand: 'Выговор',
};

/** The demotion value of the registry (02 §3 "demotion is the value 'Понижение'"). */
export const DEMOTION = 'Понижение';

/**
 * Registry / act punishment types (02 §3, §9: warning, ordinary reprimand, strict reprimand,
 * demotion, dismissal). Values are Russian words and double as labels; only 'Понижение' is given
 * by the spec, the rest are our choice.
 */
export const PUNISHMENT_TYPES = [
  'Предупреждение',
  'Выговор',
  'Строгий выговор',
  DEMOTION,
  'Увольнение',
] as const;

/** A registry punishment type. */
export type PunishmentType = (typeof PUNISHMENT_TYPES)[number];

/** True when the type is demotion, which needs a rank count (02 §5). */
export function isDemotion(type: string | null | undefined): boolean {
  return type === DEMOTION;
}

/**
 * Text of the punishment measure column (02 §2.9): the type, with the rank count in brackets for
 * demotion, e.g. 'Понижение (2)'.
 */
export function punishmentMeasure(type: string, rangCount?: number | null): string {
  return isDemotion(type) && rangCount != null ? `${type} (${rangCount})` : type;
}
