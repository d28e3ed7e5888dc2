import {
  AGENT_TESTS_TEXT as T,
  canMarkAgentTest,
  formatDateTime,
  statusTone,
  TEST_RESULT_VALUES,
  UI_TEXT,
} from '@fbi/domain';
import { Button, Modal, StatusBadge, StatusMenu } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import { agentTestKey } from './agentTestKey.ts';
import { agentTestsQueryOptions, markAgentTest, type AgentTest, type TestResult } from './api.ts';
import * as styles from './tests.css.ts';

export interface AgentTestModalProps {
  /** {@link agentTestKey} of the test; the modal follows the list's data as it refreshes. */
  testKey: string;
  onClose: () => void;
}

/** One question's answer (03 §2 /agent-tests). */
function QuestionAnswer({ q }: { q: AgentTest['questions'][number] }) {
  if (q.correctAnswerId === null) {
    const text = q.freeTextAnswer?.trim();
    return text ? <p>{text}</p> : <StatusBadge label={UI_TEXT.answerMissing} tone="warning" />;
  }
  return (
    <>
      <StatusBadge
        label={q.isCorrect ? UI_TEXT.answerCorrect : UI_TEXT.answerWrong}
        tone={q.isCorrect ? 'success' : 'danger'}
      />
      <ul className={styles.answers}>
        {[...q.answers]
          .sort((a, b) => a.priority - b.priority)
          .map((a) => {
            const correct = a.id === q.correctAnswerId;
            const wrongChosen = !correct && a.id === q.selectedAnswerId;
            const tone = correct ? styles.answerCorrect : wrongChosen ? styles.answerWrong : '';
            return (
              <li key={a.id} className={`${styles.answer} ${tone}`}>
                <span>{a.text}</span>
                {a.id === q.selectedAnswerId && <span>({T.chosenAnswer})</span>}
              </li>
            );
          })}
      </ul>
    </>
  );
}

/**
 * A submitted agent test (03 §2 /agent-tests): agent, author, date; per question the options with
 * the correct one green and a wrong chosen one red, badged 'Ответ верный' / 'Ответ неверный', or
 * the free-text answer ('Ответ отсутствует' when empty); 'Изменить статус' with 'Сдал' / 'Не
 * Сдал' (`PUT /academy-exam/{examId}/update-test?value=`), enabled exactly where the server
 * accepts it ({@link canMarkAgentTest}: reviewer, exam row still there and closed, newest attempt).
 */
export function AgentTestModal({ testKey, onClose }: AgentTestModalProps) {
  const { roles } = useSession();
  const list = useQuery(agentTestsQueryOptions());
  const test = list.data?.find((t) => agentTestKey(t) === testKey);
  const mark = useApiMutation({
    mutationFn: markAgentTest,
    invalidates: [queryRoots.agentTests, queryRoots.academyExams],
    // The modal stays on the test, its result badge refreshed: nothing else to open.
    done: (_answer, sent) => test && { text: T.done.marked(test.nick, test.name, sent.value) },
  });
  if (!test) return null;
  const canMark = canMarkAgentTest(roles, test);

  return (
    <Modal
      title={T.viewTitle(test.nick, test.name)}
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <StatusMenu
            isDisabled={!canMark || mark.isPending}
            items={TEST_RESULT_VALUES.map((value) => ({
              id: value,
              label: value,
              isDisabled: !canMark || value === test.result,
            }))}
            onAction={(value) => mark.mutate({ examId: test.examId, value: value as TestResult })}
          />
          <Button variant="secondary" onPress={onClose}>
            {UI_TEXT.close}
          </Button>
        </>
      }
    >
      <p className={styles.note}>
        {T.viewMeta(test.nick, test.author, formatDateTime(test.createdAt))}
      </p>
      <p>
        {T.result}:{' '}
        <StatusBadge
          label={test.result ?? T.notReviewed}
          tone={statusTone('testResult', test.result)}
        />
      </p>
      <ol className={styles.list}>
        {test.questions.map((q, i) => (
          <li key={q.id} className={styles.block}>
            <h3 className={styles.questionTitle}>
              {i + 1}. {q.text}
            </h3>
            <QuestionAnswer q={q} />
          </li>
        ))}
      </ol>
    </Modal>
  );
}
