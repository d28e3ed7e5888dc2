/**
 * Academy enumerations: ranks, condition types, test states and results, exam cell display.
 * Spec: 03 §2 (/academy), §3 (Academy template, exam row), §9.
 */
import { canTake } from './machines/index.ts';
import { NOT_DEFINED } from './positions.ts';
import type { Role } from './roles.ts';
import type { ExamTestState } from './statuses.ts';

/** Academy ranks as sent (03 §3, §9). */
export const ACADEMY_RANKS = ['TRAINEE', 'ATTENDANT', 'JUNIOR_AGENT'] as const;
/** An academy rank value. */
export type AcademyRank = (typeof ACADEMY_RANKS)[number];
/** Display labels of academy ranks (03 §3). */
export const ACADEMY_RANK_LABELS: Record<AcademyRank, string> = {
  TRAINEE: 'Стажёр',
  ATTENDANT: 'Дежурный',
  JUNIOR_AGENT: 'Младший агент',
};
/** Order of the three tables of /academy (03 §2: junior agents, attendants, trainees). */
export const ACADEMY_TABLE_ORDER = [
  'JUNIOR_AGENT',
  'ATTENDANT',
  'TRAINEE',
] as const satisfies readonly AcademyRank[];

/** Condition types as sent (03 §3, §9). */
export const CONDITION_TYPES = ['OPTION', 'LOGICAL', 'TEST'] as const;
/** A condition type value. */
export type ConditionType = (typeof CONDITION_TYPES)[number];
/** Display labels of condition types (03 §3). */
export const CONDITION_TYPE_LABELS: Record<ConditionType, string> = {
  OPTION: 'Опциональный',
  LOGICAL: 'Логический',
  TEST: 'Тест',
};

/** Maps an enumeration value or its display label to the academy rank (03 §7), else null. */
export function toAcademyRank(value: string | null | undefined): AcademyRank | null {
  if (!value) return null;
  if ((ACADEMY_RANKS as readonly string[]).includes(value)) return value as AcademyRank;
  return ACADEMY_RANKS.find((r) => ACADEMY_RANK_LABELS[r] === value) ?? null;
}

/** Maps an enumeration value or its display label to the condition type (03 §7), else null. */
export function toConditionType(value: string | null | undefined): ConditionType | null {
  if (!value) return null;
  if ((CONDITION_TYPES as readonly string[]).includes(value)) return value as ConditionType;
  return CONDITION_TYPES.find((t) => CONDITION_TYPE_LABELS[t] === value) ?? null;
}

/** Cell text of a LOGICAL condition that is true (03 §2). */
export const LOGICAL_PASSED = 'Сдал';
/** Cell text of a LOGICAL condition that is false (03 §2; lowercase 'с', unlike the test result). */
export const LOGICAL_FAILED = 'Не сдал';

/**
 * Text of an /academy exam cell (03 §2): LOGICAL — 'Сдал' / 'Не сдал' / 'Не определено';
 * OPTION — the value or 'Не определено'; TEST — 'Открыт' / 'Закрыт' by test state.
 * @param value the exam value (LOGICAL accepts true/false or 'true'/'false').
 */
export function examCellText(
  type: ConditionType,
  value: string | boolean | null | undefined,
  testState?: ExamTestState | null,
): string {
  if (type === 'TEST') return testState === 'OPENED' ? 'Открыт' : 'Закрыт';
  if (type === 'LOGICAL') {
    if (value === true || value === 'true') return LOGICAL_PASSED;
    if (value === false || value === 'false') return LOGICAL_FAILED;
    return NOT_DEFINED;
  }
  const v = typeof value === 'string' ? value.trim() : '';
  return v === '' ? NOT_DEFINED : v;
}

/** Value of an exam row to send (03 §7): 'Не определено' and blank are sent as ''. */
export function examValueToSend(value: string | null | undefined): string {
  const v = value?.trim() ?? '';
  return v === NOT_DEFINED ? '' : v;
}

/** What decides whether a submitted agent test can be marked (the contract's AgentTest). */
export interface MarkableAgentTest {
  /** The exam row's test state now; null when the row no longer exists. */
  examState: string | null;
  /** Whether this is the newest attempt on its exam row. */
  isLatestAttempt: boolean;
}

/**
 * Whether `roles` may set 'Сдал' / 'Не Сдал' on `test` (03 §2 /agent-tests 'Изменить статус'):
 * exactly where the server accepts `update-test` — the reviewer roles (exam test machine 'mark'),
 * the exam row still there (else 404) and CLOSED (a reopened one is 409), and the newest attempt
 * (the call names the row, whose newest attempt gets the mark). The portal's menu and the mock's
 * refusals come from this one rule.
 */
export function canMarkAgentTest(roles: readonly Role[], test: MarkableAgentTest): boolean {
  return (
    test.isLatestAttempt &&
    test.examState !== null &&
    canTake('examTestState', 'mark', roles, test.examState)
  );
}
