import { RAPORTS_TEXT as T, recordHref, type RaportFormInput } from '@fbi/domain';
import { FormModal } from '@fbi/ui';
import {
  raportRoot,
  type InvestigativeKind,
  type Raport,
} from '../../shared/investigativeQueries.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { updateRaport } from './api.ts';
import { RAPORT_KINDS } from './kinds.ts';
import { RaportFields, raportBody } from './RaportFields.tsx';

export interface RaportEditModalProps {
  kind: InvestigativeKind;
  raport: Raport;
  /** Back to the view modal. */
  onCancel: () => void;
  /** After the report was saved and resubmitted (the list is refreshed in place). */
  onSaved: () => void;
}

/**
 * The edit form of a report (01 §4 "the agent edits and resubmits", §5): description, articles
 * in the kind's format (N.N УК; IB N.N УК/АК/ФП) and links, prefilled; Save sends
 * `PUT …/{id}/update` and the report returns to review. A failing rule shows in the toast and
 * under its field and nothing is sent; unsent edits are kept as a draft per report.
 */
export function RaportEditModal({ kind, raport, onCancel, onSaved }: RaportEditModalProps) {
  const config = RAPORT_KINDS[kind];
  const draft = useFormDraft(`raport-edit:${kind}:${raport.id}`, {
    description: raport.description,
    cautions: raport.cautions,
    proves: raport.proves,
  });
  const issue = useFieldIssue<keyof RaportFormInput>(() => config.validate(draft.values));
  const save = useApiMutation({
    mutationFn: updateRaport,
    invalidates: [raportRoot(kind)],
    done: () => ({
      text: T.done.edited(config.machine, raport.caseNo),
      href: recordHref(config.route, raport.id),
    }),
    onSuccess: () => {
      draft.clear();
      onSaved();
    },
  });
  const submit = () => {
    if (!issue.check(config.validate(draft.values))) return;
    save.mutate({ kind, id: raport.id, body: raportBody(draft.values) });
  };
  return (
    <FormModal
      title={`${T.editTitle} №${raport.caseNo}`}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={T.save}
      isPending={save.isPending}
      size="lg"
    >
      <RaportFields
        config={config}
        values={draft.values}
        onChange={draft.setValues}
        issue={issue}
      />
    </FormModal>
  );
}
