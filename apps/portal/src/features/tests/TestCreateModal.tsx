import {
  MODAL_TITLES,
  newDraftQuestion,
  removeDraftQuestion,
  TESTS_TEXT as T,
  TEST_MIN_QUESTIONS,
  UI_TEXT,
  validateTestCreation,
  type DraftQuestion,
  type TestCreationField,
} from '@fbi/domain';
import { Button, FormModal, TextField } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { addTest } from './api.ts';
import { QuestionEditor } from './QuestionEditor.tsx';
import { EMPTY_TEST, testPayload } from './testForm.ts';
import * as styles from './tests.css.ts';

/**
 * The test creation modal from the sidebar (03 §2, §5 Test creation, §7): the title and the
 * questions (added and removed, at least one stays; see {@link QuestionEditor}). A failing rule
 * shows in the toast and under its field and nothing is sent; the unsent form is kept as a draft.
 */
export default function TestCreateModal({ onClose, title }: HostModalProps) {
  const draft = useFormDraft('test-create', EMPTY_TEST);
  const { values, setValues } = draft;
  const issue = useFieldIssue<TestCreationField>(() => validateTestCreation(values));
  const add = useApiMutation({
    mutationFn: addTest,
    invalidates: [queryRoots.tests],
    done: (_answer, sent) => ({ text: T.done.created(sent.title), href: '/tests' }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });

  const setQuestion = (i: number, question: DraftQuestion, field: TestCreationField) => {
    setValues({ ...values, questions: values.questions.map((q, j) => (j === i ? question : q)) });
    issue.clear(field);
  };

  const submit = () => {
    if (issue.check(validateTestCreation(values))) add.mutate(testPayload(values));
  };

  return (
    <FormModal
      title={title || MODAL_TITLES.testCreation}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={UI_TEXT.create}
      isPending={add.isPending}
      size="lg"
    >
      <div className={styles.form}>
        <TextField
          label={T.title}
          isRequired
          value={values.title}
          onChange={(v) => {
            setValues({ ...values, title: v });
            issue.clear('title');
          }}
          {...issue.fieldProps('title')}
        />
        {values.questions.map((q, i) => (
          <QuestionEditor
            key={i}
            index={i}
            question={q}
            onChange={(question, field) => setQuestion(i, question, `questions.${i}.${field}`)}
            onRemove={
              values.questions.length > TEST_MIN_QUESTIONS
                ? () =>
                    setValues({ ...values, questions: removeDraftQuestion(values.questions, i) })
                : undefined
            }
            fieldProps={(field) => issue.fieldProps(`questions.${i}.${field}`)}
          />
        ))}
        <div>
          <Button
            variant="secondary"
            onPress={() =>
              setValues({ ...values, questions: [...values.questions, newDraftQuestion()] })
            }
          >
            {T.addQuestion}
          </Button>
        </div>
      </div>
    </FormModal>
  );
}
