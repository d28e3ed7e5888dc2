import {
  absoluteSocialLink,
  formatDateTime,
  MW_TEXT as T,
  reworkCommentOf,
  UI_TEXT,
  YES_NO,
  type ActionOf,
} from '@fbi/domain';
import { LinkList } from '@fbi/ui';
import type { DetailsItem } from '../../shared/DetailsList.tsx';
import { MachineActions } from '../../shared/MachineActions.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { ReportButton } from '../../shared/record/ReportButton.tsx';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import {
  approveMostWanted,
  openMostWantedReport,
  orderMostWanted,
  type MostWanted,
} from './api.ts';
import { RecordStatus } from '../../shared/RecordStatus.tsx';
import { NickLink } from '../../shared/person/NickLink.tsx';

type MwAction = ActionOf<'mw'>;

/** Button texts of the MW actions, in the order they are shown. */
const ACTION_LABELS: Record<MwAction, string> = {
  edit: T.edit,
  rework: T.rework,
  approve: T.approve,
  warrant: T.warrant,
  arrest: T.arrest,
};

export interface MostWantedViewModalProps {
  report: MostWanted;
  /** Opens the edit wizard, the rework comment or the arrest form. */
  onOpen: (step: 'edit' | 'rework' | 'arrest') => void;
  /** Called with the updated report after approve or warrant. */
  onChanged: (report: MostWanted) => void;
  onClose: () => void;
}

/**
 * The MW view modal (01 §2, §4, §6): status, author, date, main violation, the rework comment
 * while the report is in rework ('Нет комментария' otherwise, `reworkCommentOf`), the arrest when recorded, 'View report' (HTML in a new tab) and the
 * actions of the MW machine: a button is shown to the roles that may ever take it and enabled
 * only in the statuses the machine allows (the same data the server guards with). Approve and
 * warrant are sent at once; edit, rework and arrest open their forms.
 */
export function MostWantedViewModal({
  report,
  onOpen,
  onChanged,
  onClose,
}: MostWantedViewModalProps) {
  const approve = useApiMutation({
    mutationFn: approveMostWanted,
    invalidates: [queryRoots.mostWanted],
    done: (approved) => recordDone('/most-wanted', approved.id, T.done.approved(approved.nick)),
    onSuccess: onChanged,
  });
  const warrant = useApiMutation({
    mutationFn: orderMostWanted,
    invalidates: [queryRoots.mostWanted],
    done: (ordered) => recordDone('/most-wanted', ordered.id, T.done.warrant(ordered.nick)),
    onSuccess: onChanged,
  });
  const press: Record<MwAction, () => void> = {
    edit: () => onOpen('edit'),
    rework: () => onOpen('rework'),
    approve: () => approve.mutate(report.id),
    warrant: () => warrant.mutate(report.id),
    arrest: () => onOpen('arrest'),
  };
  const pending: Partial<Record<MwAction, boolean>> = {
    approve: approve.isPending,
    warrant: warrant.isPending,
  };

  const items: DetailsItem[] = [
    [T.status, <RecordStatus key="s" machine="mw" status={report.status} />],
    [T.author, <NickLink key="author" nick={report.author} />],
    [T.createdAt, formatDateTime(report.createdAt)],
    [T.mainViolation, report.mainViolation],
    [T.comment, reworkCommentOf(report) ?? UI_TEXT.noComment],
  ];
  if (report.arrest) {
    const a = report.arrest;
    items.push(
      [T.region, a.region],
      [T.city, a.city],
      [T.guilt, a.isGuilty ? YES_NO[0] : YES_NO[1]],
      [
        T.arrestProves,
        // A 'vk.com/…' link stored without a scheme opens absolute, not under the portal.
        <LinkList key="l" links={a.proves.map(absoluteSocialLink)} aria-label={T.arrestProves} />,
      ],
    );
  }

  return (
    <RecordModal
      title={`${T.viewTitle}: ${report.nick}`}
      size="lg"
      closeButton="none"
      busy={approve.isPending || warrant.isPending}
      onClose={onClose}
      facts={items}
      actions={
        <>
          <ReportButton
            kind="mostWanted"
            label={T.viewReport}
            open={() => openMostWantedReport(report.id)}
          />
          <MachineActions
            machine="mw"
            status={report.status}
            labels={ACTION_LABELS}
            press={press}
            pending={pending}
          />
        </>
      }
    />
  );
}
