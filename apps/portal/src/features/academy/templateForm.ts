/**
 * The academy template form's values and their mapping to the payload (03 §2 template modals,
 * §3 Academy template, §7: ranks and types sent as enumerations).
 */
import {
  TEMPLATE_MIN_CONDITIONS,
  toAcademyRank,
  toConditionType,
  validateAcademyTemplate,
  type AcademyRank,
  type ConditionType,
} from '@fbi/domain';
import type { AcademyTemplate, AcademyTemplateInput } from './api.ts';

/** One condition row while typing. */
export interface ConditionDraft {
  name: string;
  rang: AcademyRank | null;
  conditionType: ConditionType | null;
  optionCategoryName: string | null;
  testId: number | null;
}

/** The whole form while typing. */
export interface TemplateDraft {
  name: string;
  conditions: ConditionDraft[];
}

/** An empty condition row. */
export function newCondition(): ConditionDraft {
  return { name: '', rang: null, conditionType: null, optionCategoryName: null, testId: null };
}

/** An empty form: a name and one condition row (03 §9: at least one condition). */
export function emptyTemplate(): TemplateDraft {
  return { name: '', conditions: [newCondition()] };
}

/** The form of a stored template (edit modal). */
export function templateDraft(template: AcademyTemplate): TemplateDraft {
  return {
    name: template.name,
    conditions: template.conditions.map((c) => ({
      name: c.name,
      rang: c.agentRank,
      conditionType: c.conditionType,
      optionCategoryName: c.optionCategoryName,
      testId: c.testId,
    })),
  };
}

/** Removes a condition row unless it is the last one (03 §2, §9). */
export function removeCondition(rows: readonly ConditionDraft[], index: number): ConditionDraft[] {
  if (rows.length <= TEMPLATE_MIN_CONDITIONS) return [...rows];
  return rows.filter((_, i) => i !== index);
}

/**
 * The row's test id if it is one of the loaded tests, else null (03 §2: "if none exist, the test
 * id is cleared"). A stale id of a deleted test is cleared the same way.
 */
export function availableTestId(
  row: ConditionDraft,
  testIds: readonly number[] | undefined,
): number | null {
  if (row.testId === null || testIds === undefined) return row.testId;
  return testIds.includes(row.testId) ? row.testId : null;
}

/**
 * The form with each row's fields kept only for its type (category for OPTION, test for TEST),
 * and tests not among `testIds` cleared — what is validated and sent.
 */
export function normalizeTemplate(
  draft: TemplateDraft,
  testIds: readonly number[] | undefined,
): TemplateDraft {
  return {
    name: draft.name.trim(),
    conditions: draft.conditions.map((row) => ({
      ...row,
      name: row.name.trim(),
      optionCategoryName: row.conditionType === 'OPTION' ? row.optionCategoryName : null,
      testId: row.conditionType === 'TEST' ? availableTestId(row, testIds) : null,
    })),
  };
}

/**
 * The payload of a normalized form that passed `validateAcademyTemplate` (03 §7); null if a row
 * still lacks its rank or type.
 */
export function templatePayload(draft: TemplateDraft): AcademyTemplateInput | null {
  const conditions: AcademyTemplateInput['conditions'] = [];
  for (const row of draft.conditions) {
    const rang = toAcademyRank(row.rang);
    const conditionType = toConditionType(row.conditionType);
    if (rang === null || conditionType === null) return null;
    conditions.push({ ...row, rang, conditionType });
  }
  return { name: draft.name, conditions };
}

/**
 * The rules and the payload of a template form given the loaded tests (03 §5, §7): both read the
 * normalized form; the payload is null only for a form the rules refuse.
 */
export function templateRules(tests: readonly { id: number }[] | undefined) {
  const normalized = (draft: TemplateDraft) =>
    normalizeTemplate(
      draft,
      tests?.map((t) => t.id),
    );
  return {
    validate: (draft: TemplateDraft) => validateAcademyTemplate(normalized(draft)),
    bodyOf: (draft: TemplateDraft) => templatePayload(normalized(draft)),
  };
}
