/** Punishment registry: creation and type change. Spec: 02 §5 (Punishment creation, type change). */
import { isDemotion } from '../punishmentTypes.ts';
import { isRankCount } from './acts.ts';
import {
  firstIssue,
  isBlank,
  isHttpUrl,
  issue,
  required,
  validateArticles,
  validateLinks,
  type ValidationResult,
} from './common.ts';
import { MESSAGES } from './messages.ts';
import { validateNick } from './nick.ts';

/** A field of the punishment creation form (the request body's keys). */
export type PunishmentCreateField =
  'nick' | 'faction' | 'cautions' | 'type' | 'rangCount' | 'violationProves' | 'punishmentProve';

/**
 * Validates the punishment creation form (02 §5): nick, faction, articles (N.N УК, at least one),
 * type, rank count ≥ 1 for demotion, violation links (at least one), punishment proof URL.
 */
export function validatePunishmentCreate(form: {
  nick: string | null | undefined;
  faction: string | null | undefined;
  cautions: readonly string[] | null | undefined;
  type: string | null | undefined;
  rangCount?: number | string | null | undefined;
  violationProves: readonly string[] | null | undefined;
  punishmentProve: string | null | undefined;
}): ValidationResult<PunishmentCreateField> {
  return firstIssue<PunishmentCreateField>(
    ['nick', () => validateNick(form.nick)],
    ['faction', () => required(form.faction, MESSAGES.factionEmpty)],
    ['cautions', () => validateArticles(form.cautions, 'uk', MESSAGES.actCautionsEmpty)],
    ['type', () => required(form.type, MESSAGES.punishmentTypeEmpty)],
    [
      'rangCount',
      () =>
        isDemotion(form.type) && !isRankCount(form.rangCount)
          ? MESSAGES.demotionRanksRequired
          : null,
    ],
    ['violationProves', () => validateLinks(form.violationProves)],
    [
      'punishmentProve',
      () => (isBlank(form.punishmentProve) ? MESSAGES.punishmentProveEmpty : null),
    ],
    [
      'punishmentProve',
      () => (isHttpUrl(form.punishmentProve) ? null : MESSAGES.punishmentProveInvalid),
    ],
  );
}

/**
 * Validates a registry type change (02 §5): type required ('Тип наказания не может быть пустым');
 * for 'Понижение' a positive integer rank count ('При понижении необходимо указать правильное
 * количество рангов!').
 */
export function validatePunishmentTypeChange(form: {
  type: string | null | undefined;
  rangCount?: number | string | null | undefined;
}): ValidationResult<'type' | 'rangCount'> {
  if (isBlank(form.type)) return issue('type', MESSAGES.punishmentTypeEmpty);
  if (isDemotion(form.type) && !isRankCount(form.rangCount)) {
    return issue('rangCount', MESSAGES.demotionRanksInvalid);
  }
  return null;
}
