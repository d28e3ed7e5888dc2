import { formatDateTime, RAPORTS_TEXT as T, reworkCommentOf, UI_TEXT } from '@fbi/domain';
import { LinkList } from '@fbi/ui';
import type { InvestigativeKind, Raport } from '../../shared/investigativeQueries.ts';
import { raportRoot } from '../../shared/investigativeQueries.ts';
import { MachineActions } from '../../shared/MachineActions.tsx';
import { openReport } from '../../shared/openReport.ts';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { ReportButton } from '../../shared/record/ReportButton.tsx';
import { RecordStatus } from '../../shared/RecordStatus.tsx';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { approveRaport, fetchRaportReport } from './api.ts';
import { RAPORT_KINDS } from './kinds.ts';
import * as styles from './raports.css.ts';
import { NickLink } from '../../shared/person/NickLink.tsx';

export interface RaportViewModalProps {
  kind: InvestigativeKind;
  raport: Raport;
  onClose: () => void;
  onEdit: () => void;
  onRework: () => void;
}

/**
 * A report's view modal (01 §2, §3, §4, §6): status, author, date, description, articles, the
 * numbered proof links (new tab), the rework comment while the report is sent back ('Нет
 * комментария' otherwise, 01 §8, `reworkCommentOf`), 'Посмотреть
 * отчёт' (the HTML report in a new tab), and edit / send back / approve. Each of the three is
 * shown to the roles of 01 §6 and enabled only where the shared machine allows it for the status
 * (disabled once approved, 01 §4); approving sends `PUT …/approve` at once.
 */
export function RaportViewModal({ kind, raport, onClose, onEdit, onRework }: RaportViewModalProps) {
  const config = RAPORT_KINDS[kind];
  const { machine } = config;
  const approve = useApiMutation({
    mutationFn: approveRaport,
    invalidates: [raportRoot(kind)],
    done: () => recordDone(config.route, raport.id, T.done.approved(machine, raport.caseNo)),
    onSuccess: onClose,
  });

  return (
    <RecordModal
      title={config.viewTitle(raport.caseNo, raport.faction)}
      size="lg"
      closeButton="none"
      onClose={onClose}
      actions={
        <>
          <ReportButton
            kind={machine}
            label={T.viewReport}
            open={() => openReport(() => fetchRaportReport(kind, raport.id))}
          />
          <MachineActions
            machine={machine}
            status={raport.status}
            labels={{ edit: T.edit, rework: T.rework, approve: T.approve }}
            press={{
              edit: onEdit,
              rework: onRework,
              approve: () => approve.mutate({ kind, id: raport.id }),
            }}
            pending={{ approve: approve.isPending }}
            variants={{ edit: 'secondary', rework: 'secondary' }}
          />
        </>
      }
      facts={[
        [T.status, <RecordStatus key="s" machine={machine} status={raport.status} />],
        [T.author, <NickLink key="author" nick={raport.author} />],
        [T.date, formatDateTime(raport.createdAt)],
        [config.articlesLabel, raport.cautions.join(', ')],
        [T.comment, reworkCommentOf(raport) ?? UI_TEXT.noComment],
      ]}
    >
      <section aria-label={T.description}>
        <h3 className={styles.heading}>{T.description}</h3>
        <p className={styles.text}>{raport.description}</p>
      </section>
      <section aria-label={T.proves}>
        <h3 className={styles.heading}>{T.proves}</h3>
        <LinkList links={raport.proves} aria-label={T.proves} />
      </section>
    </RecordModal>
  );
}
