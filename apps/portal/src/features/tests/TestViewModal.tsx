import { formatDateTime, TESTS_TEXT as T } from '@fbi/domain';
import { StatusBadge } from '@fbi/ui';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';
import type { TestTemplate } from './api.ts';
import * as styles from './tests.css.ts';

export interface TestViewModalProps {
  test: TestTemplate;
  onClose: () => void;
}

/**
 * The read-only view of a test (03 §2 /tests): name, author, creation date, and the numbered
 * questions, each flagged closed (it has a correct answer) or open, with its answer options in
 * priority order (the correct one marked) or the note that the answer is typed as free text.
 */
export function TestViewModal({ test, onClose }: TestViewModalProps) {
  return (
    <RecordModal title={test.name} size="lg" onClose={onClose}>
      <p className={styles.note}>{T.viewMeta(test.author, formatDateTime(test.createdAt))}</p>
      <ol className={styles.list}>
        {test.questions.map((q, i) => {
          const closed = q.correctAnswerId !== null;
          return (
            <li key={q.id} className={styles.block}>
              <h3 className={styles.questionTitle}>
                {i + 1}. {q.text}
              </h3>
              <div>
                <StatusBadge
                  label={closed ? T.closedQuestion : T.openQuestion}
                  tone={closed ? 'info' : 'neutral'}
                />
              </div>
              {closed ? (
                <ul className={styles.answers}>
                  {[...q.answers]
                    .sort((a, b) => a.priority - b.priority)
                    .map((a) => (
                      <li
                        key={a.id}
                        className={
                          a.id === q.correctAnswerId
                            ? `${styles.answer} ${styles.answerCorrect}`
                            : styles.answer
                        }
                      >
                        <span>{T.priority(a.priority)}:</span>
                        <span>{a.text}</span>
                        {a.id === q.correctAnswerId && (
                          <StatusBadge label={T.correct} tone="success" />
                        )}
                      </li>
                    ))}
                </ul>
              ) : (
                <p className={styles.note}>{T.freeTextNote}</p>
              )}
            </li>
          );
        })}
      </ol>
    </RecordModal>
  );
}

/** The dialog of a /tests row: the test it shows. */
export interface TestDialog {
  test: TestTemplate;
}

/** A /tests row's dialog (the registry's `Dialogs`): the test's read-only view. */
export function TestDialogs({ dialog: { test }, onClose }: RowDialogsProps<TestDialog>) {
  return <TestViewModal test={test} onClose={onClose} />;
}
