import {
  canOpenReport,
  formatDateTime,
  RAPORTS_TEXT as T,
  reworkCommentOf,
  UI_TEXT,
} from '@fbi/domain';
import { Button, Cluster, LinkList, Modal, Stack } from '@fbi/ui';
import type { InvestigativeKind, Raport } from '../../shared/investigativeQueries.ts';
import { raportRoot } from '../../shared/investigativeQueries.ts';
import { openReport } from '../../shared/openReport.ts';
import { useActionReasons } from '../../shared/useActionReasons.ts';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import { approveRaport, fetchRaportReport } from './api.ts';
import { RAPORT_KINDS, type RaportAction } from './kinds.ts';
import * as styles from './raports.css.ts';
import { RecordStatus } from '../../shared/RecordStatus.tsx';

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
  const { roles } = useSession();
  const config = RAPORT_KINDS[kind];
  const { machine } = config;
  const approve = useApiMutation({
    mutationFn: approveRaport,
    invalidates: [raportRoot(kind)],
    done: () => recordDone(config.route, raport.id, T.done.approved(machine, raport.caseNo)),
    onSuccess: onClose,
  });
  const enabled = config.actions(roles, raport.status);
  const reasons = useActionReasons(machine, raport.status);
  const action = (name: RaportAction, label: string, onPress: () => void) => {
    if (!config.offers(name, roles)) return null;
    return (
      <Button
        variant={name === 'approve' ? 'primary' : 'secondary'}
        isDisabled={!enabled[name] || approve.isPending}
        disabledReason={reasons.of(name)}
        isPending={name === 'approve' && approve.isPending}
        onPress={onPress}
      >
        {label}
      </Button>
    );
  };

  return (
    <Modal
      title={config.viewTitle(raport.caseNo, raport.faction)}
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <Cluster gap="sm">
          {canOpenReport(machine, roles) && (
            <Button
              variant="secondary"
              onPress={() => void openReport(() => fetchRaportReport(kind, raport.id))}
            >
              {T.viewReport}
            </Button>
          )}
          {action('edit', T.edit, onEdit)}
          {action('rework', T.rework, onRework)}
          {action('approve', T.approve, () => approve.mutate({ kind, id: raport.id }))}
        </Cluster>
      }
    >
      <Stack gap="md">
        <dl className={styles.facts}>
          <dt>{T.status}</dt>
          <dd>
            <RecordStatus machine={machine} status={raport.status} />
          </dd>
          <dt>{T.author}</dt>
          <dd>{raport.author}</dd>
          <dt>{T.date}</dt>
          <dd>{formatDateTime(raport.createdAt)}</dd>
          <dt>{config.articlesLabel}</dt>
          <dd>{raport.cautions.join(', ')}</dd>
          <dt>{T.comment}</dt>
          <dd>{reworkCommentOf(raport) ?? UI_TEXT.noComment}</dd>
        </dl>
        <section aria-label={T.description}>
          <h3 className={styles.heading}>{T.description}</h3>
          <p className={styles.text}>{raport.description}</p>
        </section>
        <section aria-label={T.proves}>
          <h3 className={styles.heading}>{T.proves}</h3>
          <LinkList links={raport.proves} aria-label={T.proves} />
        </section>
      </Stack>
    </Modal>
  );
}
