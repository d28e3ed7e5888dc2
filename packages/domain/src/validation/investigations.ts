/**
 * Agent reports (raports), IB reports and investigations. Spec: 01 §5 (Article lists, Agent
 * report, Start investigation, Raport rework comment), 01 §4 (Investigations).
 */
import {
  firstIssue,
  issue,
  required,
  validateArticles,
  validateLinks,
  type ArticleKind,
  type CheckResult,
  type ValidationResult,
} from './common.ts';
import { MESSAGES } from './messages.ts';

/** Fields of the agent report / IB report form. */
export interface RaportFormInput {
  description: string | null | undefined;
  cautions: readonly string[] | null | undefined;
  proves: readonly string[] | null | undefined;
}

/**
 * Validates an agent report (kind 'uk', articles N.N УК) or an IB report (kind 'ib', N.N
 * УК/АК/ФП) (01 §5): description, at least one article in format, at least one valid link.
 */
export function validateRaport(
  form: RaportFormInput,
  kind: ArticleKind = 'uk',
): ValidationResult<keyof RaportFormInput> {
  return firstIssue<keyof RaportFormInput>(
    ['description', () => required(form.description, MESSAGES.descriptionEmpty)],
    ['cautions', () => validateArticles(form.cautions, kind)],
    ['proves', () => validateLinks(form.proves)],
  );
}

/** Validates an IB report (01 §5): {@link validateRaport} with IB article format. */
export function validateIbRaport(form: RaportFormInput): ValidationResult<keyof RaportFormInput> {
  return validateRaport(form, 'ib');
}

/**
 * Validates the start-investigation form (01 §5): faction required, joint option chosen
 * (`isJoint` must be a boolean); when `needsDirection` (the director's office, which has no branch
 * of its own) a non-joint investigation names its branch, CID or DEA (ours, see branchOf).
 */
export function validateStartInvestigation(form: {
  faction: string | null | undefined;
  isJoint: boolean | null | undefined;
  direction?: string | null | undefined;
  needsDirection?: boolean;
}): ValidationResult<'faction' | 'isJoint' | 'direction'> {
  return firstIssue<'faction' | 'isJoint' | 'direction'>(
    ['faction', () => required(form.faction, MESSAGES.factionEmpty)],
    ['isJoint', () => (typeof form.isJoint === 'boolean' ? null : MESSAGES.jointEmpty)],
    [
      'direction',
      () =>
        form.needsDirection && form.isJoint === false && !isDirection(form.direction)
          ? MESSAGES.directionEmpty
          : null,
    ],
  );
}

/** True for a branch value, CID or DEA (01 §9). */
function isDirection(value: string | null | undefined): boolean {
  return value === 'CID' || value === 'DEA';
}

/** Validates the start-IB-investigation form (01 §4: no joint flag): faction required. */
export function validateStartIbInvestigation(form: {
  faction: string | null | undefined;
}): ValidationResult<'faction'> {
  return firstIssue(['faction', () => required(form.faction, MESSAGES.factionEmpty)]);
}

/**
 * Validates the investigation chosen in the report-filing and end-investigation forms (01 §2
 * "agent report on an investigation", "end investigation"; also IB). Spec gap: 01 §5 gives no rule;
 * ours: nothing is preselected, since filing to or closing the wrong case cannot be undone, and
 * none chosen is 'Выберите расследование'.
 */
export function validateInvestigationChosen(
  investigationId: string | number | null | undefined,
): ValidationResult<'investigationId'> {
  const chosen = investigationId != null && String(investigationId).trim() !== '';
  return chosen ? null : issue('investigationId', MESSAGES.investigationNotChosen);
}

/**
 * Validates the end-investigation form (01 §5; also IB): description required and at least one
 * report selected.
 */
export function validateEndInvestigation(form: {
  description: string | null | undefined;
  selectedReports: readonly unknown[] | null | undefined;
}): ValidationResult<'description' | 'selectedReports'> {
  return firstIssue<'description' | 'selectedReports'>(
    ['description', () => required(form.description, MESSAGES.descriptionEmpty)],
    [
      'selectedReports',
      () => ((form.selectedReports?.length ?? 0) > 0 ? null : MESSAGES.reportsNotSelected),
    ],
  );
}

/**
 * Validates a send-for-rework comment of an MW report, raport or IB dossier/report (01 §5):
 * non-empty, 'Заполните комментарий!'.
 */
export function validateReworkComment(
  comment: string | null | undefined,
): ValidationResult<'comment'> {
  return firstIssue(['comment', () => required(comment, MESSAGES.commentEmpty)]);
}

/**
 * The shared comment check whose wording the spec does not show (02 §5 office and inactivity
 * decline, national security rework; 03 §5 laboratory decline, home-check cancel):
 * non-empty, 'Комментарий не может быть пустым'. A building block: the caller names the field.
 */
export function validateComment(comment: string | null | undefined): CheckResult {
  return required(comment, MESSAGES.commentRequired);
}
