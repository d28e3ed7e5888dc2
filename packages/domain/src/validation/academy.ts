/** Academy template form. Spec: 03 §5 (Academy template; messages not shown, ours). */
import { toAcademyRank, toConditionType } from '../academy.ts';
import { isBlank, required, type ValidationResult } from './common.ts';
import { MESSAGES, withParams } from './messages.ts';

/** One condition row of the template form (03 §3). Rank and type accept values or labels. */
export interface TemplateConditionInput {
  name: string | null | undefined;
  rang: string | null | undefined;
  conditionType: string | null | undefined;
  optionCategoryName?: string | null | undefined;
  testId?: number | string | null | undefined;
}

/**
 * Validates an academy template before saving or activation (03 §5): name required, at least one
 * condition; each condition (numbered from 1) needs a name, a rank, a type, an option category
 * for OPTION and a test for TEST.
 */
export function validateAcademyTemplate(form: {
  name: string | null | undefined;
  conditions: readonly TemplateConditionInput[] | null | undefined;
}): ValidationResult {
  const nameError = required(form.name, MESSAGES.templateNameEmpty);
  if (nameError) return nameError;
  const conditions = form.conditions ?? [];
  if (conditions.length === 0) return MESSAGES.templateConditionsEmpty;
  for (const [i, c] of conditions.entries()) {
    const n = i + 1;
    if (isBlank(c.name)) return withParams(MESSAGES.conditionNameEmpty, { n });
    if (toAcademyRank(c.rang) === null) return withParams(MESSAGES.conditionRankEmpty, { n });
    const type = toConditionType(c.conditionType);
    if (type === null) return withParams(MESSAGES.conditionTypeEmpty, { n });
    if (type === 'OPTION' && isBlank(c.optionCategoryName)) {
      return withParams(MESSAGES.conditionCategoryEmpty, { n });
    }
    if (type === 'TEST' && (c.testId == null || String(c.testId).trim() === '')) {
      return withParams(MESSAGES.conditionTestEmpty, { n });
    }
  }
  return null;
}
