import { can, DEA_TEXT as T, deaHomeActions, formatDate, UI_TEXT } from '@fbi/domain';
import { Button, StatusMenu, type StatusTransition } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { useActionReasons } from '../../shared/useActionReasons.ts';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import { allowHomeCheck, type HomeCheck } from './api.ts';
import { NickLink } from '../../shared/person/NickLink.tsx';

export interface HomeCheckModalProps {
  check: HomeCheck;
  onClose: () => void;
  /** Opens a sub-dialog of the row. */
  onOpen: (step: 'grounds' | 'proofs' | 'cancel' | 'delete' | 'conduct') => void;
}

/**
 * The main modal of a home check (03 §2 /dea-home, §4, §6): house number, nick, faction, rank,
 * violation date; 'Основания' (the grounds links); 'Доказательства' when the check was
 * conducted (SUCCESS); for the deciders of 03 §6 'Изменить статус' with cancel (asks a comment),
 * allow (sent at once) and delete (asks to confirm), as the home check machine allows; and
 * 'Провести проверку' when the check may be conducted (CHECK_ALLOWED).
 */
export function HomeCheckModal({ check, onClose, onOpen }: HomeCheckModalProps) {
  const { roles } = useSession();
  const rules = deaHomeActions(roles, check.status);
  const reasons = useActionReasons('deaHomeCheck', check.status);
  const allow = useApiMutation({
    mutationFn: allowHomeCheck,
    invalidates: [queryRoots.deaHomeChecks],
    done: () => recordDone('/dea-home', check.id, T.done.homeAllowed(check.houseNo)),
    onSuccess: onClose,
  });
  const items: StatusTransition[] = [
    ...(rules.allow ? [{ id: 'allow', label: T.allow }] : []),
    ...(rules.cancel ? [{ id: 'cancel', label: T.cancel }] : []),
    ...(rules.delete ? [{ id: 'delete', label: T.delete }] : []),
  ];
  return (
    <RecordModal
      title={T.checkTitle(check.houseNo)}
      onClose={onClose}
      busy={allow.isPending}
      closeButton="end"
      facts={[
        [T.houseNo, check.houseNo],
        [T.nick, <NickLink key="nick" nick={check.nick} />],
        [T.faction, check.faction],
        [T.rang, check.rang],
        [T.violationDate, formatDate(check.violationDate)],
      ]}
      actions={
        <>
          <Button variant="secondary" onPress={() => onOpen('grounds')}>
            {T.grounds}
          </Button>
          {rules.proofs && (
            <Button variant="secondary" onPress={() => onOpen('proofs')}>
              {T.proofs}
            </Button>
          )}
          {can('deaHomeDecide', roles) && (
            <StatusMenu
              label={UI_TEXT.changeStatus}
              items={items}
              isDisabled={items.length === 0 || allow.isPending}
              disabledReason={reasons.ofAll(['allow', 'cancel', 'delete'])}
              onAction={(id) => {
                if (id === 'allow') allow.mutate(check.id);
                else onOpen(id as 'cancel' | 'delete');
              }}
            />
          )}
          {rules.conduct && <Button onPress={() => onOpen('conduct')}>{T.conduct}</Button>}
        </>
      }
    />
  );
}
