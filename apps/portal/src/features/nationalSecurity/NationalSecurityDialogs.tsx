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
import { Button, Cluster, Modal } from '@fbi/ui';
import { CommentFormModal } from '../../shared/CommentFormModal.tsx';
import { DetailsList } from '../../shared/DetailsList.tsx';
import { MachineStatusMenu } from '../../shared/MachineStatusMenu.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useActionReasons } from '../../shared/useActionReasons.ts';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import {
  approveNationalSecurityReport,
  sendBackNationalSecurityReport,
  updateNationalSecurityReport,
  type NationalSecurityReport,
} from './api.ts';
import { NationalSecurityFormModal } from './NationalSecurityFormModal.tsx';
import { RecordStatus } from '../../shared/RecordStatus.tsx';

/** Which dialog of a report row is open. */
export type NationalSecurityDialog =
  | { step: 'view'; report: NationalSecurityReport }
  | { step: 'rework'; report: NationalSecurityReport }
  | { step: 'edit'; report: NationalSecurityReport };

export interface NationalSecurityDialogsProps {
  dialog: NationalSecurityDialog;
  /** Switches to another dialog of the same row. */
  onChange: (dialog: NationalSecurityDialog) => void;
  /** Closes every dialog. */
  onClose: () => void;
}

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
}: NationalSecurityDialogsProps) {
  const { roles, nick } = useSession();
  const { report } = dialog;
  const back = () => onChange({ step: 'view', report });
  const approve = useApiMutation({
    mutationFn: approveNationalSecurityReport,
    invalidates: INVALIDATES,
    done: () =>
      recordDone('/national-security', report.id, T.done.approved(report.author, report.faction)),
    onSuccess: onClose,
  });
  const verdict = (action: ActionOf<'nationalSecurity'>) =>
    judge('nationalSecurity', action, roles, report.status);
  const shown = (action: ActionOf<'nationalSecurity'>) => {
    const v = verdict(action);
    return v.ok || v.reason !== 'role';
  };
  const reasons = useActionReasons('nationalSecurity', report.status);

  switch (dialog.step) {
    case 'rework':
      return <ReworkModal report={report} onCancel={back} onDone={onClose} />;
    case 'edit':
      return (
        <NationalSecurityFormModal
          title={`${T.editTitle}: ${report.author}`}
          submitLabel={UI_TEXT.change}
          draftKey={`national-security-edit:${report.id}`}
          initial={{
            faction: report.faction,
            description: report.description,
            mark: String(report.mark),
          }}
          send={(body) => updateNationalSecurityReport({ id: report.id, body })}
          done={({ faction }) =>
            recordDone('/national-security', report.id, T.done.edited(faction))
          }
          onCancel={back}
          onSent={onClose}
        />
      );
    case 'view': {
      // A pure advisor edits only what they filed (02 §6; the domain's EDIT_ANY_RECORD_ROLES).
      const canEdit =
        shown('edit') && isRecordEditor('nationalSecurity', roles, nick, report.author);
      return (
        <Modal
          title={`${T.viewTitle}: ${report.author}`}
          isOpen
          size="lg"
          onOpenChange={(open) => !open && onClose()}
          footer={
            <Cluster gap="sm">
              <Button variant="secondary" onPress={onClose}>
                {UI_TEXT.close}
              </Button>
              {canEdit && (
                <Button
                  isDisabled={!verdict('edit').ok}
                  disabledReason={reasons.of('edit')}
                  onPress={() => onChange({ step: 'edit', report })}
                >
                  {UI_TEXT.change}
                </Button>
              )}
              <MachineStatusMenu
                machine="nationalSecurity"
                status={report.status}
                label={UI_TEXT.changeStatus}
                variant="primary"
                isPending={approve.isPending}
                items={[
                  ['rework', T.rework],
                  ['approve', T.approve],
                ]}
                onAction={(action) =>
                  action === 'approve'
                    ? approve.mutate(report.id)
                    : onChange({ step: 'rework', report })
                }
              />
            </Cluster>
          }
        >
          <DetailsList
            items={[
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
        </Modal>
      );
    }
  }
}

/** The send-back comment to the author (02 §2.8; the shared comment check, rules not shown). */
function ReworkModal({
  report,
  onCancel,
  onDone,
}: {
  report: NationalSecurityReport;
  onCancel: () => void;
  onDone: () => void;
}) {
  const sendBack = useApiMutation({
    mutationFn: sendBackNationalSecurityReport,
    invalidates: INVALIDATES,
    done: () =>
      recordDone('/national-security', report.id, T.done.sentBack(report.author, report.faction)),
    onSuccess: onDone,
  });
  return (
    <CommentFormModal
      title={`${T.reworkTitle}: ${report.author}`}
      label={T.reworkComment}
      submitLabel={T.reworkSubmit}
      draftKey={`national-security-rework:${report.id}`}
      rule={validateNationalSecurityRework}
      isPending={sendBack.isPending}
      onSubmit={(comment) => sendBack.mutateAsync({ id: report.id, comment })}
      onCancel={onCancel}
    />
  );
}
