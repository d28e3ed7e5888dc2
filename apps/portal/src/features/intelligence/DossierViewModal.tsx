import {
  DOSSIER_TEXT as T,
  formatDateTime,
  reworkCommentOf,
  UI_TEXT,
  type ActionOf,
} from '@fbi/domain';
import { LinkList } from '@fbi/ui';
import type { DetailsItem } from '../../shared/DetailsList.tsx';
import { MachineActions } from '../../shared/MachineActions.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { ReportButton } from '../../shared/record/ReportButton.tsx';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { approveDossier, openDossierReport, type Dossier } from './api.ts';
import { RecordStatus } from '../../shared/RecordStatus.tsx';
import { NickLink } from '../../shared/person/NickLink.tsx';

type DossierAction = ActionOf<'ibDossier'>;

/** Button texts of the dossier actions, in the order they are shown. */
const ACTION_LABELS: Record<DossierAction, string> = {
  edit: T.edit,
  rework: T.sendBack,
  approve: T.approve,
  directorComment: T.directorComment,
};

export interface DossierViewModalProps {
  dossier: Dossier;
  /** Opens the edit wizard, the send-back comment or the director's comment. */
  onOpen: (step: 'edit' | 'rework' | 'directorComment') => void;
  /** Called with the updated dossier after approve. */
  onChanged: (dossier: Dossier) => void;
  onClose: () => void;
}

/**
 * The dossier view modal (01 §2 Intelligence, §4 IB dossier, §6): status, author, date,
 * organization, position, suspicions, links, the rework comment while sent back ('Нет
 * комментария' otherwise, `reworkCommentOf`), the director's comment when written, the HTML report in a new tab, and the actions of the IB
 * dossier machine: shown to the roles that may ever take them, enabled in the statuses it allows
 * (edit: a secret agent who is not a head; send back / approve: the IB heads; the director's
 * comment: the director, on an approved dossier only).
 */
export function DossierViewModal({ dossier, onOpen, onChanged, onClose }: DossierViewModalProps) {
  const approve = useApiMutation({
    mutationFn: approveDossier,
    invalidates: [queryRoots.intelligence],
    done: (approved) => recordDone('/intelligence', approved.id, T.done.approved(approved.nick)),
    onSuccess: onChanged,
  });
  const press: Record<DossierAction, () => void> = {
    edit: () => onOpen('edit'),
    rework: () => onOpen('rework'),
    approve: () => approve.mutate(dossier.id),
    directorComment: () => onOpen('directorComment'),
  };

  const items: DetailsItem[] = [
    [T.status, <RecordStatus key="s" machine="ibDossier" status={dossier.status} />],
    [T.author, <NickLink key="author" nick={dossier.author} />],
    [T.createdAt, formatDateTime(dossier.createdAt)],
    [T.organization, dossier.organization],
    [T.position, dossier.position],
    [T.cautions, dossier.cautions.join('; ')],
    [T.proves, <LinkList key="l" links={dossier.proves} aria-label={T.proves} />],
    [T.comment, reworkCommentOf(dossier) ?? UI_TEXT.noComment],
  ];
  if (dossier.dirComment?.trim()) items.push([T.directorComment, dossier.dirComment]);

  return (
    <RecordModal
      title={`${T.viewTitle}: ${dossier.nick}`}
      size="lg"
      closeButton="none"
      busy={approve.isPending}
      onClose={onClose}
      facts={items}
      actions={
        <>
          <ReportButton
            kind="dossier"
            label={T.viewReport}
            open={() => openDossierReport(dossier.id)}
          />
          <MachineActions
            machine="ibDossier"
            status={dossier.status}
            labels={ACTION_LABELS}
            press={press}
            pending={{ approve: approve.isPending }}
          />
        </>
      }
    />
  );
}
