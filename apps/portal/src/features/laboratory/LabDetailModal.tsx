import { LABORATORY_TEXT as T, labActions, recordHref, UI_TEXT } from '@fbi/domain';
import { ExternalLink, StatusMenu, type StatusTransition } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { useActionReasons } from '../../shared/useActionReasons.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import { approveLabRequest, takeLabRequest, type LabRequest } from './api.ts';
import * as styles from './laboratory.css.ts';

/** The menu's actions in the order of 03 §2, with their labels. */
const ACTIONS = [
  ['take', UI_TEXT.takeIntoWork],
  ['approve', UI_TEXT.approve],
  ['finish', UI_TEXT.finishWork],
  ['decline', UI_TEXT.decline],
] as const;
type LabAction = (typeof ACTIONS)[number][0];

export interface LabDetailModalProps {
  request: LabRequest;
  onClose: () => void;
  /** Opens the decline modal ('Отклонить'). */
  onDecline: () => void;
  /** Opens the execution modal ('Завершить работу'). */
  onExecute: () => void;
}

/**
 * The read-only detail of a laboratory request (03 §2 /laboratory): requester nick, rank,
 * faction, division, the ordered expertises numbered (or 'Экспертизы отсутствуют.'), objects,
 * proof link, object type, goals; and 'Изменить статус' with the actions the laboratory machine
 * allows: 'Взять в работу' and 'Одобрить' (the automatic execution) are sent at once and close
 * the modal; 'Завершить работу' and 'Отклонить' open their modals. The menu is disabled for
 * CANCELED, DONE and EXPIRED. A failed call shows the error toast and keeps the modal.
 */
export function LabDetailModal({ request, onClose, onDecline, onExecute }: LabDetailModalProps) {
  const { roles } = useSession();
  const rules = labActions(roles, request.status, request.isDb);
  const reasons = useActionReasons('laboratory', request.status, { isDb: request.isDb });
  const invalidates = [queryRoots.laboratory, queryRoots.suspects];
  const href = recordHref('/laboratory', request.id);
  const take = useApiMutation({
    mutationFn: takeLabRequest,
    invalidates,
    done: () => ({ text: T.done.taken(request.id), href }),
    onSuccess: onClose,
  });
  const approve = useApiMutation({
    mutationFn: approveLabRequest,
    invalidates,
    done: () => ({ text: T.done.approved(request.id), href }),
    onSuccess: onClose,
  });
  const pending = take.isPending || approve.isPending;
  const items: StatusTransition[] = ACTIONS.filter(([action]) => rules[action]).map(
    ([id, label]) => ({ id, label }),
  );
  const run = (action: LabAction) => {
    if (action === 'take') take.mutate(request.id);
    else if (action === 'approve') approve.mutate(request.id);
    else if (action === 'finish') onExecute();
    else onDecline();
  };

  return (
    <RecordModal
      title={T.detailTitle(request.id)}
      size="lg"
      busy={pending}
      onClose={onClose}
      closeButton="end"
      actions={
        <StatusMenu
          label={UI_TEXT.changeStatus}
          items={items}
          isDisabled={rules.menuDisabled || items.length === 0 || pending}
          disabledReason={reasons.ofAll(ACTIONS.map(([action]) => action))}
          onAction={(id) => run(id as LabAction)}
        />
      }
      facts={[
        [T.requester, request.nick],
        [T.rang, request.rang],
        [T.faction, request.faction],
        [T.division, request.division],
        [
          T.expertise,
          request.expertise.length > 0 ? (
            <ol className={styles.numbered}>
              {request.expertise.map((e, i) => (
                <li key={`${i}-${e.name}`}>{e.name}</li>
              ))}
            </ol>
          ) : (
            UI_TEXT.noExpertise
          ),
        ],
        [T.objects, request.objects],
        [
          T.proves,
          <ExternalLink key="proves" href={request.proves}>
            {request.proves}
          </ExternalLink>,
        ],
        [T.type, request.type],
        [T.goal, request.goal],
      ]}
    />
  );
}
