import {
  LABORATORY_TEXT as T,
  UI_TEXT,
  validateLabExecution,
  type LabExecutionField,
} from '@fbi/domain';
import { FormModal, Stack, TextArea, TextField } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { executeLabRequest, type LabRequest } from './api.ts';
import * as styles from './laboratory.css.ts';

/** One expertise's answer while typing. */
interface AnswerDraft {
  text: string;
  link: string;
  methods: string;
}

export interface LabExecuteModalProps {
  request: LabRequest;
  /** Back to the detail modal. */
  onCancel: () => void;
  /** After the answers were sent (the list refreshes in place). */
  onDone: () => void;
}

/**
 * The execution modal (03 §2 /laboratory, §5 Laboratory execution): one numbered block per
 * ordered expertise with answer text, proof link and analysis method, Отмена and Выполнить.
 * A block with a blank field gives 'Не заполнены все поля для экспертизы №{n}.', a bad link
 * 'Неверный формат ссылки для экспертизы №{n}.' (toast and under the field, nothing sent);
 * otherwise `PUT …/execute {answers[{name, text, link, methods}]}`, trimmed.
 */
export function LabExecuteModal({ request, onCancel, onDone }: LabExecuteModalProps) {
  const empty: AnswerDraft[] = request.expertise.map(() => ({ text: '', link: '', methods: '' }));
  const draft = useFormDraft(`lab-execute:${request.id}`, { answers: empty });
  const { answers } = draft.values;
  const issue = useFieldIssue<LabExecutionField>(() =>
    validateLabExecution(request.expertise, answers),
  );
  const execute = useApiMutation({
    mutationFn: executeLabRequest,
    invalidates: [queryRoots.laboratory, queryRoots.suspects],
    done: () => recordDone('/laboratory', request.id, T.done.executed(request.id)),
    onSuccess: () => {
      draft.clear();
      onDone();
    },
  });
  const setField = (i: number, key: keyof AnswerDraft, value: string) => {
    draft.setValues({
      answers: answers.map((a, j) => (j === i ? { ...a, [key]: value } : a)),
    });
    issue.clear(`answers.${i}.${key}`);
  };
  const submit = () => {
    if (!issue.check(validateLabExecution(request.expertise, answers))) return;
    execute.mutate({
      id: request.id,
      answers: request.expertise.map((e, i) => ({
        name: e.name,
        text: answers[i]?.text.trim() ?? '',
        link: answers[i]?.link.trim() ?? '',
        methods: answers[i]?.methods.trim() ?? '',
      })),
    });
  };

  return (
    <FormModal
      title={T.executeTitle}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={UI_TEXT.execute}
      cancelLabel={UI_TEXT.cancel}
      isPending={execute.isPending}
      size="lg"
    >
      <Stack gap="md">
        {request.expertise.map((e, i) => {
          const headingId = `lab-execute-${request.id}-${i}`;
          const a = answers[i] ?? { text: '', link: '', methods: '' };
          return (
            <section key={headingId} aria-labelledby={headingId} className={styles.block}>
              <h3 id={headingId} className={styles.blockTitle}>
                {T.expertiseBlock(i + 1, e.name)}
              </h3>
              <TextArea
                label={T.answerText}
                isRequired
                rows={3}
                value={a.text}
                onChange={(v) => setField(i, 'text', v)}
                {...issue.fieldProps(`answers.${i}.text`)}
              />
              <TextField
                label={T.answerLink}
                type="url"
                isRequired
                value={a.link}
                onChange={(v) => setField(i, 'link', v)}
                {...issue.fieldProps(`answers.${i}.link`)}
              />
              <TextField
                label={T.answerMethods}
                isRequired
                value={a.methods}
                onChange={(v) => setField(i, 'methods', v)}
                {...issue.fieldProps(`answers.${i}.methods`)}
              />
            </section>
          );
        })}
      </Stack>
    </FormModal>
  );
}
