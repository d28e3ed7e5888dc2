import { ACTS_TEXT as T, EMPTY_VALUE, statusLabel, transitionOf, type ActionOf } from '@fbi/domain';
import { Button, Cluster } from '@fbi/ui';
import { MachineActions } from '../../shared/MachineActions.tsx';
import { MachineStatusMenu } from '../../shared/MachineStatusMenu.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { considerAct, type Act, type VerdictStatus } from './api.ts';
import { RecordStatus } from '../../shared/RecordStatus.tsx';
import { NickLink } from '../../shared/person/NickLink.tsx';

/** The decision maker's actions, in menu order (02 §4). */
const DECIDE_ACTIONS = [
  'consider',
  'awaitInGame',
  'decline',
] as const satisfies readonly ActionOf<'act'>[];

export interface ActViewModalProps {
  act: Act;
  onClose: () => void;
  /** Opens the evidence links. */
  onEvidence: () => void;
  /** Opens the verdict modal for a status that goes with a verdict. */
  onVerdict: (status: VerdictStatus) => void;
  /** Opens the execution modal. */
  onExecute: () => void;
  /** Opens the delete confirmation. */
  onDelete: () => void;
  /** The act after a status change made here (UNDER_CONSIDERATION). */
  onUpdated: (act: Act) => void;
}

/**
 * The act view (02 §2.1): offender, faction, status, description, verdict, executor, the Evidence
 * button, and the controls of the act machine. A decision maker's 'Изменить статус' menu sets
 * UNDER_CONSIDERATION at once, or AWAIT_IN_GAME / DECLINED through the verdict modal; the menu is
 * disabled while AWAIT_IN_GAME and for DECLINED and EXECUTED. An executor executes, declines with
 * a verdict (AWAIT_IN_GAME or EXECUTED) or deletes (EXECUTED). Each item's enabled state and the
 * reason shown under a disabled one come from the shared machine (`judge`).
 */
export function ActViewModal({
  act,
  onClose,
  onEvidence,
  onVerdict,
  onExecute,
  onDelete,
  onUpdated,
}: ActViewModalProps) {
  const consider = useApiMutation({
    mutationFn: considerAct,
    invalidates: [queryRoots.acts],
    done: (updated) =>
      recordDone('/acts', updated.id, T.done.considered(updated.nick, updated.status)),
    onSuccess: (updated) => onUpdated(updated),
  });

  const onMenu = (action: ActionOf<'act'>) => {
    if (action === 'consider') consider.mutate(act.id);
    else if (action === 'awaitInGame') onVerdict('AWAIT_IN_GAME');
    else if (action === 'decline') onVerdict('DECLINED');
  };

  return (
    <RecordModal
      title={`${T.viewTitle}: ${act.nick}`}
      onClose={onClose}
      facts={[
        [T.offender, <NickLink key="offender" nick={act.nick} />],
        [T.faction, act.faction],
        [T.status, <RecordStatus key="status" machine="act" status={act.status} />],
        [T.description, act.description || EMPTY_VALUE],
        [T.verdict, act.verdict || T.noVerdict],
        [
          T.executor,
          act.executionAuthor ? (
            <NickLink key="executor" nick={act.executionAuthor} />
          ) : (
            T.noExecutor
          ),
        ],
      ]}
    >
      <Cluster gap="sm">
        <Button variant="secondary" onPress={onEvidence}>
          {T.evidence}
        </Button>
        <MachineStatusMenu
          machine="act"
          status={act.status}
          label={T.statusMenu}
          isPending={consider.isPending}
          items={DECIDE_ACTIONS.map((action) => [
            action,
            statusLabel('act', transitionOf('act', action).to),
          ])}
          onAction={onMenu}
        />
        <MachineActions
          machine="act"
          status={act.status}
          labels={{
            execute: T.execute,
            executorDecline: T.executorDecline,
            delete: T.delete,
          }}
          press={{
            execute: onExecute,
            executorDecline: () => onVerdict('DECLINED'),
            delete: onDelete,
          }}
          variants={{ executorDecline: 'secondary', delete: 'danger' }}
        />
      </Cluster>
    </RecordModal>
  );
}
