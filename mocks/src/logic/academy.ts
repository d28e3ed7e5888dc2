/**
 * Server rules of the academy (03 §4 Academy template): activating a template creates one exam
 * row per academy agent and condition of the agent's academy rank.
 */
import { ACADEMY_RANK_LABELS, type AcademyRank } from '@fbi/domain';
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
