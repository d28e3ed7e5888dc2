import { MODAL_TITLES, PROTOCOLS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { ConfirmDialog } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { activeProtocolQueryOptions, deactivateProtocol } from './api.ts';
import { protocolName } from './protocolName.ts';

/**
 * The deactivation confirmation from the sidebar (02 §2.10: 'Вы уверены, что хотите отменить
 * протокол?'), naming the active protocol when one is known; confirming sends `PUT
 * /api/v1/protocol/deactivate` (a 409 when none is active shows its message).
 */
export default function ProtocolDeactivateModal({ onClose, title }: HostModalProps) {
  const active = useQuery(activeProtocolQueryOptions());
  const deactivate = useApiMutation({
    mutationFn: deactivateProtocol,
    invalidates: [queryRoots.protocols],
    done: (deactivated) => ({ text: T.done.deactivated(deactivated.type) }),
    onSuccess: onClose,
  });
  const current = active.data;
  return (
    <ConfirmDialog
      title={title || MODAL_TITLES.protocolDeactivate}
      message={
        current ? (
          <div>
            <p>{UI_TEXT.confirmDeactivateProtocol}</p>
            <p>{`${T.active}: ${protocolName(current.type)}`}</p>
          </div>
        ) : (
          UI_TEXT.confirmDeactivateProtocol
        )
      }
      confirmLabel={T.deactivateSubmit}
      isOpen
      isPending={deactivate.isPending}
      closeOnConfirm={false}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() => deactivate.mutate(undefined)}
    />
  );
}
