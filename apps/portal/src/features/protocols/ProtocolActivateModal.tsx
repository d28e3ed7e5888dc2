import {
  MODAL_TITLES,
  PROTOCOL_CODES,
  PROTOCOL_LABELS,
  PROTOCOLS_TEXT as T,
  validateProtocol,
  type ProtocolCode,
} from '@fbi/domain';
import { FormModal, Select } from '@fbi/ui';
import { useState } from 'react';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { activateProtocol } from './api.ts';

const ITEMS = PROTOCOL_CODES.map((code) => ({ id: code, label: PROTOCOL_LABELS[code] }));

/**
 * Protocol activation from the sidebar (02 §2.10, §5 "a protocol must be chosen": 'Выберите
 * протокол' in the toast and under the field, nothing sent), sent as `POST
 * /api/v1/protocol/add?type=`. The sidebar's active-protocol line refreshes on success; a 409
 * (another protocol active) shows its message.
 */
export default function ProtocolActivateModal({ onClose, title }: HostModalProps) {
  const [type, setType] = useState<string | null>(null);
  const issue = useFieldIssue<'type'>(() => validateProtocol(type));
  const activate = useApiMutation({
    mutationFn: activateProtocol,
    invalidates: [queryRoots.protocols],
    // No list to open: the sidebar's line names the active protocol.
    done: (activated) => ({ text: T.done.activated(activated.type) }),
    onSuccess: onClose,
  });
  const submit = () => {
    if (!issue.check(validateProtocol(type))) return;
    activate.mutate(type as ProtocolCode);
  };
  return (
    <FormModal
      title={title || MODAL_TITLES.protocolActivate}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.activateSubmit}
      isPending={activate.isPending}
    >
      <Select
        label={T.protocol}
        isRequired
        items={ITEMS}
        selectedKey={type}
        onSelectionChange={(v) => {
          setType(v);
          issue.clear('type');
        }}
        {...issue.fieldProps('type')}
      />
    </FormModal>
  );
}
