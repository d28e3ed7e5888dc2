import { RAPORTS_TEXT as T, validateReworkComment } from '@fbi/domain';
import { FormModal, TextArea } from '@fbi/ui';
import {
  raportRoot,
  type InvestigativeKind,
  type Raport,
} from '../../shared/investigativeQueries.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { sendRaportBack } from './api.ts';

export interface RaportReworkModalProps {
  kind: InvestigativeKind;
  raport: Raport;
  /** Back to the view modal. */
  onCancel: () => void;
  /** After the report was sent back. */
  onSent: () => void;
}

/**
 * Sending a report back for rework (01 §4, §5 "Raport rework comment"): the comment is required
 * ('Заполните комментарий!', toast and under the field, nothing sent); Send puts it in the path of
 * `PUT …/{id}/update/{comment}`. The typed comment is kept as a draft per report.
 */
export function RaportReworkModal({ kind, raport, onCancel, onSent }: RaportReworkModalProps) {
  const draft = useFormDraft(`raport-rework:${kind}:${raport.id}`, { comment: '' });
  const issue = useFieldIssue<'comment'>();
  const send = useApiMutation({
    mutationFn: sendRaportBack,
    invalidates: [raportRoot(kind)],
    onSuccess: () => {
      draft.clear();
      onSent();
    },
  });
  const submit = () => {
    if (!issue.check(validateReworkComment(draft.values.comment))) return;
    send.mutate({ kind, id: raport.id, comment: draft.values.comment });
  };
  return (
    <FormModal
      title={`${T.reworkTitle} №${raport.caseNo}`}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={T.send}
      isPending={send.isPending}
    >
      <TextArea
        label={T.comment}
        isRequired
        placeholder={T.commentPlaceholder}
        value={draft.values.comment}
        onChange={(comment) => {
          draft.setValues({ comment });
          issue.clear('comment');
        }}
        {...issue.fieldProps('comment')}
      />
    </FormModal>
  );
}
