/**
 * Acts of offences, act execution, verdict and tribunal act. Spec: 02 §5 (Act, Act execution,
 * Act verdict, Tribunal act).
 */
import { DEMOTION_RANKS_MIN } from '../constants.ts';
import { isDemotion } from '../punishmentTypes.ts';
import {
  firstIssue,
  isBlank,
  isHttpUrl,
  required,
  validateArticles,
  validateLinks,
  type ValidationResult,
} from './common.ts';
import { MESSAGES } from './messages.ts';
import { validateNick } from './nick.ts';

/** True when `value` is an integer ≥ 1 (number or numeric string); used for demotion rank counts. */
export function isRankCount(value: number | string | null | undefined): boolean {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return false;
  const n = Number(value);
  return Number.isInteger(n) && n >= DEMOTION_RANKS_MIN;
}

/**
 * Validates the offence act form (02 §5, §2.3): nick (First_Last), faction, description, at least
 * one evidence link.
 */
export function validateActForm(form: {
  nick: string | null | undefined;
  faction: string | null | undefined;
  description: string | null | undefined;
  proves: readonly string[] | null | undefined;
}): ValidationResult<'nick' | 'faction' | 'description' | 'proves'> {
  return firstIssue<'nick' | 'faction' | 'description' | 'proves'>(
    ['nick', () => validateNick(form.nick)],
    ['faction', () => required(form.faction, MESSAGES.factionEmpty)],
    ['description', () => required(form.description, MESSAGES.descriptionEmpty)],
    ['proves', () => validateLinks(form.proves)],
  );
}

/**
 * Validates act execution (02 §5): articles ('Статьи нарушений не могут быть пустыми', format
 * N.N УК), punishment type, rank count ≥ 1 for 'Понижение', proof link required and http(s).
 */
export function validateActExecution(form: {
  cautions: readonly string[] | null | undefined;
  type: string | null | undefined;
  rangCount?: number | string | null | undefined;
  punishmentProve: string | null | undefined;
}): ValidationResult<'cautions' | 'type' | 'rangCount' | 'punishmentProve'> {
  return firstIssue<'cautions' | 'type' | 'rangCount' | 'punishmentProve'>(
    ['cautions', () => validateArticles(form.cautions, 'uk', MESSAGES.actCautionsEmpty)],
    ['type', () => required(form.type, MESSAGES.punishmentTypeEmpty)],
    [
      'rangCount',
      () =>
        isDemotion(form.type) && !isRankCount(form.rangCount)
          ? MESSAGES.demotionRanksRequired
          : null,
    ],
    ['punishmentProve', () => required(form.punishmentProve, MESSAGES.punishmentProveEmpty)],
    [
      'punishmentProve',
      () => (isHttpUrl(form.punishmentProve) ? null : MESSAGES.punishmentProveInvalid),
    ],
  );
}

/** Validates an act verdict (02 §5): non-empty, 'Вердикт не может быть пустым'. */
export function validateVerdict(verdict: string | null | undefined): ValidationResult<'verdict'> {
  return firstIssue(['verdict', () => required(verdict, MESSAGES.verdictEmpty)]);
}

/**
 * Validates the tribunal act form (02 §5): nick, faction, verdict, proof (an http(s) URL).
 */
export function validateTribunalAct(form: {
  nick: string | null | undefined;
  faction: string | null | undefined;
  verdict: string | null | undefined;
  prove: string | null | undefined;
}): ValidationResult<'nick' | 'faction' | 'verdict' | 'prove'> {
  return firstIssue<'nick' | 'faction' | 'verdict' | 'prove'>(
    ['nick', () => validateNick(form.nick)],
    ['faction', () => required(form.faction, MESSAGES.factionEmpty)],
    ['verdict', () => required(form.verdict, MESSAGES.verdictEmpty)],
    ['prove', () => (isBlank(form.prove) ? MESSAGES.proveEmpty : null)],
    ['prove', () => (isHttpUrl(form.prove) ? null : MESSAGES.proveInvalid)],
  );
}
