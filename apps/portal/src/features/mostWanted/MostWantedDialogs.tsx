import { MW_TEXT as T, validateReworkComment } from '@fbi/domain';
import { queryRoots } from '../../shared/queryKeys.ts';
import { StepFormModal } from '../../shared/form/StepFormModal.tsx';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { recordDone } from '../../shared/useApiMutation.ts';
import { reworkMostWanted, updateMostWanted, type MostWanted } from './api.ts';
import { MostWantedArrestModal } from './MostWantedArrestModal.tsx';
import { MostWantedViewModal } from './MostWantedViewModal.tsx';
import { mwFormOf } from './mwForm.ts';
import { MW_WIZARD } from './mwWizard.ts';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of an MW row is open. */
export type MwDialog = { step: 'view' | 'edit' | 'rework' | 'arrest'; report: MostWanted };

/**
 * The dialogs of one MW row (01 §2), one at a time: the view modal, and from it the edit wizard,
 * the rework comment ('Заполните комментарий!') and the arrest form. A form's Cancel returns to
 * the view; a sent form returns to the view with the updated report.
 */
export function MostWantedDialogs({ dialog, onChange, onClose }: RowDialogsProps<MwDialog>) {
  const { report } = dialog;
  const view = (next: MostWanted = report) => onChange({ step: 'view', report: next });
  switch (dialog.step) {
    case 'view':
      return (
        <MostWantedViewModal
          report={report}
          onOpen={(step) => onChange({ step, report })}
          onChanged={view}
          onClose={onClose}
        />
      );
    case 'edit':
      return (
        <StepFormModal
          {...MW_WIZARD}
          title={`${T.editTitle}: ${report.nick}`}
          draftKey={`mw-edit:${report.id}`}
          initial={mwFormOf(report)}
          submitLabel={T.save}
          save={(body) => updateMostWanted({ id: report.id, body })}
          done={(saved) =>
            recordDone('/most-wanted', saved.id, T.done.edited(saved.nick, saved.status))
          }
          onSaved={view}
          onClose={() => view()}
        />
      );
    case 'rework':
      return (
        <CommentStep
          title={`${T.reworkTitle}: ${report.nick}`}
          label={T.comment}
          submitLabel={T.rework}
          draftKey={`mw-rework:${report.id}`}
          rule={validateReworkComment}
          mutation={{
            mutationFn: reworkMostWanted,
            invalidates: [queryRoots.mostWanted],
            done: (sent) => recordDone('/most-wanted', sent.id, T.done.reworked(sent.nick)),
            onSuccess: view,
          }}
          input={(comment) => ({ id: report.id, comment })}
          onCancel={() => view()}
        />
      );
    case 'arrest':
      return <MostWantedArrestModal report={report} onDone={view} onCancel={() => view()} />;
  }
}
