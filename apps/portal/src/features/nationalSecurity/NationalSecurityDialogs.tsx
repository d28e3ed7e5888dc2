import {
  formatDateTime,
  formatMark,
  isRecordEditor,
  judge,
  NATIONAL_SECURITY_TEXT as T,
  UI_TEXT,
  validateNationalSecurityRework,
  type ActionOf,
} from '@fbi/domain';
import { Button } from '@fbi/ui';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { DecisionMenu } from '../../shared/record/DecisionMenu.tsx';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { useActionReasons } from '../../shared/useActionReasons.ts';
import { recordDone } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import {
  approveNationalSecurityReport,
  sendBackNationalSecurityReport,
  updateNationalSecurityReport,
  type NationalSecurityReport,
} from './api.ts';
import { NATIONAL_SECURITY_FORM } from './nationalSecurityForm.ts';
import { RecordStatus } from '../../shared/RecordStatus.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of a report row is open. */
export type NationalSecurityDialog =
  | { step: 'view'; report: NationalSecurityReport }
  | { step: 'rework'; report: NationalSecurityReport }
  | { step: 'edit'; report: NationalSecurityReport };

const INVALIDATES = [queryRoots.nationalSecurity];

/**
 * The dialogs of one report (02 §2.8, §4, §6), one at a time: the view (status, comment 'Нет
 * комментария' when empty, description) with Edit for a pure advisor and the 'Изменить статус'
 * menu (send back with a comment / Accepted) for national_security_inspector, deputy_director
 * and director; the rework comment and the edit form return to the view on Cancel. Who sees a
 * control and whether it is enabled both come from the national security machine: after approval
 * they stay visible but disabled.
 */
export function NationalSecurityDialogs({
  dialog,
  onChange,
  onClose,
}: RowDialogsProps<NationalSecurityDialog>) {
  const { roles, nick } = useSession();
  const { report } = dialog;
  const back = () => onChange({ step: 'view', report });
  const verdict = (action: ActionOf<'nationalSecurity'>) =>
    judge('nationalSecurity', action, roles, report.status);
  const shown = (action: ActionOf<'nationalSecurity'>) => {
    const v = verdict(action);
    return v.ok || v.reason !== 'role';
  };
  const reasons = useActionReasons('nationalSecurity', report.status);

  switch (dialog.step) {
    case 'rework':
      // The send-back comment to the author (02 §2.8; the shared comment check, rules not shown).
      return (
        <CommentStep
          title={`${T.reworkTitle}: ${report.author}`}
          label={T.reworkComment}
          submitLabel={T.reworkSubmit}
          draftKey={`national-security-rework:${report.id}`}
          rule={validateNationalSecurityRework}
          mutation={{
            mutationFn: sendBackNationalSecurityReport,
            invalidates: INVALIDATES,
            done: () =>
              recordDone(
                '/national-security',
                report.id,
                T.done.sentBack(report.author, report.faction),
              ),
            onSuccess: onClose,
          }}
          input={(comment) => ({ id: report.id, comment })}
          onCancel={back}
        />
      );
    case 'edit':
      return (
        <RecordFormModal
          {...NATIONAL_SECURITY_FORM}
          title={`${T.editTitle}: ${report.author}`}
          submitLabel={UI_TEXT.change}
          draftKey={`national-security-edit:${report.id}`}
          initial={{
            faction: report.faction,
            description: report.description,
            mark: String(report.mark),
          }}
          save={(body) => updateNationalSecurityReport({ id: report.id, body })}
          done={(_answer, { faction }) =>
            recordDone('/national-security', report.id, T.done.edited(faction))
          }
          onSaved={onClose}
          onClose={back}
        />
      );
    case 'view': {
      // A pure advisor edits only what they filed (02 §6; the domain's EDIT_ANY_RECORD_ROLES).
      const canEdit =
        shown('edit') && isRecordEditor('nationalSecurity', roles, nick, report.author);
      return (
        <RecordModal
          title={`${T.viewTitle}: ${report.author}`}
          size="lg"
          onClose={onClose}
          actions={
            <>
              {canEdit && (
                <Button
                  isDisabled={!verdict('edit').ok}
                  disabledReason={reasons.of('edit')}
                  onPress={() => onChange({ step: 'edit', report })}
                >
                  {UI_TEXT.change}
                </Button>
              )}
              <DecisionMenu
                machine="nationalSecurity"
                status={report.status}
                label={UI_TEXT.changeStatus}
                items={[
                  ['rework', T.rework],
                  ['approve', T.approve],
                ]}
                id={report.id}
                approve={{
                  mutationFn: approveNationalSecurityReport,
                  invalidates: INVALIDATES,
                  done: () =>
                    recordDone(
                      '/national-security',
                      report.id,
                      T.done.approved(report.author, report.faction),
                    ),
                  onSuccess: onClose,
                }}
                onComment={() => onChange({ step: 'rework', report })}
              />
            </>
          }
          facts={[
            [
              T.status,
              <RecordStatus key="status" machine="nationalSecurity" status={report.status} />,
            ],
            [T.comment, report.comment || UI_TEXT.noComment],
            [T.faction, report.faction],
            [T.mark, formatMark(report.mark)],
            [T.createdAt, formatDateTime(report.createdAt)],
            [T.description, report.description],
          ]}
        />
      );
    }
  }
}
