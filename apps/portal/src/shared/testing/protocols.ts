/** A security protocol record for the protocol stories and tests (02 §3 Protocol). */
import type { ProtocolCode } from '@fbi/domain';

/** A protocol of `type` active since 2026-11-20, activated by Anna_Smirnova. */
export function activeProtocol(id: number, type: ProtocolCode) {
  return {
    id,
    type,
    active: true,
    activatedBy: 'Anna_Smirnova',
    activatedAt: '2026-11-20T10:00:00.000Z',
    deactivatedBy: null,
    deactivatedAt: null,
  };
}
