import { RAPORTS_TEXT as T, validateReworkComment } from '@fbi/domain';
import {
  raportRoot,
  type InvestigativeKind,
  type Raport,
} from '../../shared/investigativeQueries.ts';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { recordDone } from '../../shared/useApiMutation.ts';
import { sendRaportBack } from './api.ts';
import { RAPORT_KINDS } from './kinds.ts';
import { RaportEditModal } from './RaportEditModal.tsx';
import { RaportViewModal } from './RaportViewModal.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of a report row is open. */
export type RaportDialog =
  | { step: 'view'; raport: Raport }
  | { step: 'edit'; raport: Raport }
  | { step: 'rework'; raport: Raport };

export interface RaportDialogsProps extends RowDialogsProps<RaportDialog> {
  kind: InvestigativeKind;
}

/**
 * The dialogs of one report row (01 §2 "view, edit, rework and approve modals"), one at a time:
 * the view modal, and from it the edit form or the rework comment; cancelling either returns to
 * the view. The rework comment (01 §4, §5 'Заполните комментарий!', sent in the path of
 * `PUT …/{id}/update/{comment}`) is the shared comment form, and a sent one returns to the view
 * with the updated report, as the MW report's and the dossier's do.
 */
export function RaportDialogs({ kind, dialog, onChange, onClose }: RaportDialogsProps) {
  const { raport } = dialog;
  const back = () => onChange({ step: 'view', raport });
  const { route, machine } = RAPORT_KINDS[kind];
  switch (dialog.step) {
    case 'view':
      return (
        <RaportViewModal
          kind={kind}
          raport={raport}
          onClose={onClose}
          onEdit={() => onChange({ step: 'edit', raport })}
          onRework={() => onChange({ step: 'rework', raport })}
        />
      );
    case 'edit':
      return <RaportEditModal kind={kind} raport={raport} onCancel={back} onDone={onClose} />;
    case 'rework':
      return (
        <CommentStep
          title={`${T.reworkTitle} №${raport.caseNo}`}
          label={T.comment}
          placeholder={T.commentPlaceholder}
          submitLabel={T.send}
          draftKey={`raport-rework:${kind}:${raport.id}`}
          rule={validateReworkComment}
          mutation={{
            mutationFn: sendRaportBack,
            invalidates: [raportRoot(kind)],
            done: (sent) => recordDone(route, sent.id, T.done.sentBack(machine, sent.caseNo)),
            onSuccess: (next) => onChange({ step: 'view', raport: next }),
          }}
          input={(comment) => ({ kind, id: raport.id, comment })}
          onCancel={back}
        />
      );
  }
}
