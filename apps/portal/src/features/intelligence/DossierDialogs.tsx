import { DOSSIER_TEXT as T, validateReworkComment } from '@fbi/domain';
import { queryRoots } from '../../shared/queryKeys.ts';
import { StepFormModal } from '../../shared/form/StepFormModal.tsx';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { recordDone } from '../../shared/useApiMutation.ts';
import { commentDossierAsDirector, sendDossierBack, updateDossier, type Dossier } from './api.ts';
import { dossierFormOf } from './dossierForm.ts';
import { DossierViewModal } from './DossierViewModal.tsx';
import { DOSSIER_WIZARD } from './dossierWizard.ts';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of a dossier row is open. */
export type DossierDialog = {
  step: 'view' | 'edit' | 'rework' | 'directorComment';
  dossier: Dossier;
};

/**
 * The dialogs of one dossier row (01 §2 Intelligence), one at a time: the view modal, and from it
 * the two-step edit wizard, the send-back comment and the director's comment (both required:
 * 'Заполните комментарий!'). A form's Cancel returns to the view; a sent form returns to it with
 * the updated dossier.
 */
export function DossierDialogs({ dialog, onChange, onClose }: RowDialogsProps<DossierDialog>) {
  const { dossier } = dialog;
  const view = (next: Dossier = dossier) => onChange({ step: 'view', dossier: next });
  switch (dialog.step) {
    case 'view':
      return (
        <DossierViewModal
          dossier={dossier}
          onOpen={(step) => onChange({ step, dossier })}
          onChanged={view}
          onClose={onClose}
        />
      );
    case 'edit':
      return (
        <StepFormModal
          {...DOSSIER_WIZARD}
          title={`${T.editTitle}: ${dossier.nick}`}
          draftKey={`dossier-edit:${dossier.id}`}
          initial={dossierFormOf(dossier)}
          submitLabel={T.save}
          save={(body) => updateDossier({ id: dossier.id, body })}
          done={(saved) =>
            recordDone('/intelligence', saved.id, T.done.edited(saved.nick, saved.status))
          }
          onSaved={view}
          onClose={() => view()}
        />
      );
    case 'rework':
      return (
        <CommentStep
          title={`${T.sendBackTitle}: ${dossier.nick}`}
          label={T.comment}
          submitLabel={T.sendBack}
          draftKey={`dossier-rework:${dossier.id}`}
          rule={validateReworkComment}
          mutation={{
            mutationFn: sendDossierBack,
            invalidates: [queryRoots.intelligence],
            done: (sent) => recordDone('/intelligence', sent.id, T.done.sentBack(sent.nick)),
            onSuccess: view,
          }}
          input={(comment) => ({ id: dossier.id, comment })}
          onCancel={() => view()}
        />
      );
    case 'directorComment':
      return (
        <CommentStep
          title={`${T.directorCommentTitle}: ${dossier.nick}`}
          label={T.directorComment}
          submitLabel={T.send}
          draftKey={`dossier-dir-comment:${dossier.id}`}
          rule={validateReworkComment}
          mutation={{
            mutationFn: commentDossierAsDirector,
            invalidates: [queryRoots.intelligence],
            done: (commented) =>
              recordDone('/intelligence', commented.id, T.done.directorComment(commented.nick)),
            onSuccess: view,
          }}
          input={(comment) => ({ id: dossier.id, comment })}
          onCancel={() => view()}
        />
      );
  }
}
