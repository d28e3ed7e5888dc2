/** Academy template form. Spec: 03 §5 (Academy template; messages not shown, ours). */
import { toAcademyRank, toConditionType } from '../academy.ts';
import { isBlank, issue, type ValidationResult } from './common.ts';
import { MESSAGES, withParams } from './messages.ts';

/** One condition row of the template form (03 §3). Rank and type accept values or labels. */
export interface TemplateConditionInput {
  name: string | null | undefined;
  rang: string | null | undefined;
  conditionType: string | null | undefined;
  optionCategoryName?: string | null | undefined;
  testId?: number | string | null | undefined;
}

/** A field of the template form: name, the conditions list, or one condition's field. */
export type AcademyTemplateField =
  'name' | 'conditions' | `conditions.${number}.${keyof TemplateConditionInput}`;

/**
 * Validates an academy template before saving or activation (03 §5): name required, at least one
 * condition; each condition (numbered from 1) needs a name, a rank, a type, an option category
 * for OPTION and a test for TEST. The issue is on `name`, `conditions`, or a condition's field
 * (`conditions.{i}.rang`, zero-based; the message numbers conditions from 1).
 */
export function validateAcademyTemplate(form: {
  name: string | null | undefined;
  conditions: readonly TemplateConditionInput[] | null | undefined;
}): ValidationResult<AcademyTemplateField> {
  if (isBlank(form.name)) return issue('name', MESSAGES.templateNameEmpty);
  const conditions = form.conditions ?? [];
  if (conditions.length === 0) return issue('conditions', MESSAGES.templateConditionsEmpty);
  for (const [i, c] of conditions.entries()) {
    const at = (field: keyof TemplateConditionInput, message: string) =>
      issue(`conditions.${i}.${field}` as const, withParams(message, { n: i + 1 }));
    if (isBlank(c.name)) return at('name', MESSAGES.conditionNameEmpty);
    if (toAcademyRank(c.rang) === null) return at('rang', MESSAGES.conditionRankEmpty);
    const type = toConditionType(c.conditionType);
    if (type === null) return at('conditionType', MESSAGES.conditionTypeEmpty);
    if (type === 'OPTION' && isBlank(c.optionCategoryName)) {
      return at('optionCategoryName', MESSAGES.conditionCategoryEmpty);
    }
    if (type === 'TEST' && (c.testId == null || String(c.testId).trim() === '')) {
      return at('testId', MESSAGES.conditionTestEmpty);
    }
  }
  return null;
}
