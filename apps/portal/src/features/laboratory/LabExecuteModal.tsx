import { LABORATORY_TEXT as T, UI_TEXT, validateLabExecution } from '@fbi/domain';
import { rowsField } from '../../shared/form/FieldRows.tsx';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { recordDone } from '../../shared/useApiMutation.ts';
import { executeLabRequest, type LabRequest } from './api.ts';
import type { RowStepProps } from '../../shared/registry/registry.ts';

/** One expertise's answer while typing. */
interface AnswerDraft {
  text: string;
  link: string;
  methods: string;
}

const ANSWER_FIELDS: readonly FormField<AnswerDraft>[] = [
  { key: 'text', label: T.answerText, kind: 'textarea', rows: 3 },
  { key: 'link', label: T.answerLink, kind: 'url' },
  { key: 'methods', label: T.answerMethods, kind: 'text' },
];

export interface LabExecuteModalProps extends RowStepProps {
  request: LabRequest;
}

/**
 * The execution modal (03 §2 /laboratory, §5 Laboratory execution): one numbered block per
 * ordered expertise with answer text, proof link and analysis method, Отмена and Выполнить.
 * A block with a blank field gives 'Не заполнены все поля для экспертизы №{n}.', a bad link
 * 'Неверный формат ссылки для экспертизы №{n}.' (toast and under the field, nothing sent);
 * otherwise `PUT …/execute {answers[{name, text, link, methods}]}`, trimmed.
 */
export function LabExecuteModal({ request, onCancel, onDone }: LabExecuteModalProps) {
  const { expertise } = request;
  return (
    <RecordFormModal
      title={T.executeTitle}
      submitLabel={UI_TEXT.execute}
      size="lg"
      fields={[
        rowsField('answers', {
          fields: ANSWER_FIELDS,
          legend: (n, i) => T.expertiseBlock(n, expertise[i]?.name ?? ''),
        }),
      ]}
      draftKey={`lab-execute:${request.id}`}
      initial={{ answers: expertise.map((): AnswerDraft => ({ text: '', link: '', methods: '' })) }}
      validate={(v) => validateLabExecution(expertise, v.answers)}
      bodyOf={(v) => ({
        id: request.id,
        answers: expertise.map((e, i) => ({
          name: e.name,
          text: v.answers[i]?.text.trim() ?? '',
          link: v.answers[i]?.link.trim() ?? '',
          methods: v.answers[i]?.methods.trim() ?? '',
        })),
      })}
      save={executeLabRequest}
      invalidates={[queryRoots.laboratory, queryRoots.suspects]}
      done={() => recordDone('/laboratory', request.id, T.done.executed(request.id))}
      onClose={onCancel}
      onSaved={onDone}
    />
  );
}
