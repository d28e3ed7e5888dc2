import { OFFICE_TEXT as T, officeActions, UI_TEXT } from '@fbi/domain';
import { Button, ExternalLink } from '@fbi/ui';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { useSession } from '../../shared/useSession.ts';
import type { OfficeRequest } from './api.ts';
import { RecordStatus } from '../../shared/RecordStatus.tsx';
import { NickLink } from '../../shared/person/NickLink.tsx';

export interface OfficeViewModalProps {
  request: OfficeRequest;
  onClose: () => void;
  /** Opens the decline modal. */
  onDecline: () => void;
  /** Opens the level modal to issue access. */
  onIssueLevel: () => void;
  /** Opens the level modal to change the level. */
  onChangeLevel: () => void;
  /** Opens the confirmation that withdraws the level. */
  onWithdrawLevel: () => void;
  /** Opens the delete confirmation. */
  onDelete: () => void;
}

/**
 * The office request modal (02 §2.6): status, comment, nick, organisation, rank, position, the
 * passport link (new tab) and the basis. A request on check is declined with a comment or gets
 * access at a chosen level; an approved one gets its level changed or withdrawn (back on check,
 * 02 §7's level-delete call) or is deleted. Only the
 * buttons the office machine allows for the caller and the status are shown.
 */
export function OfficeViewModal({
  request,
  onClose,
  onDecline,
  onIssueLevel,
  onChangeLevel,
  onWithdrawLevel,
  onDelete,
}: OfficeViewModalProps) {
  const { roles } = useSession();
  const can = officeActions(roles, request.status);
  return (
    <RecordModal
      title={T.viewTitle(request.author)}
      onClose={onClose}
      actions={
        <>
          {can.decline && (
            <Button variant="danger" onPress={onDecline}>
              {T.decline}
            </Button>
          )}
          {can.issueLevel && <Button onPress={onIssueLevel}>{T.issueLevel}</Button>}
          {can.delete && (
            <Button variant="danger" onPress={onDelete}>
              {T.delete}
            </Button>
          )}
          {can.withdrawLevel && (
            <Button variant="secondary" onPress={onWithdrawLevel}>
              {T.withdrawLevel}
            </Button>
          )}
          {can.changeLevel && <Button onPress={onChangeLevel}>{T.changeLevel}</Button>}
        </>
      }
      facts={[
        [T.status, <RecordStatus key="status" machine="office" status={request.status} />],
        [T.level, request.level || UI_TEXT.noAccessLevel],
        [T.comment, request.comment || UI_TEXT.noCommentShort],
        [T.nick, <NickLink key="nick" nick={request.author} />],
        [T.organisation, request.faction],
        [T.rang, request.rang],
        [T.position, request.position],
        [
          T.passport,
          <ExternalLink
            key="passport"
            href={request.passport}
            aria-label={`${T.passport}: ${request.author}`}
          >
            {T.openPassport}
          </ExternalLink>,
        ],
        [T.basis, request.description],
      ]}
    />
  );
}
