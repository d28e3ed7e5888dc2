import { TEST_TAKING_TEXT as T } from '@fbi/domain';
import { FormModal, RadioGroup, Spinner, TextArea } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryRoots } from '../../shared/queryKeys.ts';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import * as styles from './academy.css.ts';
import { submitTest, testToTakeQueryOptions } from './api.ts';
import { isFreeText, testSubmission, type Answers } from './testAnswers.ts';

export interface TestTakingModalProps {
  /** The TEST condition whose test is taken (`conditionName` of the calls). */
  conditionName: string;
  onClose: () => void;
}

/**
 * The test-taking modal (03 §2, §3, §5): the test's title and numbered questions — a closed one
 * offers its options for a single choice, a free-text one takes typed text (trimmed on send).
 * Submit sends `POST /tests/submit`; the answers are kept as a draft until then. A test that
 * fails to load closes the modal, leaving the error toast.
 */
export function TestTakingModal({ conditionName, onClose }: TestTakingModalProps) {
  const test = useQuery(testToTakeQueryOptions(conditionName));
  const draft = useFormDraft<Answers>(`test-taking:${conditionName}`, {});
  const submit = useApiMutation({
    mutationFn: submitTest,
    invalidates: [queryRoots.academyExams, queryRoots.agentTests],
    done: () => ({ text: T.done.submitted(conditionName) }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  // A test that cannot be loaded (no longer open: 409) has nothing to show; its toast stays.
  const loadFailed = test.isError;
  useEffect(() => {
    if (loadFailed) onClose();
  }, [loadFailed, onClose]);
  const set = (id: number, answer: Answers[string]) =>
    draft.setValues({ ...draft.values, [String(id)]: answer });

  if (!test.data) {
    return (
      <RecordModal title={conditionName} onClose={onClose}>
        {test.isPending && <Spinner />}
      </RecordModal>
    );
  }
  const data = test.data;
  return (
    <FormModal
      title={data.title}
      onCancel={onClose}
      onSubmit={() => submit.mutate(testSubmission(data, draft.values))}
      submitLabel={T.submit}
      isPending={submit.isPending}
      size="lg"
    >
      <ol className={styles.list}>
        {data.questions.map((q, i) => {
          const label = T.question(i + 1, q.title);
          const answer = draft.values[String(q.id)];
          return (
            <li key={q.id}>
              {isFreeText(q) ? (
                <TextArea
                  label={label}
                  value={answer?.textAnswer ?? ''}
                  onChange={(textAnswer) => set(q.id, { textAnswer })}
                />
              ) : (
                <RadioGroup
                  label={label}
                  description={T.chooseOne}
                  items={q.options.map((o, index) => ({ id: String(index), label: o.text }))}
                  value={answer?.selectedIndex === undefined ? null : String(answer.selectedIndex)}
                  onChange={(index) => set(q.id, { selectedIndex: Number(index) })}
                />
              )}
            </li>
          );
        })}
      </ol>
    </FormModal>
  );
}
