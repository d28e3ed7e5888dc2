/** Calls of the security protocols (02 §2.10, §3 Protocol, §7 Protocols). */
import type { ProtocolCode } from '@fbi/domain';
import { activeProtocolKey } from '../../shared/queryKeys.ts';
import { apiPut, apiPost, getQuery } from '../../shared/call.ts';

/**
 * `GET /api/v1/protocol/active` (ours: 02 §7 shows no read call; see openapi.yaml): the active
 * protocol or null, for the sidebar and the deactivation modal.
 */
export function activeProtocolQueryOptions() {
  return getQuery(activeProtocolKey, '/api/v1/protocol/active');
}

/** `POST /api/v1/protocol/add?type=` (02 §7): activates a protocol by its code. */
export function activateProtocol(type: ProtocolCode) {
  return apiPost('/api/v1/protocol/add', { query: { type } });
}

/** `PUT /api/v1/protocol/deactivate` (02 §7; the payload is not shown: ours sends none). */
export function deactivateProtocol() {
  return apiPut('/api/v1/protocol/deactivate');
}
