import { ACADEMY_TEXT as T, canTake, formatDate, type Role } from '@fbi/domain';
import { Button, type TableColumn } from '@fbi/ui';
import { NickLink } from '../../shared/person/NickLink.tsx';
import * as cells from '../../shared/registry/registry.css.ts';
import * as styles from './academy.css.ts';
import type { AcademyCondition } from './api.ts';
import { examTableText, type AgentExams } from './examRows.ts';

/** Who is looking and what their start-test button does. */
export interface AcademyColumnsContext {
  nick: string | null;
  roles: readonly Role[];
  /** Starts the test of a TEST condition (the start check, then the test-taking modal). */
  onStartTest: (conditionName: string) => void;
  /** The condition whose start check is in flight, if any. */
  startingCondition: string | null;
}

/**
 * The columns of a rank table of /academy (03 §2): nick, one per condition of the active
 * template for that rank, promotion date, next promotion date (ru-RU, Moscow time). A TEST cell
 * on the viewer's own row has 'Начать тест' while the test is open (the exam test machine).
 */
export function academyColumns(
  conditions: readonly AcademyCondition[],
  ctx: AcademyColumnsContext,
): TableColumn<AgentExams>[] {
  return [
    { id: 'nick', header: T.nick, cell: (a) => <NickLink nick={a.nick} />, isRowHeader: true },
    ...conditions.map((c): TableColumn<AgentExams> => ({
      id: `condition:${c.name}`,
      header: c.name,
      cell: (a) => {
        const exam = a.exams[c.name];
        const text = examTableText(exam);
        const canStart =
          exam?.conditionType === 'TEST' &&
          a.nick === ctx.nick &&
          canTake('examTestState', 'take', ctx.roles, exam.testState);
        if (!canStart) return text;
        return (
          <span className={styles.cellWithAction}>
            {text}
            <Button
              size="sm"
              aria-label={T.startTestFor(c.name)}
              isPending={ctx.startingCondition === c.name}
              onPress={() => ctx.onStartTest(c.name)}
            >
              {T.startTest}
            </Button>
          </span>
        );
      },
    })),
    {
      id: 'promotionDate',
      header: T.promotionDate,
      cell: (a) => <span className={cells.nowrap}>{formatDate(a.promotionDate)}</span>,
    },
    {
      id: 'nextPromotionDate',
      header: T.nextPromotionDate,
      cell: (a) => <span className={cells.nowrap}>{formatDate(a.nextPromotionDate)}</span>,
    },
  ];
}
