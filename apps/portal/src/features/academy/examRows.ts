/**
 * The rows of /academy (03 §2): exam rows grouped per agent of one academy rank, and the text of
 * a cell. Pure, so the tables, the exam modal and the tests share one reading of the data.
 */
import {
  examCellText,
  LOGICAL_FAILED,
  LOGICAL_PASSED,
  NOT_DEFINED,
  optionCategoryValues,
  type AcademyRank,
} from '@fbi/domain';
import type { OptionItem } from '@fbi/ui';
import type { AcademyAgent, AcademyCondition, AcademyExam } from './api.ts';

/** One agent of a rank table: their exam row per condition name. */
export interface AgentExams {
  nick: string;
  rank: AcademyRank;
  exams: Readonly<Record<string, AcademyExam>>;
  promotionDate: string | null;
  nextPromotionDate: string | null;
}

/**
 * The agents of `rank` with their exam rows, by nick (ru collation). The roster's agents of that
 * rank without exam rows (their rank has no condition in the active template) are listed too,
 * with no exams (03 §2: the tables are by rank, the condition columns come on top).
 */
export function agentsOfRank(
  exams: readonly AcademyExam[],
  rank: AcademyRank,
  roster: readonly AcademyAgent[] = [],
): AgentExams[] {
  const byNick = new Map<string, AgentExams>();
  for (const agent of roster) {
    if (agent.rank === rank) byNick.set(agent.nick, { ...agent, exams: {} });
  }
  for (const exam of exams) {
    if (exam.conditionRang !== rank) continue;
    const agent = byNick.get(exam.nick) ?? {
      nick: exam.nick,
      rank,
      exams: {},
      promotionDate: exam.promotionDate,
      nextPromotionDate: exam.nextPromotionDate,
    };
    byNick.set(exam.nick, { ...agent, exams: { ...agent.exams, [exam.conditionName]: exam } });
  }
  return [...byNick.values()].sort((a, b) => a.nick.localeCompare(b.nick, 'ru'));
}

/** The conditions of the active template for `rank`, in the template's order. */
export function conditionsOfRank(
  conditions: readonly AcademyCondition[],
  rank: AcademyRank,
): AcademyCondition[] {
  return conditions.filter((c) => c.agentRank === rank);
}

/**
 * A table cell (03 §2): LOGICAL 'Сдал' / 'Не сдал' / 'Не определено'; OPTION the value or 'Не
 * определено'; TEST the review result or 'Не определено' (ours: the spec shows the test state
 * only in the edit modal).
 */
export function examTableText(exam: AcademyExam | undefined): string {
  if (!exam) return NOT_DEFINED;
  if (exam.conditionType === 'TEST') return exam.value?.trim() || NOT_DEFINED;
  return examCellText(exam.conditionType, exam.value);
}

/**
 * The choices of a non-TEST exam in the edit modal (03 §2): LOGICAL 'Сдал' (true) / 'Не сдал'
 * (false), OPTION the values of its category; each with 'Не определено' (sent empty, 03 §7). A
 * choice's id is what `examValueToSend` turns into the value.
 */
export function examChoices(exam: AcademyExam): OptionItem[] {
  const undefinedChoice = { id: NOT_DEFINED, label: NOT_DEFINED };
  if (exam.conditionType === 'LOGICAL') {
    return [
      { id: 'true', label: LOGICAL_PASSED },
      { id: 'false', label: LOGICAL_FAILED },
      undefinedChoice,
    ];
  }
  return [
    ...optionCategoryValues(exam.optionCategoryName).map((v) => ({ id: v, label: v })),
    undefinedChoice,
  ];
}

/** The chosen id of a non-TEST exam's current value ('Не определено' when empty). */
export function examChoiceOf(exam: AcademyExam): string {
  return exam.value?.trim() || NOT_DEFINED;
}
