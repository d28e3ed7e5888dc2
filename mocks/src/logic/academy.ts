/**
 * Server rules of the academy (03 §4 Academy template): activating a template creates one exam
 * row per academy agent and condition of the agent's academy rank; the template form (03 §5) and
 * the checks of exam cells (03 §2).
 */
import {
  ACADEMY_RANK_LABELS,
  type AcademyRank,
  NOT_FOUND_MESSAGES,
  optionCategoryValues,
  SERVER_MESSAGES,
  TEST_RESULT_VALUES,
  toAcademyRank,
  toConditionType,
  validateAcademyTemplate,
} from '@fbi/domain';
import { badRequest, notFound } from '../http/errors.ts';
import { integer, text } from '../http/input.ts';
import type { Store } from '../store/store.ts';
import type { MemberRecord, Schemas } from '../store/types.ts';

/** The academy rank of a member's FBI rank (Стажёр, Дежурный, Младший агент), else null. */
export function academyRankOf(rang: string): AcademyRank | null {
  const entry = Object.entries(ACADEMY_RANK_LABELS).find(([, label]) => label === rang);
  return entry ? (entry[0] as AcademyRank) : null;
}

/**
 * Exam rows of a template for every academy member: values empty, TEST rows OPENED so the agent
 * can take the test.
 */
export function examsForTemplate(
  template: Schemas['AcademyTemplate'],
  members: readonly MemberRecord[],
  nextId: () => number,
): Schemas['AcademyExam'][] {
  const rows: Schemas['AcademyExam'][] = [];
  for (const member of members) {
    const rank = academyRankOf(member.rang);
    if (!rank) continue;
    for (const condition of template.conditions.filter((c) => c.agentRank === rank)) {
      const test = condition.conditionType === 'TEST';
      rows.push({
        id: nextId(),
        nick: member.nick,
        conditionName: condition.name,
        conditionRang: rank,
        conditionType: condition.conditionType,
        value: null,
        optionCategoryName: condition.optionCategoryName,
        testState: test ? 'OPENED' : null,
        testId: test ? condition.testId : null,
        promotionDate: member.promotionDate,
        nextPromotionDate: member.nextPromotionDate,
      });
    }
  }
  return rows;
}

/**
 * The test state of a TEST row: one without a stored state counts as OPENED (rows are made
 * OPENED, 03 §4).
 */
export const examTestStateOf = (exam: Schemas['AcademyExam']): string => exam.testState ?? 'OPENED';

/** Whether a value is one of the test results (03 §3 TestResult). */
export const isTestResult = (v: unknown): v is Schemas['TestResult'] =>
  typeof v === 'string' && (TEST_RESULT_VALUES as readonly string[]).includes(v);

/**
 * A value for a non-TEST exam row, checked against its type (03 §2 exam cells): trimmed, blank as
 * null.
 * @throws ApiError 400 for a non-string, a LOGICAL value other than true/false or an OPTION value
 *   outside its category.
 */
export function examCellValue(exam: Schemas['AcademyExam'], raw: unknown): string | null {
  if (raw !== null && typeof raw !== 'string') throw badRequest(SERVER_MESSAGES.cellNotText);
  const value = raw?.trim() || null;
  if (value === null) return null;
  if (exam.conditionType === 'LOGICAL' && value !== 'true' && value !== 'false') {
    throw badRequest(SERVER_MESSAGES.cellLogicalOnly(exam.conditionName));
  }
  if (
    exam.conditionType === 'OPTION' &&
    !optionCategoryValues(exam.optionCategoryName).includes(value)
  ) {
    throw badRequest(SERVER_MESSAGES.cellNotInCategory(exam.conditionName));
  }
  return value;
}

/**
 * The template form of a body (03 §5 Academy template), validated, with conditions in the stored
 * shape (rang → agentRank).
 * @throws ApiError 400 with the domain validator's message; 404 (NOT_FOUND_MESSAGES.test) for a TEST
 *   condition whose test does not exist.
 */
export function templateInput(
  store: Store,
  input: { name?: unknown; conditions?: unknown },
): { name: string; conditions: Schemas['AcademyCondition'][] } {
  const rows = Array.isArray(input.conditions)
    ? (input.conditions as Record<string, unknown>[])
    : [];
  const form = {
    name: text(input.name),
    conditions: rows.map((c) => ({
      name: text(c?.name),
      rang: text(c?.rang),
      conditionType: text(c?.conditionType),
      optionCategoryName: text(c?.optionCategoryName),
      testId: integer(c?.testId),
    })),
  };
  const invalid = validateAcademyTemplate(form);
  if (invalid) throw badRequest(invalid);
  const conditions = form.conditions.map((c): Schemas['AcademyCondition'] => {
    const conditionType = toConditionType(c.conditionType) ?? 'LOGICAL';
    if (conditionType === 'TEST' && !store.data.tests.some((t) => t.id === c.testId)) {
      throw notFound(NOT_FOUND_MESSAGES.test);
    }
    return {
      name: c.name ?? '',
      agentRank: toAcademyRank(c.rang) ?? 'TRAINEE',
      conditionType,
      optionCategoryName: conditionType === 'OPTION' ? c.optionCategoryName : null,
      testId: conditionType === 'TEST' ? c.testId : null,
    };
  });
  return { name: form.name ?? '', conditions };
}
