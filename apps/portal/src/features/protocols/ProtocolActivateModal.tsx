import {
  PROTOCOL_CODES,
  PROTOCOL_LABELS,
  PROTOCOLS_TEXT as T,
  validateProtocol,
  type ProtocolCode,
} from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { sidebarForm } from '../../shared/form/sidebarForm.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { activateProtocol } from './api.ts';

const FIELDS: readonly FormField<{ type: string | null }>[] = [
  {
    key: 'type',
    label: T.protocol,
    kind: 'select',
    items: PROTOCOL_CODES.map((code) => ({ id: code, label: PROTOCOL_LABELS[code] })),
  },
];

/**
 * Protocol activation from the sidebar (02 §2.10, §5 "a protocol must be chosen": 'Выберите
 * протокол' in the toast and under the field, nothing sent), sent as `POST
 * /api/v1/protocol/add?type=`. The sidebar's active-protocol line refreshes on success; a 409
 * (another protocol active) shows its message.
 */
export default sidebarForm({
  modal: 'protocolActivate',
  submitLabel: T.activateSubmit,
  fields: FIELDS,
  draftKey: 'protocol-activate',
  initial: { type: null },
  validate: (v) => validateProtocol(v.type),
  // Checked just before: a protocol was chosen.
  bodyOf: (v) => v.type as ProtocolCode,
  save: activateProtocol,
  invalidates: [queryRoots.protocols],
  // No list to open: the sidebar's line names the active protocol.
  done: (activated) => ({ text: T.done.activated(activated.type) }),
});
